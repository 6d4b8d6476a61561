/**
 * An app wired to a case folder as a self-hoster would configure it: `PROVIDER=dataforseo` with
 * `DATAFORSEO_BASE_URL` on the case server, the real SSRF-guarded fetcher with the loopback
 * host allowed (`FETCH_ALLOW_HOSTS=127.0.0.1`), the case's stored SERP history in the
 * workspace, and the clock at the history's `reference_date` (shifted, so it still runs).
 */
import { join } from "node:path";
import { createWebFetcher } from "../../lib/web/fetcher.ts";
import { recordSerpSnapshot } from "../../lib/store/serp_history.ts";
import { type Harness, setup } from "../helpers.ts";
import { type CaseServer, startCaseServer } from "./case_server.ts";

/** A running case: its server and its app. */
export interface CaseApp extends AsyncDisposable {
  server: CaseServer;
  h: Harness;
  /** POSTs `body` (placeholders filled) to `endpoint?sync=true`: status and JSON. */
  run(endpoint: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

interface History {
  reference_date: string;
  keyword: string;
  location_code: number;
  language?: string;
  language_code?: string;
  device?: "desktop" | "mobile";
  snapshots: { checked_at: string; results: { position: number; url: string }[] }[];
}

/** Starts the server and the app for the case folder `dir`. */
export async function startCaseApp(dir: string): Promise<CaseApp> {
  const server = await startCaseServer(dir);
  const history = readHistory(dir, server);
  const shift = history ? Date.now() - Date.parse(history.reference_date) : 0;
  let h: Harness;
  try {
    h = await setup({
      credits: 1_000_000,
      now: shift ? () => new Date(Date.now() - shift) : undefined,
      env: {
        PROVIDER: "dataforseo",
        DATAFORSEO_LOGIN: "case-login",
        DATAFORSEO_PASSWORD: "case-password",
        DATAFORSEO_BASE_URL: server.baseUrl,
        FETCH_ALLOW_HOSTS: "127.0.0.1",
        RATE_LIMITS: "pro=100000/100000",
      },
      web: createWebFetcher({ allowHosts: ["127.0.0.1"], timeoutMs: 5_000 }),
    });
  } catch (err) {
    await server.close();
    throw err;
  }
  if (history) await seedHistory(h, history, Date.now() - shift);
  const close = async () => {
    await h.close();
    await server.close();
  };
  return {
    server,
    h,
    run: async (endpoint, body) => {
      const res = await h.post(
        `${endpoint}?sync=true`,
        JSON.parse(server.fill(JSON.stringify(body))),
      );
      return { status: res.status, body: await res.json() };
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

function readHistory(dir: string, server: CaseServer): History | null {
  try {
    const text = Deno.readTextFileSync(join(dir, "history", "serp_history.json"));
    return JSON.parse(server.fill(text));
  } catch {
    return null;
  }
}

/** Stores every snapshot as the workspace's SERP history of the keyword and market. */
async function seedHistory(h: Harness, history: History, now: number): Promise<void> {
  for (const s of history.snapshots) {
    await recordSerpSnapshot(h.kv, h.workspaceId, {
      checked_at: s.checked_at,
      keyword: history.keyword,
      location_code: history.location_code,
      language_code: history.language_code ?? history.language ?? "en",
      device: history.device ?? "desktop",
      results: s.results,
      serp_features: [],
    }, now);
  }
}
