import assert from "node:assert/strict";
import { readUsage } from "../lib/credits.ts";
import { jobEnvelope } from "../lib/execute.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { JobEnvelopeSchema } from "../lib/schemas/jobs.ts";
import { getJob, mutateJob } from "../lib/store/jobs.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { jobOperations, openGates, runCounts, runSignals } from "./fake_ops.ts";
import { balanceOf, type Harness, heldOrigin, runJob, setup, waitUntil } from "./helpers.ts";

/** Polls GET /jobs/:id until the job ends (bounded). */
async function settle(h: Harness, jobId: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = await (await h.get(`/jobs/${jobId}`)).json();
    if (job.status === "completed" || job.status === "failed") return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

Deno.test("[jobs] a POST without sync is queued: 202 with the envelope, then the job completes", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const res = await h.post("/test/steps", { tag: "queued-1" }, {
    "x-project-id": "p1",
    "x-workflow-id": "w1",
  });
  assert.equal(res.status, 202);
  const env = await res.json();
  assert.deepEqual(Object.keys(env).sort(), [
    "credits_charged",
    "events_url",
    "job_id",
    "operation",
    "poll_url",
    "retry_after_seconds",
    "status",
  ]);
  assert.equal(env.operation, "/test/steps");
  assert.equal(env.poll_url, `/api/v1/jobs/${env.job_id}`);
  assert.equal(env.events_url, `/api/v1/jobs/${env.job_id}/events`);
  assert.equal(env.credits_charged, 2);
  assert.equal(res.headers.get("location"), env.poll_url);
  assert.equal(res.headers.get("x-credits-charged"), "2");
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(job.result.tag, "queued-1");
  assert.equal(job.result.meta.job_id, env.job_id);
  assert.deepEqual([job.project_id, job.workflow_id, job.attempts, job.progress.percent], [
    "p1",
    "w1",
    1,
    100,
  ]);
  assert.ok(job.started_at && job.finished_at);
  assert.equal(await balanceOf(h), 98);
  await h.close();
});

Deno.test("[jobs] 100 jobs queued at once all complete, each charged once", async () => {
  const h = await setup({
    operations: jobOperations,
    credits: 1000,
    env: { JOB_CONCURRENCY: "4", RATE_LIMITS: "pro=100000/100000" },
  });
  const envelopes = await Promise.all(
    Array.from(
      { length: 100 },
      (_, i) => h.post("/test/steps", { tag: `many-${i}`, steps: 2 }).then((r) => r.json()),
    ),
  );
  const ids = envelopes.map((e) => e.job_id);
  assert.equal(new Set(ids).size, 100);
  const jobs = await Promise.all(ids.map((id) => settle(h, id, 30_000)));
  assert.ok(jobs.every((j) => j.status === "completed"));
  for (let i = 0; i < 100; i++) assert.equal(runCounts.get(`many-${i}`), 1);
  assert.equal(await balanceOf(h), 1000 - 200);
  assert.equal((await readUsage(h.kv, h.workspaceId)).credits_used, 200);
  const open = await (await h.get("/jobs?status=running")).json();
  const queued = await (await h.get("/jobs?status=queued")).json();
  assert.equal(open.jobs.length + queued.jobs.length, 0);
  await h.close();
});

Deno.test("[jobs] sync=true answers 200 with the result inside the window, 202 past it", async () => {
  const h = await setup({ operations: jobOperations, env: { SYNC_WINDOW_MS: "300" } });
  const quick = await h.post("/test/steps?sync=true", { tag: "sync-quick" });
  assert.equal(quick.status, 200);
  const body = await quick.json();
  assert.equal(body.tag, "sync-quick");
  assert.equal(quick.headers.get("x-credits-charged"), "2");
  const slow = await h.post("/test/steps?sync=true", { tag: "sync-slow", steps: 2, sleep_ms: 400 });
  assert.equal(slow.status, 202);
  const env = await slow.json();
  assert.equal(env.status, "running");
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(runCounts.get("sync-slow"), 1);
  assert.equal(await balanceOf(h), 996);
  await h.close();
});

Deno.test("[jobs] a job is visible only to its own workspace (404 otherwise)", async () => {
  const h = await setup({ operations: jobOperations });
  const env = await (await h.post("/test/steps", { tag: "mine" })).json();
  const other = await createWorkspace(h.kv, { name: "other", credits: 10 });
  const { key } = await createApiKey(h.kv, { workspaceId: other.id, plan: "pro" });
  const res = await h.get(`/jobs/${env.job_id}`, { "x-api-key": key });
  assert.equal(res.status, 404);
  assert.equal((await res.json()).error.code, "NOT_FOUND");
  const events = await h.get(`/jobs/${env.job_id}/events`, { "x-api-key": key });
  assert.equal(events.status, 404);
  await events.body?.cancel();
  const missing = await h.get("/jobs/job_does_not_exist");
  assert.equal(missing.status, 404);
  await settle(h, env.job_id);
  await h.close();
});

Deno.test("[jobs] the list is newest first, filters by status and pages with a cursor", async () => {
  const h = await setup({ operations: jobOperations });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push((await runJob(h, "/test/steps", { tag: `list-${i}` })).job_id);
  }
  const fail = await runJob(h, "/test/flaky", { tag: "list-fail", permanent: true });
  assert.equal(fail.status, "failed");
  const first = await (await h.get("/jobs?limit=3")).json();
  assert.equal(first.jobs.length, 3);
  assert.equal(first.jobs[1].job_id, ids[4]);
  assert.ok(first.next_cursor);
  const second = await (await h.get(`/jobs?limit=3&cursor=${first.next_cursor}`)).json();
  assert.deepEqual(second.jobs.map((j: { job_id: string }) => j.job_id), [ids[2], ids[1], ids[0]]);
  assert.equal(second.next_cursor, null);
  const failed = await (await h.get("/jobs?status=failed")).json();
  assert.equal(failed.jobs.length, 1);
  assert.equal(failed.jobs[0].error.code, "UPSTREAM_ERROR");
  const bad = await h.get("/jobs?status=done&limit=500");
  assert.equal(bad.status, 400);
  const paths = (await bad.json()).error.details.issues.map((i: { path: string }) => i.path);
  assert.deepEqual(paths.sort(), ["limit", "status"]);
  await h.close();
});

Deno.test("[jobs] a retryable failure is retried with backoff and charged once", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const env = await (await h.post("/test/flaky", { tag: "flaky-ok", failures: 2 })).json();
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(job.attempts, 3);
  assert.equal(job.result.succeeded_on_attempt, 3);
  assert.equal(job.error, null);
  assert.equal(await balanceOf(h), 96);
  await h.close();
});

Deno.test("[jobs] a retry waits out its backoff: an earlier message of the job does not run it sooner", async () => {
  const h = await setup({ operations: jobOperations, env: { JOB_RETRY_BASE_MS: "600" } });
  const t0 = Date.now();
  const env = await (await h.post("/test/flaky", { tag: "flaky-backoff", failures: 1 })).json();
  // The job's own queue message arrives after the in-process start failed attempt 1; before the
  // fix it found the job queued and unleased and ran attempt 2 at once.
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(job.result.succeeded_on_attempt, 2);
  assert.ok(Date.now() - t0 >= 600, `attempt 2 ran ${Date.now() - t0} ms after the request`);
  await h.close();
});

Deno.test("[jobs] retryable failures past max_attempts fail and are refunded; permanent ones fail at once, charged", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const env = await (await h.post("/test/flaky", { tag: "flaky-never", failures: 10 })).json();
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "failed");
  assert.equal(job.attempts, 3);
  assert.deepEqual(job.error, {
    code: "UPSTREAM_TIMEOUT",
    message: "Attempt 3 timed out.",
    retryable: true,
  });
  assert.equal(await balanceOf(h), 100);
  assert.equal((await readUsage(h.kv, h.workspaceId)).credits_used, 0);

  const perm = await (await h.post("/test/flaky", { tag: "flaky-perm", permanent: true })).json();
  const failed = await settle(h, perm.job_id);
  assert.equal(failed.attempts, 1);
  assert.equal(failed.error.retryable, false);
  assert.equal(runCounts.get("flaky-perm"), 1);
  assert.equal(await balanceOf(h), 96);
  await h.close();
});

Deno.test("[jobs] a duplicate queue message never runs a job twice", async () => {
  const h = await setup({ operations: jobOperations, queue: false });
  const gates = openGates("dup", 1);
  const env = await (await h.post("/test/steps", { tag: "dup", steps: 1 })).json();
  // The kick started it; three more deliveries of its message arrive while it runs.
  await Promise.all(
    [1, 2, 3].map(() => h.services.jobs.handleMessage({ kind: "job", job_ids: [env.job_id] })),
  );
  gates[0].release();
  await h.services.jobs.idle();
  for (let i = 0; i < 3; i++) {
    await h.services.jobs.handleMessage({ kind: "job", job_ids: [env.job_id] });
  }
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(runCounts.get("dup"), 1);
  assert.equal(await balanceOf(h), 998);
  await h.close();
});

Deno.test("[jobs] results and inputs larger than one KV value round-trip whole", async () => {
  const h = await setup({ operations: jobOperations, env: { MAX_BODY_BYTES: "4000000" } });
  const padding = "é".repeat(400_000);
  const job = await runJob(h, "/test/steps", {
    tag: "big",
    steps: 1,
    result_bytes: 1_500_000,
    padding,
  });
  assert.equal(job.status, "completed");
  assert.equal(job.result.blob, "r".repeat(1_500_000));
  assert.equal(job.result.padding_length, 400_000);
  const record = (await getJob(h.kv, job.job_id)).value!;
  assert.ok(record.result_chunks > 20 && record.input_chunks > 10);
  await h.close();
});

Deno.test("[jobs] the same Idempotency-Key sent 10 times at once creates one job and one charge", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const headers = { "idempotency-key": "order-123" };
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => h.post("/test/steps", { tag: "idem" }, headers)),
  );
  const statuses = responses.map((r) => r.status);
  const bodies = await Promise.all(responses.map((r) => r.json()));
  const jobIds = new Set(bodies.filter((b) => b.job_id).map((b) => b.job_id));
  assert.equal(jobIds.size, 1);
  assert.ok(statuses.every((s) => s === 202 || s === 409), statuses.join(","));
  for (const b of bodies.filter((b) => b.error)) {
    assert.equal(b.error.code, "IDEMPOTENCY_IN_PROGRESS");
  }
  const [jobId] = jobIds;
  await settle(h, jobId);
  // Later replays return the first answer again, free: the 202 envelope as first sent (its
  // status within the documented enum, though the job has completed since), even with ?sync.
  // The original answer (a concurrent replay that arrived before it was recorded answers with the
  // job as it stood then, which may already read `running`).
  const original = responses.findIndex((r) =>
    r.status === 202 && r.headers.get("x-idempotent-replay") === null
  );
  const first = bodies[original];
  for (const path of ["/test/steps", "/test/steps?sync=true"]) {
    const again = await h.post(path, { tag: "idem" }, headers);
    assert.equal(again.status, 202);
    assert.equal(again.headers.get("x-idempotent-replay"), "true");
    assert.equal(again.headers.get("x-credits-charged"), "0");
    assert.deepEqual(await again.json(), first);
    assert.ok(JobEnvelopeSchema.safeParse(first).success);
  }
  const reused = await h.post("/test/steps", { tag: "other body" }, headers);
  assert.equal(reused.status, 422);
  assert.equal((await reused.json()).error.code, "IDEMPOTENCY_KEY_REUSED");
  assert.equal(runCounts.get("idem"), 1);
  assert.equal(await balanceOf(h), 98);
  await h.close();
});

Deno.test("[jobs] an Idempotency-Key replay of a sync result is the same 200 result, marked", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const headers = { "idempotency-key": "sync-1" };
  const first = await h.post("/test/steps?sync=true", { tag: "idem-sync" }, headers);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("x-idempotent-replay"), null);
  const body = await first.json();
  const again = await h.post("/test/steps", { tag: "idem-sync" }, headers);
  assert.equal(again.status, 200);
  assert.equal(again.headers.get("x-idempotent-replay"), "true");
  assert.equal(again.headers.get("x-credits-charged"), "0");
  assert.deepEqual(await again.json(), body);
  assert.equal(await balanceOf(h), 98);
  await h.close();
});

Deno.test("[jobs] an envelope built after a quick job finished still says queued or running", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const res = await h.post("/test/steps", { tag: "quick-env" });
  const env = await res.json();
  await settle(h, env.job_id);
  const record = (await getJob(h.kv, env.job_id)).value!;
  assert.equal(record.status, "completed");
  assert.equal(jobEnvelope(record).status, "running");
  assert.ok(JobEnvelopeSchema.safeParse(jobEnvelope(record)).success);
  await h.close();
});

Deno.test("[jobs] a refused request frees its Idempotency-Key; a bad key is 400", async () => {
  const h = await setup({ operations: jobOperations, credits: 1 });
  const headers = { "idempotency-key": "retry-me" };
  assert.equal((await h.post("/test/steps", { tag: "poor" }, headers)).status, 402);
  await h.services.ledger.grant(h.workspaceId, 10);
  const res = await h.post("/test/steps", { tag: "poor" }, headers);
  assert.equal(res.status, 202);
  await settle(h, (await res.json()).job_id);
  const bad = await h.post("/test/steps", { tag: "x" }, { "idempotency-key": "has space" });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).error.details.issues[0].path, "Idempotency-Key");
  await h.close();
});

Deno.test("[jobs] a job whose lease holder died is taken over when the lease expires", async () => {
  const h = await setup({ operations: jobOperations, env: { JOB_LEASE_MS: "600" } });
  h.services.jobs.kick = () => {}; // leave the job to the queue
  const env = await (await h.post("/test/steps", { tag: "orphan", steps: 1 })).json();
  // Another process took the lease and died before its queue message came back.
  await mutateJob(h.kv, env.job_id, (cur) => ({
    record: {
      ...cur,
      status: "running",
      attempts: 1,
      lease_owner: "dead-process",
      lease_until: Date.now() + 400,
    },
  }));
  const job = await settle(h, env.job_id, 10_000);
  assert.equal(job.status, "completed");
  assert.equal(job.attempts, 2);
  assert.equal(runCounts.get("orphan"), 1);
  await h.close();
});

Deno.test("[jobs] a quick sync request is charged once on success and leaves no job; a permanent failure is free", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const ok = await h.post("/test/steps?sync=true", { tag: "fast-ok" });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get("x-job-id"), null);
  assert.equal((await ok.json()).meta.job_id, null);
  assert.equal(await balanceOf(h), 98);
  assert.equal((await (await h.get("/jobs")).json()).jobs.length, 0);
  const failed = await h.post("/test/flaky?sync=true", { tag: "fast-perm", permanent: true });
  assert.equal(failed.status, 502);
  assert.equal(failed.headers.get("x-credits-charged"), "0");
  assert.equal(await balanceOf(h), 98);
  // A retryable failure becomes a job, retried with backoff, refunded if it never succeeds.
  const flaky = await h.post("/test/flaky?sync=true", { tag: "fast-flaky", failures: 1 });
  assert.equal(flaky.status, 200);
  assert.equal((await flaky.json()).succeeded_on_attempt, 2);
  assert.equal(await balanceOf(h), 94);
  assert.equal((await (await h.get("/jobs")).json()).jobs.length, 1);
  await h.close();
});

Deno.test("[jobs] a sync request that outlives the window becomes a charged job that adopts the run", async () => {
  const h = await setup({
    operations: jobOperations,
    credits: 100,
    env: { SYNC_WINDOW_MS: "100" },
  });
  const gates = openGates("adopt", 2);
  const res = await h.post("/test/steps?sync=true", { tag: "adopt", steps: 2 });
  assert.equal(res.status, 202);
  const env = await res.json();
  assert.equal(env.status, "running");
  assert.equal(await balanceOf(h), 98);
  gates[0].release();
  gates[1].release();
  const job = await settle(h, env.job_id);
  assert.equal(job.status, "completed");
  assert.equal(job.attempts, 1);
  assert.equal(job.result.tag, "adopt");
  assert.equal(job.progress.percent, 100);
  assert.equal(runCounts.get("adopt"), 1);
  assert.equal(await balanceOf(h), 98);
  // The request answered 202: nothing will take the result, so none is kept in memory.
  assert.equal(h.services.jobs.takeResult(env.job_id), undefined);
  await h.close();
});

Deno.test("[jobs] cancelling a job that adopted a sync run aborts that run, and refunds it", async () => {
  const h = await setup({
    operations: jobOperations,
    credits: 100,
    env: { SYNC_WINDOW_MS: "100" },
  });
  const gates = openGates("adopt-cancel", 2);
  const res = await h.post("/test/steps?sync=true", { tag: "adopt-cancel", steps: 2 });
  assert.equal(res.status, 202);
  const env = await res.json();
  assert.equal(runSignals.get("adopt-cancel")?.aborted, false);
  const cancelled = await h.post(`/jobs/${env.job_id}/cancel`, {});
  assert.equal(cancelled.status, 202);
  await cancelled.body?.cancel();
  await waitUntil(
    "the adopted run aborted",
    () => Promise.resolve(runSignals.get("adopt-cancel")?.aborted),
  );
  gates[0].release();
  gates[1].release();
  const job = await (await h.get(`/jobs/${env.job_id}`)).json();
  assert.equal(job.status, "cancelled");
  assert.equal(await balanceOf(h), 100);
  await h.services.jobs.idle();
  await h.close();
});

Deno.test("[jobs] waitFor waits its timeout in all, also when the local run ends in a retry", async () => {
  const h = await setup({ operations: jobOperations, env: { JOB_RETRY_BASE_MS: "60000" } });
  const res = await h.post("/test/flaky", { tag: "wait-retry", failures: 5, sleep_ms: 600 });
  const env = await res.json();
  const started = performance.now();
  assert.equal(await h.services.jobs.waitFor(env.job_id, 1_000), null);
  const waited = performance.now() - started;
  // Before: the run's 600 ms, then a whole second more of watching.
  assert.ok(waited < 1_500, `waited ${Math.round(waited)} ms for a 1,000 ms timeout`);
  const job = await (await h.get(`/jobs/${env.job_id}`)).json();
  assert.equal(job.status, "queued", "a retry is scheduled");
  await h.post(`/jobs/${env.job_id}/cancel`, {}).then((r) => r.body?.cancel());
  await h.close();
});

/** The `job.status` events a finished job logged, as `[phase, percent, message]`. */
async function statusEvents(h: Harness, jobId: string): Promise<[string, number, string][]> {
  // Resumed after event 0: every logged event, not just the record as it is now.
  const text = await (await h.get(`/jobs/${jobId}/events?last_event_id=0`)).text();
  return text.split("\n\n").filter((block) => block.startsWith("event: job.status")).map(
    (block) => {
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]);
      return [data.phase, data.progress.percent, data.progress.message];
    },
  );
}

Deno.test("[jobs] a single-page job reports fetching while its page is fetched, then analyzing, then done", async () => {
  const h = await setup({ web: "live" });
  const origin = heldOrigin();
  try {
    const url = origin.url("/pricing");
    const res = await h.post("/content/title-meta", { keyword: "invoice software", url });
    assert.equal(res.status, 202);
    const { job_id } = await res.json();
    await waitUntil("the page fetch", () => Promise.resolve(origin.asked() === 1));
    // While the page is being fetched: the fetching phase, naming the page, nothing done yet.
    const fetching = await waitUntil("the fetching phase", async () => {
      const job = await (await h.get(`/jobs/${job_id}`)).json();
      return job.phase === "fetching" && job;
    }, 5_000);
    assert.deepEqual([fetching.status, fetching.progress], [
      "running",
      { percent: 0, message: `fetching ${url}` },
    ]);
    origin.release();
    const done = await waitUntil("the end", async () => {
      const job = await (await h.get(`/jobs/${job_id}`)).json();
      return job.status === "completed" && job;
    });
    assert.deepEqual([done.phase, done.progress.percent], ["done", 100]);
    // What it logged: started, fetching the page, then analyzing with the page in (half done).
    assert.deepEqual(await statusEvents(h, job_id), [
      ["queued", 0, "queued"],
      ["analyzing", 0, "started"],
      ["fetching", 0, `fetching ${url}`],
      ["analyzing", 50, "analyzing"],
    ]);
  } finally {
    await origin.close();
    await h.close();
  }
});

Deno.test("[jobs] a sync single-page request that outlives the window becomes a job that says it is still fetching", async () => {
  const h = await setup({ web: "live", env: { SYNC_WINDOW_MS: "200" } });
  const origin = heldOrigin();
  try {
    const url = origin.url("/slow");
    const res = await h.post("/content/title-meta?sync=true", { keyword: "invoice software", url });
    assert.equal(res.status, 202, "the window ended while the page was being fetched");
    const { job_id } = await res.json();
    // The adopted run's phase is handed to its job: fetching, not the job's initial analyzing.
    const job = await waitUntil("the fetching phase", async () => {
      const job = await (await h.get(`/jobs/${job_id}`)).json();
      return job.phase === "fetching" && job;
    }, 5_000);
    assert.equal(job.progress.message, `fetching ${url}`);
    origin.release();
    await waitUntil("the end", async () => {
      const job = await (await h.get(`/jobs/${job_id}`)).json();
      return job.status === "completed";
    });
  } finally {
    await origin.close();
    await h.close();
  }
});
