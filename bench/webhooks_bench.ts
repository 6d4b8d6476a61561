/**
 * Webhook benchmarks, in one process on a local KV file with a receiver on loopback:
 *   - deliveries per second for a burst of `count` jobs submitted at once (from the first job's
 *     completion to the last delivery's arrival);
 *   - the time from a job's completion (`finished_at`) to its delivery reaching the receiver,
 *     for jobs arriving at a steady 20/s (and, in the notes, under the burst).
 * Baseline, to the same receiver from the same process: the least a queued webhook system does,
 * a bare Deno KV queue message whose handler POSTs a real delivery's body with `fetch`, in the
 * same two shapes (`count` enqueued at once: POSTs/s; 20/s: enqueue-to-arrival latency).
 */
import { harness, type Latency, latency } from "./jobs_bench.ts";

/** What `benchWebhooks` measures. */
export interface WebhookResult {
  perSecond: number;
  /** Completion to delivery at a steady rate, and under the burst. */
  latency: Latency;
  burstLatency: Latency;
  /** Bare KV queue messages, each POSTing the same body to the same receiver. */
  bare: { perSecond: number; latency: Latency };
  bodyBytes: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(20);
}

/** Deliveries/s and completion-to-delivery latency, beside the bare baseline. */
export async function benchWebhooks(
  dir: string,
  options: { count: number; rate: number; paced: number } = { count: 300, rate: 20, paced: 60 },
): Promise<WebhookResult> {
  const arrivals = new Map<string, number>();
  const bareArrivals = new Map<string, number>();
  let sample = "";
  const receiver = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const text = await req.text();
    const bareId = req.headers.get("x-bare-id");
    if (bareId !== null) {
      bareArrivals.set(bareId, performance.now());
      return new Response("ok");
    }
    sample ||= text;
    arrivals.set(JSON.parse(text).data.job_id, Date.now());
    return new Response("ok");
  });
  const url = `http://127.0.0.1:${receiver.addr.port}/hook`;
  const h = await harness(`${dir}/webhooks.kv`, {
    ALLOW_INSECURE_WEBHOOKS: "1",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
  });
  await h.post("/webhooks/endpoints", { url, events: ["job.completed"] });
  const finishedAt = async (ids: string[]) => {
    const out = new Map<string, number>();
    for (const id of ids) {
      const res = await h.app.request(`/api/v1/jobs/${id}`, { headers: { "x-api-key": h.key } });
      out.set(id, Date.parse((await res.json()).finished_at));
    }
    return out;
  };
  const delays = (ids: string[], finished: Map<string, number>) =>
    latency(
      ids.filter((id) => arrivals.has(id)).map((id) => arrivals.get(id)! - finished.get(id)!),
    );

  // The burst.
  const envs = await Promise.all(
    Array.from(
      { length: options.count },
      (_, i) => h.post("/test/steps", { tag: `w${i}`, steps: 1 }),
    ),
  );
  const burst: string[] = envs.map((e) => e.job_id);
  await waitFor(() => burst.every((id) => arrivals.has(id)));
  const burstFinished = await finishedAt(burst);
  const first = Math.min(...burstFinished.values());
  const last = Math.max(...burst.map((id) => arrivals.get(id) ?? 0));
  const delivered = burst.filter((id) => arrivals.has(id)).length;

  // A steady rate.
  const paced: string[] = [];
  for (let i = 0; i < options.paced; i++) {
    paced.push((await h.post("/test/steps", { tag: `p${i}`, steps: 1 })).job_id);
    await sleep(1000 / options.rate);
  }
  await waitFor(() => paced.every((id) => arrivals.has(id)));
  const pacedFinished = await finishedAt(paced);
  await h.close();

  // The bare baseline: a KV queue message per POST.
  const kv = await Deno.openKv(`${dir}/webhooks-bare.kv`);
  const sent = new Map<string, number>();
  const listening = kv.listenQueue(async (id: unknown) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-bare-id": String(id) },
      body: sample,
    });
    await res.body?.cancel();
  });
  const enqueue = (id: string) => {
    sent.set(id, performance.now());
    return kv.enqueue(id);
  };
  const t0 = performance.now();
  const bursty = Array.from({ length: options.count }, (_, i) => `b${i}`);
  await Promise.all(bursty.map(enqueue));
  await waitFor(() => bursty.every((id) => bareArrivals.has(id)));
  const bareSeconds = (Math.max(...bursty.map((id) => bareArrivals.get(id) ?? 0)) - t0) / 1000;
  const steady = Array.from({ length: options.paced }, (_, i) => `s${i}`);
  for (const id of steady) {
    await enqueue(id);
    await sleep(1000 / options.rate);
  }
  await waitFor(() => steady.every((id) => bareArrivals.has(id)));
  kv.close();
  await listening;
  await receiver.shutdown();
  return {
    perSecond: delivered / ((last - first) / 1000),
    latency: delays(paced, pacedFinished),
    burstLatency: delays(burst, burstFinished),
    bare: {
      perSecond: bursty.filter((id) => bareArrivals.has(id)).length / bareSeconds,
      latency: latency(
        steady.filter((id) => bareArrivals.has(id)).map((id) =>
          bareArrivals.get(id)! - sent.get(id)!
        ),
      ),
    },
    bodyBytes: new TextEncoder().encode(sample).length,
  };
}
