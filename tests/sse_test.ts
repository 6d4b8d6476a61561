/** The job event stream, read with a real EventSource client over a real socket. */
import assert from "node:assert/strict";
import { EventSource } from "eventsource";
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { listenQueue } from "../jobs/queue.ts";
import { createApp } from "../routes/app.ts";
import { jobOperations, openGates } from "./fake_ops.ts";
import { workers } from "../jobs/workers.ts";
import { openTestStore } from "./store.ts";

async function serve(keepAliveMs = 15_000, shutdown?: AbortSignal) {
  const kv = await openTestStore();
  const services = createServices(loadConfig({}), kv, { workers, operations: jobOperations });
  const queue = listenQueue(services);
  const ws = await createWorkspace(kv, { name: "sse", credits: 100 });
  const { key } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    createApp(services, { keepAliveMs, shutdown }).fetch,
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  const post = async (path: string, body: unknown) =>
    await (await fetch(`${base}/api/v1${path}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    })).json();
  return {
    base,
    key,
    post,
    services,
    close: async () => {
      await services.jobs.idle();
      await server.shutdown();
      await kv.close();
      await queue;
    },
  };
}

type Seen = { type: string; id: string; data: Record<string, unknown> };

/** Opens an EventSource with the key; collects events until `until` says stop. */
function collect(
  url: string,
  key: string,
  options: { lastEventId?: string; until: (e: Seen) => boolean; onEvent?: (e: Seen) => void },
) {
  const seen: Seen[] = [];
  const done = Promise.withResolvers<Seen[]>();
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          "x-api-key": key,
          ...(options.lastEventId ? { "last-event-id": options.lastEventId } : {}),
        },
      }),
  });
  for (const type of ["job.open", "job.status", "job.done", "job.failed", "server.shutdown"]) {
    source.addEventListener(type, (event) => {
      const e = { type, id: event.lastEventId, data: JSON.parse(event.data) };
      seen.push(e);
      options.onEvent?.(e);
      if (options.until(e)) {
        source.close();
        done.resolve(seen);
      }
    });
  }
  source.onerror = (err) => {
    if (seen.length === 0) {
      source.close();
      done.reject(new Error(`EventSource failed: ${err.message ?? err.code}`));
    }
  };
  return { done: done.promise, source };
}

Deno.test("[sse] a client receives job.open, then job.status events, then job.done, in order", async () => {
  const s = await serve();
  const gates = openGates("sse-order", 3);
  const env = await s.post("/test/steps", { tag: "sse-order", steps: 3 });
  let statuses = 0;
  const stream = collect(`${s.base}${env.events_url}`, s.key, {
    until: (e) => e.type === "job.done" || e.type === "job.failed",
    onEvent: (e) => {
      // Release the next step only after the client has seen the previous one.
      if (e.type === "job.open" || e.type === "job.status") {
        gates[Math.min(statuses++, 2)].release();
      }
    },
  });
  const events = await stream.done;
  assert.equal(events[0].type, "job.open");
  assert.equal(events[0].data.job_id, env.job_id);
  assert.equal(events.at(-1)!.type, "job.done");
  assert.equal((events.at(-1)!.data.result as { tag: string }).tag, "sse-order");
  const middle = events.slice(1, -1);
  assert.ok(middle.length >= 3 && middle.every((e) => e.type === "job.status"));
  const percents = middle.map((e) => (e.data.progress as { percent: number }).percent);
  assert.deepEqual(percents.filter((p) => p > 0), [33, 67, 100]);
  const ids = events.slice(1).map((e) => Number(e.id));
  assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
  assert.equal(new Set(ids).size, ids.length);
  await s.close();
});

Deno.test("[sse] a reconnect with Last-Event-ID gets only what it missed", async () => {
  const s = await serve();
  const gates = openGates("sse-resume", 4);
  const env = await s.post("/test/steps", { tag: "sse-resume", steps: 4 });
  gates[0].release();
  gates[1].release();
  // First connection: stop after the step-2 event.
  const first = await collect(`${s.base}${env.events_url}`, s.key, {
    until: (e) =>
      e.type === "job.status" && (e.data.progress as { percent: number }).percent === 50,
  }).done;
  const lastId = first.at(-1)!.id;
  gates[2].release();
  gates[3].release();
  await s.services.jobs.idle();
  const second = await collect(`${s.base}${env.events_url}`, s.key, {
    lastEventId: lastId,
    until: (e) => e.type === "job.done",
  }).done;
  assert.ok(second.every((e) => Number(e.id) > Number(lastId)));
  assert.equal(second.find((e) => e.type === "job.open"), undefined);
  // Progress is coalesced (latest wins within 200 ms), so 75 may be folded into 100.
  const percents = second.filter((e) => e.type === "job.status").map((e) =>
    (e.data.progress as { percent: number }).percent
  );
  assert.ok(percents.length >= 1 && percents.every((p) => p > 50), String(percents));
  assert.equal(percents.at(-1), 100);
  assert.equal(second.at(-1)!.type, "job.done");
  const allIds = [...first.slice(1), ...second].map((e) => e.id);
  assert.equal(new Set(allIds).size, allIds.length);
  await s.close();
});

Deno.test("[sse] a finished job streams open and its terminal event, then closes; keep-alives flow while waiting", async () => {
  const s = await serve(50);
  const failed = await s.post("/test/flaky", { tag: "sse-failed", permanent: true });
  const jobId = failed.job_id;
  await s.services.jobs.waitFor(jobId, 10_000);
  const res = await fetch(`${s.base}/api/v1/jobs/${jobId}/events`, {
    headers: { "x-api-key": s.key },
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /text\/event-stream/);
  assert.equal(res.headers.get("x-accel-buffering"), "no"); // not held back by nginx's buffering
  const text = await res.text(); // the server closes the stream after the terminal event
  assert.match(text, /^event: job\.open\ndata: .*\nid: \d+\nretry: 2000\n\n/);
  assert.match(text, /event: job\.failed\ndata: .*"UPSTREAM_ERROR".*\nid: \d+\n\n$/);

  const gates = openGates("sse-idle", 1);
  const env = await s.post("/test/steps", { tag: "sse-idle", steps: 1 });
  const live = await fetch(`${s.base}${env.events_url}`, { headers: { "x-api-key": s.key } });
  const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
  let got = "";
  while (!got.includes(": keep-alive")) got += (await reader.read()).value ?? "";
  gates[0].release();
  while (!got.includes("event: job.done")) got += (await reader.read()).value ?? "";
  await reader.cancel();
  await s.close();
});

Deno.test("[sse] job.open carries an id; resuming after a finished job's terminal event closes at once", async () => {
  const s = await serve(50);
  openGates("sse-terminal", 1)[0].release();
  const env = await s.post("/test/steps", { tag: "sse-terminal", steps: 1 });
  await s.services.jobs.waitFor(env.job_id, 10_000);
  const events = await collect(`${s.base}${env.events_url}`, s.key, {
    until: (e) => e.type === "job.done",
  }).done;
  assert.equal(events[0].type, "job.open");
  assert.match(events[0].id, /^\d+$/);
  assert.ok(Number(events[1].id) > Number(events[0].id));
  const url = `${s.base}${env.events_url}`;
  // From the open's id: only the terminal event follows. From the terminal id: closed, empty.
  const fromOpen = await fetch(url, {
    headers: { "x-api-key": s.key, "last-event-id": events[0].id },
  });
  const afterOpen = await fromOpen.text();
  assert.doesNotMatch(afterOpen, /job\.open/);
  assert.match(afterOpen, /event: job\.done\n/);
  const fromEnd = await fetch(url, {
    headers: { "x-api-key": s.key, "last-event-id": events.at(-1)!.id },
    signal: AbortSignal.timeout(3_000), // the old code kept it open with keep-alives
  });
  assert.equal(fromEnd.status, 200);
  const rest = await fromEnd.text();
  assert.doesNotMatch(rest, /event:|keep-alive/);
  await s.close();
});

Deno.test("[sse] a client that goes away releases its watch", async () => {
  const s = await serve();
  const gates = openGates("sse-gone", 1);
  const env = await s.post("/test/steps", { tag: "sse-gone", steps: 1 });
  const controller = new AbortController();
  const res = await fetch(`${s.base}${env.events_url}`, {
    headers: { "x-api-key": s.key },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  await reader.read();
  controller.abort();
  await reader.cancel().catch(() => {});
  gates[0].release();
  // shutdown() waits for open responses: it returns only if the stream was released.
  await s.close();
});

Deno.test("[sse] a stopping server ends open streams with server.shutdown and the id to resume from", async () => {
  const stopping = new AbortController();
  const s = await serve(15_000, stopping.signal);
  const gates = openGates("sse-stop", 2);
  const env = await s.post("/test/steps", { tag: "sse-stop", steps: 2 });
  const { done } = collect(`${s.base}/api/v1/jobs/${env.job_id}/events`, s.key, {
    until: (e) => e.type === "server.shutdown",
    onEvent: (e) => {
      if (e.type === "job.open") stopping.abort();
    },
  });
  const seen = await done;
  const last = seen.at(-1)!;
  assert.equal(last.type, "server.shutdown");
  assert.equal(last.data.job_id, env.job_id);
  assert.equal(last.id, seen[0].id, "resume after the last event sent");
  for (const g of gates) g.release();
  await s.close();
});
