/**
 * Webhook benchmarks, in one process on a local KV file with a receiver on loopback:
 * deliveries per second for a burst of completed jobs, and the time from a job's completion
 * (`finished_at`) to its delivery reaching the receiver.
 */
import { harness, type Latency } from "./jobs_bench.ts";

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
  const h = await harness(`${dir}/webhooks.kv`, {
    ALLOW_INSECURE_WEBHOOKS: "1",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
  });
  const call = h.post;
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
    const job =
      await (await h.app.request(`/api/v1/jobs/${id}`, { headers: { "x-api-key": h.key } }))
        .json();
    finished.set(id, Date.parse(job.finished_at));
  }
  const latencies = ids.filter((id) => arrivals.has(id)).map((id) =>
    arrivals.get(id)! - finished.get(id)!
  ).sort((a, b) => a - b);
  const first = Math.min(...finished.values());
  const last = Math.max(...arrivals.values());
  await receiver.shutdown();
  await h.close();
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    perSecond: arrivals.size / ((last - first) / 1000),
    latency: { n: latencies.length, p50: at(0.5), p99: at(0.99) },
  };
}
