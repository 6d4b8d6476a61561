/**
 * The cost of growth: a workspace of the bench server is seeded with 1x, 10x and 100x a base of
 * stored jobs, webhook deliveries and API keys (`seed.ts`, inside the server), and at each scale
 * the same requests are loaded (GETs, through `x-bench-method`, see `bench_server.ts`):
 *   - `GET /jobs` (the newest page) and `GET /jobs/{id}` (an old job with its result);
 *   - `GET /webhooks/deliveries` (the newest page);
 *   - key lookup: `GET /status` with one of the seeded keys (resolved from KV, then cached in the
 *     process for up to a second), and with an unknown key (401: a KV lookup on every request);
 * and the server's RSS is read. Target: p50 at 100x within 2x of 1x for every list and lookup.
 */
import { load, type LoadResult, type Target } from "./http_bench.ts";
import { fmt, type Row, row } from "./results.ts";
import type { BenchServer } from "./server.ts";
import type { LoadOptions } from "./stack_bench.ts";
import { steady } from "./memory_bench.ts";

/** The 1x scale. */
export const BASE = { jobs: 100, deliveries: 100, keys: 20 };
/** The scales, as multiples of `BASE`. */
export const SCALES = [1, 10, 100];
/** The allowed p50 at the largest scale, as a multiple of 1x. */
export const MAX_SLOWDOWN = 2;

const MB = 1024 * 1024;
const count = (n: number) => n.toLocaleString("en-US");

async function until<T>(what: string, probe: () => Promise<T | null>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`growth: timed out waiting for ${what}`);
}

/** A finished job with a delivery of its completion, made by the running service. */
async function templates(server: BenchServer, key: string, hookUrl: string) {
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(`${server.base}/api/v1${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`growth: ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await api("/webhooks/endpoints", { url: hookUrl, events: ["job.completed"] });
  const { job_id: jobId } = await api("/test/echo", { word: "growth" });
  await until("the template job", async () => {
    const job = await api(`/jobs/${jobId}`);
    return job.status === "completed" ? job : null;
  });
  const delivery = await until("the template delivery", async () => {
    const { deliveries } = await api("/webhooks/deliveries");
    return deliveries.find((d: { status: string }) => d.status === "delivered") ?? null;
  });
  return { jobId: jobId as string, deliveryId: delivery.id as string };
}

/** What one scale measured. */
interface Measured {
  loads: Map<string, LoadResult>;
  rss: number;
  heap: number;
  note: string;
}

interface Probe {
  id: string;
  label: string;
  target: (key: string) => Target;
  /** Answers are expected to be 401. */
  refused?: boolean;
}

/** The growth section's rows. */
export async function benchGrowth(server: BenchServer, options: LoadOptions): Promise<Row[]> {
  const receiver = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (req) => {
      await req.body?.cancel();
      return new Response("ok");
    },
  );
  try {
    const { workspaceId, key: ownerKey } = await server.workspace("growth");
    const t = await templates(server, ownerKey, `http://127.0.0.1:${receiver.addr.port}/hook`);
    const get = (path: string) => (key: string): Target => ({
      url: `${server.base}/api/v1${path}`,
      headers: { "x-api-key": key, "x-bench-method": "GET" },
      body: "",
    });
    const unknownKey = `sk_live_${"0".repeat(43)}`;
    const probes: Probe[] = [
      { id: "job_list", label: "GET /jobs (newest 25)", target: get("/jobs") },
      { id: "job", label: `GET /jobs/{id} (an old job)`, target: get(`/jobs/${t.jobId}`) },
      {
        id: "delivery_list",
        label: "GET /webhooks/deliveries (newest 25)",
        target: get("/webhooks/deliveries"),
      },
      {
        id: "key",
        label: "key lookup: GET /status with a seeded key",
        target: get("/status"),
      },
      {
        id: "key_unknown",
        label: "key lookup: GET /status with an unknown key (401, never cached)",
        target: () => get("/status")(unknownKey),
        refused: true,
      },
    ];
    // Every route warm (JIT) before the 1x figures, which are the baseline of the others.
    for (const probe of probes) await load(probe.target(ownerKey), { ...options, seconds: 2 });
    const have = { jobs: 1, deliveries: 1, keys: 1 };
    const results = new Map<number, Measured>();
    for (const scale of SCALES) {
      const want = {
        jobs: BASE.jobs * scale,
        deliveries: BASE.deliveries * scale,
        keys: BASE.keys * scale,
      };
      const seeded = await server.seed({
        workspace_id: workspaceId,
        template_job_id: t.jobId,
        jobs: want.jobs - have.jobs,
        template_delivery_id: t.deliveryId,
        deliveries: want.deliveries - have.deliveries,
        keys: want.keys - have.keys,
      });
      Object.assign(have, want);
      const key = seeded.key ?? ownerKey;
      const loads = new Map<string, LoadResult>();
      for (const probe of probes) {
        const target = probe.target(key);
        await load(target, { ...options, seconds: 1 });
        const result = await load(target, options);
        if (!probe.refused && result.non2xx > 0) {
          throw new Error(`growth: ${probe.label}: ${result.non2xx} non-2xx answers`);
        }
        loads.set(probe.id, result);
      }
      const memory = await steady(server, 500);
      results.set(scale, {
        loads,
        ...memory,
        note: `${count(want.jobs)} jobs, ${count(want.deliveries)} deliveries, ${
          count(want.keys)
        } keys (seeding this step: ${fmt(seeded.ms / 1000)} s)`,
      });
    }
    return growthRows(probes, results);
  } finally {
    await receiver.shutdown();
  }
}

function growthRows(
  probes: readonly Probe[],
  results: Map<number, Measured>,
): Row[] {
  const one = results.get(1)!;
  const largest = Math.max(...SCALES);
  const rows: Row[] = [];
  for (const probe of probes) {
    const base = one.loads.get(probe.id)!;
    for (const scale of SCALES.filter((s) => s > 1)) {
      const r = results.get(scale)!.loads.get(probe.id)!;
      rows.push(
        row(`growth.${probe.id}.${scale}x`, `${probe.label}, ${scale}x, p50`, r.p50ms, "ms", {
          baseline: { label: "1x", value: base.p50ms },
          ...(scale === largest
            ? {
              max: MAX_SLOWDOWN,
              targetOn: "ratio" as const,
              targetText: `p50 at ${scale}x within ${MAX_SLOWDOWN}x of 1x`,
            }
            : {}),
          notes: `p99 ${fmt(r.p99ms)} ms (1x ${fmt(base.p99ms)} ms), ${
            fmt(r.perSecond)
          } req/s (1x ${fmt(base.perSecond)})`,
        }),
      );
    }
  }
  for (const scale of SCALES.filter((s) => s > 1)) {
    const at = results.get(scale)!;
    rows.push(
      row(`growth.rss.${scale}x`, `server RSS at ${scale}x (after a full GC)`, at.rss / MB, "MB", {
        baseline: { label: "1x", value: one.rss / MB },
        notes: `${at.note}; V8 heap in use ${fmt(at.heap / MB)} MB (1x ${
          fmt(one.heap / MB)
        } MB); 1x is ${one.note}`,
      }),
    );
  }
  return rows;
}
