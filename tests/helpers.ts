/** Test harness: an app over an in-memory KV store with one workspace and key. */
import { exampleWeb } from "./fixtures/example_pages.ts";
import { loadConfig } from "../lib/config.ts";
import type { Operation } from "../lib/operations/define.ts";
import type { SeoDataProvider } from "../lib/providers/provider.ts";
import { createServices, type Services } from "../lib/services.ts";
import { createWebFetcher, type WebFetcher } from "../lib/web/fetcher.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { setBudget } from "../lib/store/budgets.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { createApp } from "../routes/app.ts";
import { listenQueue } from "../jobs/queue.ts";
import { workers } from "../jobs/workers.ts";
import type { Store } from "../lib/store/port.ts";
import { openTestStore } from "./store.ts";

/** Options of `setup`. */
export interface SetupOptions {
  env?: Record<string, string>;
  credits?: number;
  plan?: string;
  allowedDomains?: string[];
  operations?: readonly Operation[];
  now?: () => Date;
  /** Listen on the job queue (default true). */
  queue?: boolean;
  keepAliveMs?: number;
  /**
   * The page fetcher: a fixed one, or "live" for the real SSRF-guarded fetcher with the loopback
   * host allowed (as FETCH_ALLOW_HOSTS=127.0.0.1 does). Default: the registry examples' pages.
   */
  web?: WebFetcher | "live";
  /** The data provider; default: the configured one (the sandbox in tests). */
  provider?: SeoDataProvider;
}

/** A ready app with a funded workspace and its key; `close()` releases the store. */
export interface Harness {
  services: Services;
  app: ReturnType<typeof createApp>;
  kv: Store;
  key: string;
  keyId: string;
  workspaceId: string;
  /** POSTs JSON to `/api/v1<path>` with the harness key. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** GETs `/api/v1<path>` with the harness key. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Builds a harness; every test gets its own empty store (`tests/store.ts`). */
export async function setup(options: SetupOptions = {}): Promise<Harness> {
  const config = loadConfig({
    ADMIN_TOKEN: "test-admin-token-0123456789",
    JOB_RETRY_BASE_MS: "10",
    ...options.env,
  });
  const kv = await openTestStore();
  const services = createServices(config, kv, {
    workers,
    operations: options.operations,
    now: options.now,
    provider: options.provider,
    web: options.web === "live"
      ? createWebFetcher({ allowHosts: ["127.0.0.1"] })
      : options.web ?? exampleWeb(),
  });
  const workspace = await createWorkspace(kv, { name: "test", credits: options.credits ?? 1000 });
  const { key, record } = await createApiKey(kv, {
    workspaceId: workspace.id,
    plan: options.plan ?? "pro",
    allowedDomains: options.allowedDomains,
  });
  const queue = options.queue === false ? Promise.resolve() : listenQueue(services);
  const app = createApp(services, { keepAliveMs: options.keepAliveMs });
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    await app.request(`/api/v1${path}`, {
      method,
      headers: {
        "x-api-key": key,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    services,
    app,
    kv,
    key,
    keyId: record.id,
    workspaceId: workspace.id,
    post: (path, body, headers) => request("POST", path, body, headers),
    get: (path, headers) => request("GET", path, undefined, headers),
    close: async () => {
      await services.jobs.idle();
      await kv.close();
      await queue;
    },
  };
}

/** The current balance of the harness workspace. */
export async function balanceOf(h: Harness): Promise<number> {
  return (await h.services.ledger.balance(h.workspaceId))?.remaining ?? -1;
}

/** Queues a job (POST without sync), waits for it to end, and returns its public record. */
export async function runJob(
  h: Harness,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await h.post(path, body, headers);
  const envelope = await res.json();
  if (res.status !== 202) {
    throw new Error(`expected 202 from ${path}, got ${res.status}: ${JSON.stringify(envelope)}`);
  }
  await h.services.jobs.waitFor(envelope.job_id, 30_000);
  return await (await h.get(`/jobs/${envelope.job_id}`)).json();
}

/** Sets a hard-stop monthly budget on a project of the harness workspace. */
export async function setProjectBudget(
  h: Harness,
  projectId: string,
  budget: { limit: number; warnAt: number },
): Promise<void> {
  await setBudget(h.kv, {
    workspace_id: h.workspaceId,
    project_id: projectId,
    limit_credits: budget.limit,
    warn_at_percent: budget.warnAt,
    hard_stop: true,
    updated_at: h.services.now().toISOString(),
  });
}

/** Polls `probe` until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err; // a server restarting: try again
    }
    if (Date.now() > end) {
      throw new Error(
        `${what}: not reached in ${timeoutMs} ms${last ? ` (last error: ${last})` : ""}`,
      );
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The request of one JSON-RPC `tools/call` of `name` to /mcp, with `key` (for fetch or app.request). */
export function mcpToolCall(key: string, name: string, args: unknown, id = 1): RequestInit {
  return {
    method: "POST",
    headers: {
      // An API key, or an OAuth access token (`rs_at_...`) as a bearer token.
      ...(key.startsWith("rs_at_") ? { authorization: `Bearer ${key}` } : { "x-api-key": key }),
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name, arguments: args },
    }),
  };
}

/** A page origin on loopback whose answers wait until released; counts what it was asked. */
export function heldOrigin() {
  const waiting: (() => void)[] = [];
  let asked = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async () => {
    asked++;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return new Response(
      "<html><head><title>Invoices</title></head><body><h1>Invoice software</h1></body></html>",
      { headers: { "content-type": "text/html" } },
    );
  });
  return {
    url: (path: string) => `http://127.0.0.1:${server.addr.port}${path}`,
    asked: () => asked,
    /** Answers every page asked for so far. */
    release: () => waiting.splice(0).forEach((answer) => answer()),
    close: async () => {
      waiting.splice(0).forEach((answer) => answer());
      await server.shutdown();
    },
  };
}
