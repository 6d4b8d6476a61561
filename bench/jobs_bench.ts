/**
 * Job benchmarks, in one process on a local KV file:
 *   - jobs per second through the queue (many 202s at once, until all completed);
 *   - enqueue-to-start latency (created_at -> started_at) at a steady arrival rate, for the
 *     in-process start and for the queue path alone (worker slots taken);
 *   - status-change-to-SSE latency: from the moment an operation reports progress to the
 *     moment an SSE client on loopback reads the event.
 * Baselines, in the same process: the bare Deno KV queue (messages/s with an empty handler,
 * enqueue-to-handler latency) and a bare Hono `streamSSE` route (write-to-read latency).
 */
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { getJob } from "../lib/store/jobs.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { listenQueue } from "../jobs/queue.ts";
import { createApp } from "../routes/app.ts";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { jobOperations, progressMarks } from "../tests/fake_ops.ts";
import { workers } from "../jobs/workers.ts";
import type { Store } from "../lib/store/port.ts";

/** Percentiles of a sample, in ms. */
export interface Latency {
  n: number;
  p50: number;
  p99: number;
}

export function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, p50: at(0.5), p99: at(0.99) };
}

/** An app over a KV file with the test operations, a funded key and the queue listening. */
export async function harness(path: string, env: Record<string, string>) {
  const kv = await Deno.openKv(path);
  // Bursts of hundreds of submissions at once: no 503 for too many bodies in flight.
  const config = loadConfig({
    RATE_LIMITS: "pro=1000000/1000000",
    MAX_BODIES_IN_FLIGHT: "100000",
    ...env,
  });
  const services = createServices(config, kv, {
    workers,
    operations: jobOperations,
  });
  const queue = listenQueue(services);
  const ws = await createWorkspace(kv, { name: "bench", credits: 1_000_000 });
  const { key } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  const app = createApp(services);
  const post = async (path: string, body: unknown) =>
    await (await app.request(`/api/v1${path}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    })).json();
  return {
    kv,
    services,
    key,
    app,
    post,
    close: async () => {
      await services.jobs.idle();
      kv.close();
      await queue;
    },
  };
}

async function startLatencies(kv: Store, ids: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const id of ids) {
    const rec = (await getJob(kv, id)).value!;
    out.push(Date.parse(rec.started_at!) - Date.parse(rec.created_at));
  }
  return out;
}

/** Jobs/s for `count` jobs submitted at once, with `concurrency` workers. */
export async function benchThroughput(dir: string, count = 500, concurrency = 8) {
  const h = await harness(`${dir}/throughput.kv`, { JOB_CONCURRENCY: String(concurrency) });
  const t0 = performance.now();
  const envs = await Promise.all(
    Array.from({ length: count }, (_, i) => h.post("/test/steps", { tag: `t${i}`, steps: 1 })),
  );
  await Promise.all(envs.map((e) => h.services.jobs.waitFor(e.job_id, 120_000)));
  const seconds = (performance.now() - t0) / 1000;
  await h.close();
  return { count, seconds, perSecond: count / seconds };
}

/**
 * Enqueue-to-start latency at `rate` jobs/s. `queueOnly` turns off the in-process start, so
 * every job is picked up from the KV queue (what happens to jobs whose creator is busy or gone).
 */
export async function benchStart(
  dir: string,
  options: { rate: number; count: number; queueOnly: boolean },
) {
  const h = await harness(`${dir}/start-${options.queueOnly}.kv`, {});
  if (options.queueOnly) h.services.jobs.kick = () => {};
  const ids: string[] = [];
  for (let i = 0; i < options.count; i++) {
    ids.push((await h.post("/test/steps", { tag: `s${i}`, steps: 1 })).job_id);
    await new Promise((r) => setTimeout(r, 1000 / options.rate));
  }
  await Promise.all(ids.map((id) => h.services.jobs.waitFor(id, 120_000)));
  const result = latency(await startLatencies(h.kv, ids));
  await h.close();
  return result;
}

/** Status-change-to-SSE latency over `jobs` jobs of `steps` progress steps each. */
export async function benchSse(dir: string, jobs = 3, steps = 15) {
  const h = await harness(`${dir}/sse.kv`, {});
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, h.app.fetch);
  const samples: number[] = [];
  await Promise.all(Array.from({ length: jobs }, async (_, j) => {
    const tag = `sse${j}`;
    const env = await h.post("/test/steps", { tag, steps, sleep_ms: 250, mark_progress: true });
    const res = await fetch(`http://127.0.0.1:${server.addr.port}${env.events_url}`, {
      headers: { "x-api-key": h.key },
    });
    await eachSseBlock(res, (block) => {
      const step = /"message":"step (\d+) of/.exec(block);
      const mark = step ? progressMarks.get(`${tag}:${step[1]}`) : undefined;
      if (block.startsWith("event: job.status") && mark !== undefined) {
        samples.push(performance.now() - mark);
      }
    });
  }));
  await server.shutdown();
  await h.close();
  return latency(samples);
}

/** Baseline of `benchThroughput`: `count` bare KV queue messages enqueued at once, empty handler. */
export async function benchBareQueue(dir: string, count = 500) {
  const kv = await Deno.openKv(`${dir}/bare-queue.kv`);
  let seen = 0;
  const all = Promise.withResolvers<void>();
  const listening = kv.listenQueue(() => {
    if (++seen === count) all.resolve();
  });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => kv.enqueue({ i })));
  await all.promise;
  const seconds = (performance.now() - t0) / 1000;
  kv.close();
  await listening;
  return { count, seconds, perSecond: count / seconds };
}

/** Baseline of `benchStart`: enqueue-to-handler latency of bare KV queue messages at `rate`/s. */
export async function benchBareQueueLatency(dir: string, options: { rate: number; count: number }) {
  const kv = await Deno.openKv(`${dir}/bare-queue-latency.kv`);
  const samples: number[] = [];
  const all = Promise.withResolvers<void>();
  const listening = kv.listenQueue((message: unknown) => {
    samples.push(performance.now() - (message as { at: number }).at);
    if (samples.length === options.count) all.resolve();
  });
  for (let i = 0; i < options.count; i++) {
    await kv.enqueue({ at: performance.now() });
    await new Promise((r) => setTimeout(r, 1000 / options.rate));
  }
  await all.promise;
  kv.close();
  await listening;
  return latency(samples);
}

/**
 * Baseline of `benchSse`: a bare Hono `streamSSE` route writing `events` events `intervalMs`
 * apart to each of `streams` loopback clients; from the write to the client reading it.
 */
export async function benchBareSse(streams = 3, events = 15, intervalMs = 100) {
  const written = new Map<string, number>();
  const app = new Hono();
  app.get("/events/:s", (c) =>
    streamSSE(c, async (stream) => {
      for (let i = 0; i < events; i++) {
        await stream.sleep(intervalMs);
        const id = `${c.req.param("s")}:${i}`;
        written.set(id, performance.now());
        await stream.writeSSE({ event: "job.status", data: JSON.stringify({ id }) });
      }
    }));
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const samples: number[] = [];
  await Promise.all(Array.from({ length: streams }, async (_, s) => {
    const res = await fetch(`http://127.0.0.1:${server.addr.port}/events/${s}`);
    await eachSseBlock(res, (block) => {
      const id = /"id":"([^"]+)"/.exec(block)?.[1];
      if (id && written.has(id)) samples.push(performance.now() - written.get(id)!);
    });
  }));
  await server.shutdown();
  return latency(samples);
}

/** Calls `onBlock` with each event block of an SSE response (as read), until the stream ends. */
async function eachSseBlock(res: Response, onBlock: (block: string) => void): Promise<void> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      onBlock(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 2);
    }
  }
}
