/**
 * The server under benchmark as a child process (`bench_server.ts`), and what the sections ask of
 * it: admin calls, funded keys, its resident set size, seeding.
 */
import { spawnDeno } from "../tests/process.ts";
import type { SeedRequest, SeedResult } from "./seed.ts";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** The admin token of the bench server. */
const ADMIN = "bench-admin-token-0123456789";

/** Memory of the server process, in bytes. */
export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** A running bench server. */
export interface BenchServer {
  base: string;
  /** The same app behind the connection front (lib/http_front), as main.ts serves it. */
  frontBase: string;
  pid: number;
  /** POST to /admin/v1 with the admin token; the JSON answer. */
  admin(path: string, body: unknown): Promise<Record<string, unknown>>;
  /** A new workspace with a funded key on the unlimited `pro` plan. */
  workspace(name: string): Promise<{ workspaceId: string; key: string }>;
  /** RSS from /proc (does not disturb the server) or, elsewhere, from the server itself. */
  rss(): Promise<number>;
  /** CPU seconds (user + system) the server process has used so far; NaN off Linux. */
  cpuSeconds(): Promise<number>;
  /** The server's own `Deno.memoryUsage()`; after a full garbage collection with `gc`. */
  memory(options?: { gc?: boolean }): Promise<Memory>;
  seed(request: SeedRequest): Promise<SeedResult>;
  stop(signal?: Deno.Signal): Promise<void>;
}

/** Starts `bench_server.ts` on a free port over a KV file in `dir`. */
export async function startBenchServer(
  dir: string,
  env: Record<string, string> = {},
  denoFlags: string[] = [],
): Promise<BenchServer> {
  // --expose-gc only adds `gc()`, for the after-load figures (`memory({ gc: true })`).
  const script = new URL("./bench_server.ts", import.meta.url).pathname;
  const args = ["run", "-A", "--v8-flags=--expose-gc", ...denoFlags, script];
  const child = await spawnDeno(args, {
    env: {
      PORT: "0",
      BIND_ADDRESS: "127.0.0.1",
      KV_PATH: `${dir}/service.kv`,
      ADMIN_TOKEN: ADMIN,
      RATE_LIMITS: "pro=1000000000/1000000000",
      ALLOW_INSECURE_WEBHOOKS: "1",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      ...env,
    },
    marker: /listening on \d+/,
  });
  const port = Number(/listening on (\d+)/.exec(child.output)![1]);
  const base = `http://127.0.0.1:${port}`;
  const frontBase = `http://127.0.0.1:${/front on (\d+)/.exec(child.output)![1]}`;
  const memory = async (options: { gc?: boolean } = {}): Promise<Memory & { pid: number }> =>
    await (await fetch(`${base}/bare/${options.gc ? "gc" : "memory"}`, {
      method: options.gc ? "POST" : "GET",
    })).json();
  const { pid } = await memory();
  const admin = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/admin/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`admin ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const status = `/proc/${pid}/status`;
  return {
    base,
    frontBase,
    pid,
    admin,
    async workspace(name) {
      const ws = await admin("/workspaces", { name, credits: 1_000_000_000 });
      const { key } = await admin("/keys", { workspace_id: ws.workspace_id, plan: "pro" });
      return { workspaceId: ws.workspace_id as string, key: key as string };
    },
    async rss() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(await Deno.readTextFile(status));
        if (kb) return Number(kb[1]) * 1024;
      } catch {
        // not Linux: ask the server
      }
      return (await memory()).rss;
    },
    async cpuSeconds() {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
        const fields = (await Deno.readTextFile(`/proc/${pid}/stat`)).split(") ")[1].split(" ");
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      } catch {
        return NaN;
      }
    },
    memory,
    async seed(request) {
      const res = await fetch(`${base}/bare/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      });
      if (!res.ok) throw new Error(`seed: ${res.status} ${await res.text()}`);
      return await res.json();
    },
    stop: (signal?: Deno.Signal) => child.stop(signal),
  };
}

/** Samples `rss` every `everyMs` until `work` settles; the work's result and the samples. */
export async function sampled<T>(
  rss: () => Promise<number>,
  work: Promise<T>,
  everyMs = 250,
): Promise<{ result: T; samples: number[] }> {
  const samples: number[] = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      samples.push(await rss());
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    return { result: await work, samples };
  } finally {
    done = true;
    await sampler;
  }
}
