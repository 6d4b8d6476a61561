/**
 * Tools of the fault tests: servers in child processes on a KV file (killed with SIGKILL or
 * stopped with SIGTERM), a webhook receiver that can be taken down, made to hang or answer
 * slowly, and a provider that accepts a call and never answers.
 */
import { Webhook } from "standardwebhooks";
import type { z } from "zod";
import type { PublicJobSchema } from "../../lib/schemas/jobs.ts";
import type { WebhookDeliverySchema } from "../../lib/webhooks/schemas.ts";
import { spawnDeno } from "../process.ts";
import { serverStoreEnv } from "../store.ts";

/** The admin token of every child server. */
export const ADMIN = "faults-admin-token-0123456789";

/** A server in a child process. */
export interface ChildServer {
  base: string;
  /** What it printed until it listened (main.ts prints its first key there). */
  output: string;
  /** SIGKILL: no chance to clean up. */
  kill(): Promise<void>;
  /** SIGTERM: main.ts stops serving, closes its store and exits. */
  stop(): Promise<void>;
}

/** Which program a child runs. */
export type Program = "fixture" | "main";

const PROGRAMS: Record<Program, { path: string; marker: RegExp }> = {
  fixture: {
    path: new URL("../fixtures/server.ts", import.meta.url).pathname,
    marker: /listening on (\d+)/,
  },
  main: {
    path: new URL("../../main.ts", import.meta.url).pathname,
    marker: /listening on http:\/\/[^:]+:(\d+)/,
  },
};

/** Starts `program` on the KV file `kvPath` with `env` added to small test settings. */
export async function startServer(
  kvPath: string,
  env: Record<string, string> = {},
  program: Program = "fixture",
): Promise<ChildServer> {
  const { path, marker } = PROGRAMS[program];
  const child = await spawnDeno(["run", "-A", path], {
    env: {
      PORT: "0",
      BIND_ADDRESS: "127.0.0.1",
      KV_PATH: kvPath,
      ADMIN_TOKEN: ADMIN,
      JOB_LEASE_MS: "1000",
      QUEUE_VISIBILITY_MS: "2000",
      RATE_LIMITS: "pro=100000/100000",
      ...await serverStoreEnv(kvPath),
      ...env,
    },
    marker,
    stderr: "null",
  });
  const port = Number(marker.exec(child.output)![1]);
  return {
    base: `http://127.0.0.1:${port}`,
    output: child.output,
    kill: () => child.stop("SIGKILL"),
    stop: () => child.stop("SIGTERM"),
  };
}

/** Reads a JSON answer, failing with its text when the status is not `status`. */
export async function json<T = Record<string, unknown>>(
  res: Promise<Response>,
  status?: number,
): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (status !== undefined && r.status !== status) {
    throw new Error(`expected ${status}, got ${r.status}: ${text.slice(0, 500)}`);
  }
  return JSON.parse(text) as T;
}

/** Creates a funded workspace and a key through the admin API; returns its request headers. */
export async function provision(
  base: string,
  credits: number,
): Promise<{ workspaceId: string; headers: Record<string, string> }> {
  const admin = { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" };
  const ws = await json<{ workspace_id: string }>(
    fetch(`${base}/admin/v1/workspaces`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ name: "faults", credits }),
    }),
    201,
  );
  const { key } = await json<{ key: string }>(
    fetch(`${base}/admin/v1/keys`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ workspace_id: ws.workspace_id }),
    }),
    201,
  );
  return {
    workspaceId: ws.workspace_id,
    headers: { "x-api-key": key, "content-type": "application/json" },
  };
}

/** A job as `GET /jobs` shows it. */
export type PublicJob = z.output<typeof PublicJobSchema>;

/** A delivery as `GET /webhooks/deliveries` shows it. */
export type PublicDelivery = z.output<typeof WebhookDeliverySchema>;

/** Every item of a paged list of the workspace (newest first), following `next_cursor`. */
async function listAll<T>(
  base: string,
  path: string,
  field: string,
  headers: Record<string, string>,
): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Record<string, unknown> & { next_cursor: string | null } = await json(
      fetch(`${base}/api/v1${path}?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { headers }),
      200,
    );
    out.push(...page[field] as T[]);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
}

/** Every job of the workspace, newest first. */
export function listAllJobs(base: string, headers: Record<string, string>): Promise<PublicJob[]> {
  return listAll(base, "/jobs", "jobs", headers);
}

/** Every webhook delivery of the workspace. */
export function listAllDeliveries(
  base: string,
  headers: Record<string, string>,
): Promise<PublicDelivery[]> {
  return listAll(base, "/webhooks/deliveries", "deliveries", headers);
}

/** How the receiver answers: 2xx, a 503, or accepting the request and never answering. */
export type ReceiverMode = "ok" | "error" | "hang";

/** One request the receiver got. */
export interface Received {
  id: string;
  type: string;
  /** The answer it got (0: none, the receiver hung). */
  status: number;
  /** The Standard Webhooks signature verified with the endpoint's secret. */
  verified: boolean;
}

/**
 * A loopback webhook receiver. `down()` closes its port (connections are refused), `up()` opens
 * it again on the same port; `mode` says how it answers while up. `delayMs` holds each answer.
 */
export class Receiver {
  received: Received[] = [];
  mode: ReceiverMode = "ok";
  delayMs = 0;
  /** Requests received and not answered yet. */
  inFlight = 0;
  secret = "";
  readonly port: number;
  #server: Deno.HttpServer<Deno.NetAddr> | null;
  #release = Promise.withResolvers<void>();

  constructor(port = 0) {
    this.#server = this.#serve(port);
    this.port = this.#server.addr.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  #serve(port: number): Deno.HttpServer<Deno.NetAddr> {
    return Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, async (req) => {
      const body = await req.text();
      const headers = Object.fromEntries(req.headers);
      let verified = false;
      let type = "";
      try {
        type = (new Webhook(this.secret).verify(body, headers) as { type: string }).type;
        verified = true;
      } catch { /* recorded as unverified */ }
      const record: Received = { id: headers["webhook-id"] ?? "", type, status: 0, verified };
      this.received.push(record);
      this.inFlight++;
      try {
        return await this.#answer(record);
      } finally {
        this.inFlight--;
      }
    });
  }

  async #answer(record: Received): Promise<Response> {
    if (this.mode === "hang") {
      // Until the mode changes or the receiver closes (the sender gave up at its timeout).
      await this.#release.promise;
      return new Response("late", { status: 503 });
    }
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    record.status = this.mode === "ok" ? 200 : 503;
    return new Response(record.status === 200 ? "ok" : "not now", { status: record.status });
  }

  /** Frees requests held by `hang`. */
  #releaseHeld() {
    this.#release.resolve();
    this.#release = Promise.withResolvers<void>();
  }

  /** Closes the port: attempts now fail with a refused connection. */
  async down(): Promise<void> {
    this.#releaseHeld();
    await this.#server?.shutdown();
    this.#server = null;
  }

  /** Opens the port again. */
  up(): void {
    this.#server ??= this.#serve(this.port);
  }

  setMode(mode: ReceiverMode): void {
    this.mode = mode;
    if (mode !== "hang") this.#releaseHeld();
  }

  /** Webhook ids acknowledged with a 2xx, with how many times each. */
  acknowledged(): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of this.received) if (r.status === 200) out.set(r.id, (out.get(r.id) ?? 0) + 1);
    return out;
  }

  async close(): Promise<void> {
    await this.down();
  }
}

/**
 * A stand-in for DataForSEO on loopback: while `hang` is set it accepts every call and never
 * answers (`"headers"`: answers 200 with a body that starts and never ends; `"first"`: only the
 * first call of each request body, as `"silent"`); otherwise it passes calls on to `upstream`
 * (the fake DataForSEO server).
 */
export class HangingProvider {
  hang: false | "silent" | "headers" | "first" = "silent";
  /** Calls received, and how many were held unanswered. */
  calls = 0;
  held = 0;
  readonly baseUrl: string;
  #server: Deno.HttpServer<Deno.NetAddr>;
  #release = Promise.withResolvers<void>();
  #streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  #seen = new Set<string>();

  constructor(upstream: string) {
    this.#server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
      this.calls++;
      const body = await req.text();
      const first = !this.#seen.has(body);
      this.#seen.add(body);
      if (this.hang === "silent" || (this.hang === "first" && first)) {
        // Until `heal` (the caller gave up at its timeout long before).
        this.held++;
        await this.#release.promise;
        return new Response("released", { status: 503 });
      }
      if (this.hang === "headers") {
        this.held++;
        const streams = this.#streams;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            streams.add(controller);
            controller.enqueue(new TextEncoder().encode('{"version":"0.1","status_code":200'));
          },
          cancel() {/* the caller gave up */},
        });
        return new Response(stream, { headers: { "content-type": "application/json" } });
      }
      const url = new URL(req.url);
      const res = await fetch(`${upstream}${url.pathname}`, {
        method: req.method,
        headers: req.headers,
        body,
      });
      return new Response(await res.text(), { status: res.status, headers: res.headers });
    });
    this.baseUrl = `http://127.0.0.1:${this.#server.addr.port}`;
  }

  /** Stops hanging; calls held so far are answered 503 (their callers gave up long ago). */
  heal(): void {
    this.hang = false;
    this.#release.resolve();
    this.#release = Promise.withResolvers<void>();
    for (const c of this.#streams) {
      try {
        c.close();
      } catch { /* already cancelled */ }
    }
    this.#streams.clear();
  }

  async close(): Promise<void> {
    this.heal();
    await this.#server.shutdown();
  }
}
