import assert from "node:assert/strict";
import { z } from "zod";
import { defineOperation } from "../lib/operations/define.ts";
import { jobOperations, openGates } from "./fake_ops.ts";
import { balanceOf, mcpToolCall, setup, waitUntil } from "./helpers.ts";
import { raceCancels } from "./cancel_races.ts";
import { setupOnFake } from "./fakes/provider_harness.ts";
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { createApp } from "../routes/app.ts";
import { workers } from "../jobs/workers.ts";

/** The events of a job's stream, read to its end: `[event, data]`. */
async function events(res: Response): Promise<[string, Record<string, unknown>][]> {
  const text = await res.text();
  return text.split("\n\n").filter((b) => b.startsWith("event: ")).map((block) => [
    /^event: (.+)$/m.exec(block)![1],
    JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "{}"),
  ]);
}

Deno.test("[cancel] a queued job ends cancelled at once, refunded, with job.cancelled on its stream", async () => {
  // One worker slot, held by a gated job: the next job stays queued.
  const h = await setup({
    operations: jobOperations,
    queue: false,
    credits: 100,
    env: { JOB_CONCURRENCY: "1" },
  });
  const holder = openGates("cancel-holder", 1);
  await (await h.post("/test/steps", { tag: "cancel-holder", steps: 1 })).body?.cancel();
  const env = await (await h.post("/test/steps", { tag: "cancel-queued" })).json();
  assert.equal(env.status, "queued");
  assert.equal(await balanceOf(h), 96);
  const res = await h.post(`/jobs/${env.job_id}/cancel`, {});
  assert.equal(res.status, 202);
  const job = await res.json();
  assert.equal(job.status, "cancelled");
  assert.equal(job.phase, "cancelled");
  assert.equal(await balanceOf(h), 98);
  assert.deepEqual((await (await h.get("/usage")).json()).by_operation, { "/test/steps": 2 });
  const stream = await events(await h.get(`/jobs/${env.job_id}/events`));
  assert.deepEqual(stream.map(([e]) => e).at(-1), "job.cancelled");
  // Ended: a second cancel is a 409, another workspace's key a 404.
  const again = await h.post(`/jobs/${env.job_id}/cancel`, {});
  assert.equal(again.status, 409);
  assert.match((await again.json()).error.message, /been cancelled already/);
  assert.equal((await h.post("/jobs/job_nope/cancel", {})).status, 404);
  // Listed under its status, which the list filter accepts like every other status.
  const listed = await h.get("/jobs?status=cancelled");
  assert.equal(listed.status, 200);
  assert.deepEqual((await listed.json()).jobs.map((j: { job_id: string }) => j.job_id), [
    env.job_id,
  ]);
  holder[0].release();
  await h.close();
});

Deno.test("[cancel] a running job is stopped: its provider call is aborted upstream, it is refunded, and job.cancelled goes out on the stream and as a webhook", async () => {
  const { fake, h } = await setupOnFake({
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    ALLOW_INSECURE_WEBHOOKS: "1",
    PROVIDER_CACHE: "0",
  });
  const received: { type: string; data: Record<string, unknown> }[] = [];
  const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    received.push(await req.json());
    return new Response(null, { status: 204 });
  });
  try {
    const endpoint = await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${receiver.addr.port}/hook`,
      events: ["job.cancelled", "job.completed"],
    });
    assert.equal(endpoint.status, 201);
    await endpoint.body?.cancel();
    fake.fail("summary", { kind: "slow", ms: 30_000 });
    const before = await balanceOf(h);
    const env = await (await h.post("/backlinks/summary", { target: "slow.example.com" })).json();
    const path = "/v3/backlinks/summary/live";
    await waitUntil(
      "the provider call is under way",
      () => Promise.resolve(fake.calls(path) === 1),
    );
    const stream = h.get(`/jobs/${env.job_id}/events`);
    const res = await h.post(`/jobs/${env.job_id}/cancel`, {});
    assert.equal(res.status, 202);
    await res.body?.cancel();
    const job = await waitUntil("the job ended", async () => {
      const j = await (await h.get(`/jobs/${env.job_id}`)).json();
      return j.status === "cancelled" ? j : null;
    });
    assert.ok(job.cancel_requested_at);
    assert.equal(await balanceOf(h), before);
    await waitUntil(
      "the fake saw the call aborted",
      () => Promise.resolve(fake.aborted(path) === 1),
    );
    const names = (await events(await stream)).map(([e]) => e);
    assert.equal(names.at(-1), "job.cancelled");
    assert.ok(!names.includes("job.done"));
    await waitUntil("the webhook arrived", () => Promise.resolve(received.length === 1));
    assert.equal(received[0].type, "job.cancelled");
    assert.equal(received[0].data.job_id, env.job_id);
    assert.equal(received[0].data.status, "cancelled");
    assert.equal(fake.calls(path), 1, "the cancelled job was not run again");
  } finally {
    await receiver.shutdown();
    await h.close();
    await fake.close();
  }
});

Deno.test("[cancel] a job cancelled while a gated step runs ends cancelled, never completed", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const gates = openGates("cancel-gated", 3);
  const env = await (await h.post("/test/steps", { tag: "cancel-gated", steps: 3 })).json();
  gates[0].release();
  await waitUntil("the job runs", async () => {
    const j = await (await h.get(`/jobs/${env.job_id}`)).json();
    return j.status === "running" && j.progress.percent > 0;
  });
  const res = await h.post(`/jobs/${env.job_id}/cancel`, {});
  assert.equal(res.status, 202);
  await res.body?.cancel();
  for (const gate of gates) gate.release(); // the run may finish its step; the job stays cancelled
  const job = await waitUntil("the job ended", async () => {
    const j = await (await h.get(`/jobs/${env.job_id}`)).json();
    return j.status === "cancelled" || j.status === "completed" ? j : null;
  });
  assert.equal(job.status, "cancelled");
  assert.equal(await balanceOf(h), 100);
  const done = await (await h.post(`/jobs/${env.job_id}/cancel`, {})).json();
  assert.equal(done.error.code, "CONFLICT");
  await h.close();
});

Deno.test("[cancel] over MCP, job_cancel cancels a queued job and says what was refunded", async () => {
  const h = await setup({
    operations: jobOperations,
    queue: false,
    credits: 100,
    env: { JOB_CONCURRENCY: "1" },
  });
  const holder = openGates("mcp-cancel-holder", 1);
  await (await h.post("/test/steps", { tag: "mcp-cancel-holder", steps: 1 })).body?.cancel();
  const env = await (await h.post("/test/steps", { tag: "mcp-cancel" })).json();
  const res = await h.app.request("/mcp", mcpToolCall(h.key, "job_cancel", { job_id: env.job_id }));
  const answer = await res.json();
  assert.equal(answer.result.isError, false);
  assert.equal(answer.result.structuredContent.status, "cancelled");
  assert.match(answer.result.content[0].text, /cancelled; 2 credits refunded/);
  assert.equal(await balanceOf(h), 98);
  holder[0].release();
  await h.close();
});

Deno.test("[cancel] a job running in another process stops at that process's next lease beat", async () => {
  // Two services over one store, as two processes: b runs the job, a is asked to cancel it.
  const env = { JOB_LEASE_MS: "600" };
  const a = await setup({ operations: jobOperations, queue: false, credits: 100, env });
  const b = createServices(
    loadConfig({ ADMIN_TOKEN: "test-admin-token-0123456789", ...env }),
    a.kv,
    {
      workers,
      operations: jobOperations,
    },
  );
  const gates = openGates("cancel-remote", 2);
  const appB = createApp(b);
  const submitted = await appB.request("/api/v1/test/steps", {
    method: "POST",
    headers: { "x-api-key": a.key, "content-type": "application/json" },
    body: JSON.stringify({ tag: "cancel-remote", steps: 2 }),
  });
  const env202 = await submitted.json();
  await waitUntil("b runs the job", async () => {
    const j = await (await a.get(`/jobs/${env202.job_id}`)).json();
    return j.status === "running";
  });
  const res = await a.post(`/jobs/${env202.job_id}/cancel`, {});
  assert.equal(res.status, 202);
  const answer = await res.json();
  assert.deepEqual([answer.status, answer.phase], ["cancelled", "cancelled"]);
  assert.ok(answer.cancel_requested_at);
  // b's run goes on to its end after a lease beat; its writes find the job ended.
  await new Promise((r) => setTimeout(r, 500));
  for (const gate of gates) gate.release();
  const job = await waitUntil("the job ended", async () => {
    const j = await (await a.get(`/jobs/${env202.job_id}`)).json();
    return j.status === "cancelled" || j.status === "completed" ? j : null;
  });
  assert.equal(job.status, "cancelled");
  assert.equal(await balanceOf(a), 100);
  await b.jobs.idle();
  await a.close();
});

Deno.test("[cancel] a running job's page fetch is dropped when it is cancelled", async () => {
  // A page that answers only after a minute, and records that its client went away.
  let gone = 0;
  let asked = 0;
  const page = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    asked++;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 60_000);
      req.signal.addEventListener("abort", () => {
        gone++;
        clearTimeout(timer);
        resolve();
      }, { once: true });
    });
    return new Response("<html><title>late</title></html>", {
      headers: { "content-type": "text/html" },
    });
  });
  const fetchesOp = defineOperation({
    path: "/test/fetch-page",
    tag: "content",
    summary: "Fetch a page",
    description: "Fetches one page (tests).",
    input: z.object({ url: z.string() }),
    cost: 3,
    provider: false,
    fetches: true,
    example: { url: "http://127.0.0.1/" },
    output: z.strictObject({ bytes: z.number() }),
    run: async (input, ctx) => ({ bytes: (await ctx.web.get(input.url, "url")).body.length }),
  });
  const h = await setup({ operations: [fetchesOp], web: "live", credits: 100 });
  try {
    const url = `http://127.0.0.1:${page.addr.port}/slow`;
    const env = await (await h.post("/test/fetch-page", { url })).json();
    await waitUntil("the page is being fetched", () => Promise.resolve(asked === 1));
    const res = await h.post(`/jobs/${env.job_id}/cancel`, {});
    assert.equal(res.status, 202);
    await res.body?.cancel();
    // Well before the fetch's own 10 s timeout would have ended it.
    await waitUntil("the page saw its client go away", () => Promise.resolve(gone === 1), 5_000);
    const job = await waitUntil("the job ended", async () => {
      const j = await (await h.get(`/jobs/${env.job_id}`)).json();
      return j.status === "cancelled" || j.status === "failed" ? j : null;
    });
    assert.equal(job.status, "cancelled");
    assert.equal(await balanceOf(h), 100);
  } finally {
    await h.close();
    await page.shutdown();
  }
});

Deno.test("[cancel] 200 cancels racing the job's end: each answer is the outcome of the checked commit, money exact", async () => {
  const h = await setup({
    operations: jobOperations,
    credits: 1_000,
    env: { JOB_CONCURRENCY: "20" },
  });
  try {
    const tally = await raceCancels(h, { races: 200, via: "rest" });
    assert.deepEqual(tally.wrong, []);
    assert.equal(tally.moneyDrift, 0);
    assert.equal(tally.cancelled + tally.refused, 200);
    // The jitter puts cancels on both sides of the end: both answers were seen.
    assert.ok(tally.cancelled > 0 && tally.refused > 0, JSON.stringify(tally));
  } finally {
    await h.close();
  }
});

Deno.test("[cancel] 60 MCP tasks/cancel racing the task's end: cancelled, or -32602 naming how it ended", async () => {
  const h = await setup({
    operations: jobOperations,
    credits: 1_000,
    env: { JOB_CONCURRENCY: "20" },
  });
  try {
    const tally = await raceCancels(h, { races: 60, via: "mcp" });
    assert.deepEqual(tally.wrong, []);
    assert.equal(tally.moneyDrift, 0);
    assert.ok(tally.cancelled > 0 && tally.refused > 0, JSON.stringify(tally));
  } finally {
    await h.close();
  }
});
