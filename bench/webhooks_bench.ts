/**
 * Webhook benchmarks, in one process on a local KV file with a receiver on loopback:
 * deliveries per second for a burst of completed jobs, and the time from a job's completion
 * (`finished_at`) to its delivery reaching the receiver.
 */
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { listenQueue } from "../jobs/queue.ts";
import { createApp } from "../routes/app.ts";
import { jobOperations } from "../tests/fake_ops.ts";
import type { Latency } from "./jobs_bench.ts";

/** Deliveries/s and completion-to-delivery latency for `count` jobs. */
export async function benchWebhooks(
  dir: string,
  count = 300,
): Promise<{ perSecond: number; latency: Latency }> {
  const arrivals = new Map<string, number>();
  const receiver = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const body = JSON.parse(await req.text());
    arrivals.set(body.data.job_id, Date.now());
    return new Response("ok");
  });
  const kv = await Deno.openKv(`${dir}/webhooks.kv`);
  const services = createServices(
    loadConfig({
      RATE_LIMITS: "pro=1000000/1000000",
      ALLOW_INSECURE_WEBHOOKS: "1",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
    }),
    kv,
    { operations: jobOperations },
  );
  const queue = listenQueue(services);
  const ws = await createWorkspace(kv, { name: "bench", credits: 1_000_000 });
  const { key } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  const app = createApp(services);
  const call = async (path: string, body: unknown) =>
    await (await app.request(`/api/v1${path}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    })).json();
  await call("/webhooks/endpoints", {
    url: `http://127.0.0.1:${receiver.addr.port}/hook`,
    events: ["job.completed"],
  });
  const envs = await Promise.all(
    Array.from({ length: count }, (_, i) => call("/test/steps", { tag: `w${i}`, steps: 1 })),
  );
  const ids: string[] = envs.map((e) => e.job_id);
  const end = Date.now() + 120_000;
  while (arrivals.size < count && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  const finished = new Map<string, number>();
  for (const id of ids) {
    const job = await (await app.request(`/api/v1/jobs/${id}`, { headers: { "x-api-key": key } }))
      .json();
    finished.set(id, Date.parse(job.finished_at));
  }
  const latencies = ids.filter((id) => arrivals.has(id)).map((id) =>
    arrivals.get(id)! - finished.get(id)!
  ).sort((a, b) => a - b);
  const first = Math.min(...finished.values());
  const last = Math.max(...arrivals.values());
  await services.jobs.idle();
  await receiver.shutdown();
  kv.close();
  await queue;
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    perSecond: arrivals.size / ((last - first) / 1000),
    latency: { n: latencies.length, p50: at(0.5), p99: at(0.99) },
  };
}
