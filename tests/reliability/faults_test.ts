/**
 * Faults at process level, each on a KV file of its own with the server in a child process:
 * repeated kill -9 with jobs in every state, kill -9 while webhooks are being sent, a clean stop
 * and restart of main.ts (the store closed and reopened), a webhook receiver that is down, hangs
 * and fails before it comes back, and a data provider that accepts calls and never answers.
 * Each test checks that nothing is lost (every job ends, every delivery arrives) and nothing is
 * charged twice (balance and `GET /usage` equal the work that succeeded), and records what it
 * tried and saw on the reliability scorecard.
 */
import assert from "node:assert/strict";
import { createDeliverer } from "../../jobs/deliver_webhook.ts";
import { keys } from "../../lib/store/keys.ts";
import type { QueueRecord } from "../../lib/store/queue.ts";
import type { Store } from "../../lib/store/port.ts";
import { type DeliveryMessage, fanOut } from "../../lib/store/webhooks.ts";
import { startFakeDataForSeo } from "../fakes/dataforseo.ts";
import { setup, waitUntil } from "../helpers.ts";
import { count, worst } from "./scorecard.ts";
import {
  type ChildServer,
  HangingProvider,
  json,
  listAllDeliveries,
  listAllJobs,
  provision,
  type PublicJob,
  Receiver,
  startServer,
} from "./fault_tools.ts";

const TERMINAL = new Set(["completed", "failed", "cancelled"]);

interface Usage {
  credits_remaining: number;
  credits_used: number;
  by_operation: Record<string, number>;
  by_project: Record<string, number>;
}

/** What a submitted job should end as, and what it should have cost when it does. */
interface Expected {
  path: string;
  status: "completed" | "failed";
  /** Credits it keeps charged at its end (a retryable failure is refunded). */
  charged: number;
}

/** Posts one operation request; returns the answer's status and JSON body. */
async function post(
  server: ChildServer,
  headers: Record<string, string>,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
) {
  const res = await fetch(`${server.base}/api/v1${path}`, {
    method: "POST",
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Credits kept by the expected outcomes, in all and by operation. */
function expectedUsage(jobs: Iterable<Expected>) {
  const byOperation: Record<string, number> = {};
  let total = 0;
  for (const e of jobs) {
    if (e.charged === 0) continue;
    total += e.charged;
    byOperation[e.path] = (byOperation[e.path] ?? 0) + e.charged;
  }
  return { total, byOperation };
}

/** Credits charged beyond `expected`, as the fewest extra charges of at most `cost` each. */
function doubleCharges(used: number, expected: number, cost: number) {
  return Math.max(0, Math.ceil((used - expected) / cost));
}

/** How many jobs were in each state, keyed `status/phase`, running split at its first step. */
function stateMix(jobs: PublicJob[]): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const j of jobs) {
    const key = j.status === "running"
      ? (j.progress.percent > 0 ? "running/mid-step" : "running/leased")
      : `${j.status}/${j.phase}`;
    mix[key] = (mix[key] ?? 0) + 1;
  }
  return mix;
}

Deno.test("[faults] three kill -9 cycles with jobs queued, leased, mid-step and retry-scheduled: every job ends, each charged once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-faults-jobs-" });
  const kvPath = `${dir}/service.kv`;
  // Fewer worker slots than jobs, so most wait queued; attempts enough to outlast every kill.
  const env = { JOB_CONCURRENCY: "4", JOB_MAX_ATTEMPTS: "10", JOB_RETRY_BASE_MS: "1500" };
  let server = await startServer(kvPath, env);
  const expected = new Map<string, Expected>();
  const interrupted = new Set<string>();
  const seenAtKills: Record<string, number>[] = [];
  let kills = 0;
  try {
    const { headers } = await provision(server.base, 1000);
    const submit = async (path: string, body: unknown, outcome: Expected) => {
      const res = await post(server, headers, path, body);
      assert.equal(res.status, 202, JSON.stringify(res.body));
      expected.set(res.body.job_id, outcome);
    };
    for (let cycle = 0; cycle < 3; cycle++) {
      // Flaky first: they fail twice at once and sit out a backoff while the steps run (their
      // failures are counted per process, so each process sees two).
      for (let i = 0; i < 2; i++) {
        await submit("/test/flaky", { tag: `k${cycle}-flaky-${i}`, failures: 2 }, {
          path: "/test/flaky",
          status: "completed",
          charged: 4,
        });
      }
      await submit("/test/flaky", { tag: `k${cycle}-perm`, permanent: true }, {
        path: "/test/flaky",
        status: "failed",
        charged: 4, // a permanent failure is charged
      });
      for (let i = 0; i < 8; i++) {
        await submit("/test/steps", { tag: `k${cycle}-steps-${i}`, steps: 4, sleep_ms: 200 }, {
          path: "/test/steps",
          status: "completed",
          charged: 2,
        });
      }
      // Kill when jobs are at once queued, mid-step and waiting out a retry.
      const jobs = await waitUntil(
        `cycle ${cycle}: jobs queued, mid-step and retrying`,
        async () => {
          const jobs = await listAllJobs(server.base, headers);
          const mix = stateMix(jobs);
          return mix["queued/queued"] && mix["running/mid-step"] && mix["queued/retry_scheduled"]
            ? jobs
            : null;
        },
        20_000,
        25,
      );
      await server.kill();
      kills++;
      seenAtKills.push(stateMix(jobs));
      for (const j of jobs) if (!TERMINAL.has(j.status)) interrupted.add(j.job_id);
      server = await startServer(kvPath, env);
    }
    // The lease is 1 s: the restarted process takes every job up at once. KV's own redelivery
    // of the messages a killed process held takes about a minute, so this bound fails when
    // recovery waits for it.
    const started = Date.now();
    const ended = await waitUntil(
      "every job ended",
      async () => {
        const jobs = await listAllJobs(server.base, headers);
        return jobs.length === expected.size && jobs.every((j) => TERMINAL.has(j.status));
      },
      25_000,
      100,
    ).catch(() => false);
    const recoveryMs = Date.now() - started;
    const final = await listAllJobs(server.base, headers);
    const usage = await json<Usage>(fetch(`${server.base}/api/v1/usage`, { headers }), 200);
    const want = expectedUsage(expected.values());
    const byId = new Map(final.map((j) => [j.job_id, j]));
    const lost = [...expected.keys()].filter((id) => !TERMINAL.has(byId.get(id)?.status ?? ""));
    const recovered = [...interrupted].filter((id) => byId.get(id)?.status === "completed");
    await count("kills", kills);
    await count("jobs_expected", expected.size);
    await count("jobs_lost", lost.length);
    await count("jobs_recovered", recovered.length);
    await count("double_charges", doubleCharges(usage.credits_used, want.total, 4));
    console.log(
      `${expected.size} jobs, ${kills} kills, states at kills ${JSON.stringify(seenAtKills)}, ` +
        `${recovered.length} completed after a kill, all ended ${recoveryMs} ms after the last restart`,
    );
    assert.ok(ended, `jobs left unfinished: ${JSON.stringify(stateMix(final))}`);
    assert.deepEqual(lost, []);
    for (const [id, e] of expected) {
      const job = byId.get(id)!;
      assert.equal(job.status, e.status, JSON.stringify(job));
      assert.equal(job.credits_charged, e.path === "/test/steps" ? 2 : 4);
      if (e.status === "failed") assert.equal(job.error?.code, "UPSTREAM_ERROR");
    }
    assert.equal(usage.credits_used, want.total);
    assert.equal(usage.credits_remaining, 1000 - want.total);
    assert.deepEqual(usage.by_operation, want.byOperation);
    assert.ok(recovered.length >= 3 * 4, `only ${recovered.length} jobs were interrupted`);
  } finally {
    await server.kill();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[faults] kill -9 while webhooks are being sent: every delivery arrives, resent only if it was in flight", async () => {
  const receiver = new Receiver();
  receiver.delayMs = 300; // each answer takes a while: kills land mid-send
  const dir = await Deno.makeTempDir({ prefix: "rankscope-faults-wh-" });
  const kvPath = `${dir}/service.kv`;
  const env = {
    ALLOW_INSECURE_WEBHOOKS: "1",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    // A claimed attempt whose sender died is sent again when its claim lapses (timeout + 5 s).
    WEBHOOK_TIMEOUT_MS: "1000",
    WEBHOOK_RETRY_SCHEDULE_MS: "300,300,300,300,300,300,300",
  };
  let server = await startServer(kvPath, env);
  const expected = new Map<string, Expected>();
  const sentBeforeKill = new Set<string>();
  let kills = 0;
  try {
    const { headers } = await provision(server.base, 1000);
    const endpoint = await json<{ secret: string }>(
      fetch(`${server.base}/api/v1/webhooks/endpoints`, {
        method: "POST",
        headers,
        body: JSON.stringify({ url: receiver.url, events: ["job.completed", "job.failed"] }),
      }),
      201,
    );
    receiver.secret = endpoint.secret;
    for (let cycle = 0; cycle < 3; cycle++) {
      for (let i = 0; i < 6; i++) {
        const permanent = i === 0;
        const path = permanent ? "/test/flaky" : "/test/steps";
        const res = await post(
          server,
          headers,
          path,
          permanent ? { tag: `w${cycle}-${i}`, permanent } : { tag: `w${cycle}-${i}`, steps: 1 },
        );
        assert.equal(res.status, 202);
        expected.set(res.body.job_id, {
          path,
          status: permanent ? "failed" : "completed",
          charged: permanent ? 4 : 2,
        });
      }
      if (cycle === 2) break; // the last round is delivered without a kill
      await waitUntil(
        "a delivery being sent",
        () => Promise.resolve(receiver.inFlight > 0),
        20_000,
        5,
      );
      await server.kill();
      kills++;
      // What the dead process had sent: the requests it got out before it died have arrived.
      await waitUntil(
        "the dead process's requests answered",
        () => Promise.resolve(receiver.inFlight === 0),
      );
      for (const r of receiver.received) sentBeforeKill.add(r.id);
      server = await startServer(kvPath, env);
    }
    const started = Date.now();
    await waitUntil(
      "every delivery delivered",
      async () => {
        const list = await listAllDeliveries(server.base, headers);
        return list.length === expected.size && list.every((d) => d.status === "delivered");
      },
      25_000,
      100,
    ).catch(() => false);
    const settledMs = Date.now() - started;
    const deliveries = await listAllDeliveries(server.base, headers);
    const acked = receiver.acknowledged();
    const missing = expected.size - deliveries.filter((d) => acked.has(d.id)).length;
    const resent = [...acked].filter(([, n]) => n > 1).map(([id]) => id);
    const usage = await json<Usage>(fetch(`${server.base}/api/v1/usage`, { headers }), 200);
    const want = expectedUsage(expected.values());
    await count("kills", kills);
    await count("deliveries_expected", expected.size);
    await count("deliveries_lost", missing);
    await count("double_charges", doubleCharges(usage.credits_used, want.total, 4));
    console.log(
      `${deliveries.length} deliveries, ${kills} kills mid-send, ${resent.length} sent twice ` +
        `(sent by a process then killed), ${receiver.received.length} requests in all, all delivered ` +
        `${settledMs} ms after the last restart`,
    );
    assert.equal(missing, 0, JSON.stringify(deliveries.filter((d) => d.status !== "delivered")));
    assert.ok(
      deliveries.every((d) => d.status === "delivered"),
      JSON.stringify(deliveries.filter((d) => d.status !== "delivered")),
    );
    // One delivery per event: each job's event once, for the job it names.
    assert.deepEqual(deliveries.map((d) => d.job_id).sort(), [...expected.keys()].sort());
    for (const d of deliveries) {
      assert.equal(
        d.event_type,
        expected.get(d.job_id!)!.status === "completed" ? "job.completed" : "job.failed",
      );
    }
    assert.ok(receiver.received.every((r) => r.verified), "a delivery failed its signature");
    for (const r of receiver.received) {
      assert.equal(r.type, deliveries.find((d) => d.id === r.id)?.event_type);
    }
    // At least once, and twice only for an attempt whose sender died mid-send.
    for (const id of resent) assert.ok(sentBeforeKill.has(id), `${id} was sent twice`);
    assert.equal(usage.credits_used, want.total);
    assert.equal(usage.credits_remaining, 1000 - want.total);
  } finally {
    await server.kill();
    await receiver.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[faults] main.ts stopped with SIGTERM mid-jobs and started again on the same KV file: jobs resume, charged once, the key still works", async () => {
  const fake = await startFakeDataForSeo();
  const dir = await Deno.makeTempDir({ prefix: "rankscope-faults-reopen-" });
  const kvPath = `${dir}/service.kv`;
  const env = {
    BOOTSTRAP_CREDITS: "200",
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: fake.baseUrl,
  };
  const targets = Array.from({ length: 6 }, (_, i) => `site-${i}.example.com`);
  // The first call of each job is slow: the stop lands while all of them wait upstream.
  fake.fail("summary", ...targets.map(() => ({ kind: "slow" as const, ms: 5_000 })));
  let server = await startServer(kvPath, env, "main");
  try {
    const key = /sk_live_[A-Za-z0-9]+/.exec(server.output)?.[0];
    assert.ok(key, "main.ts printed no key on its first start");
    const headers = { "x-api-key": key, "content-type": "application/json" };
    const ids: string[] = [];
    for (const target of targets) {
      const res = await post(server, headers, "/backlinks/summary", { target });
      assert.equal(res.status, 202, JSON.stringify(res.body));
      ids.push(res.body.job_id);
    }
    await waitUntil(
      "every job waiting upstream",
      () => Promise.resolve(fake.calls("/v3/backlinks/summary/live") === targets.length),
    );
    // A client watching a job's events must not hold the stop up while jobs keep running: the
    // stream ends with `server.shutdown` and the process exits (the jobs go to the next process).
    const watcher = await fetch(`${server.base}/api/v1/jobs/${ids[0]}/events`, { headers });
    assert.equal(watcher.status, 200);
    const events = watcher.body!.pipeThrough(new TextDecoderStream()).getReader();
    const stopping = performance.now();
    await server.stop();
    const stopMs = performance.now() - stopping;
    let seen = "";
    for (;;) {
      const { value, done } = await events.read();
      if (done) break;
      seen += value;
    }
    await worst("sigterm_exit_ms", stopMs);
    assert.match(seen, /event: server\.shutdown/);
    // The slow upstream answers after 5 s: the stop did not wait for it.
    assert.ok(
      stopMs < 4_000,
      `SIGTERM took ${stopMs.toFixed(0)} ms with a watcher and jobs running`,
    );
    server = await startServer(kvPath, env, "main");
    assert.doesNotMatch(server.output, /sk_live_/, "a second start made a second workspace");
    const read = () =>
      Promise.all(
        ids.map((id) =>
          json<PublicJob>(fetch(`${server.base}/api/v1/jobs/${id}`, { headers }), 200)
        ),
      );
    await waitUntil(
      "every job ended after the restart",
      async () => {
        return (await read()).every((j) => TERMINAL.has(j.status));
      },
      20_000,
      100,
    ).catch(() => false);
    const jobs = await read();
    const usage = await json<Usage>(fetch(`${server.base}/api/v1/usage`, { headers }), 200);
    const completed = jobs.filter((j) => j.status === "completed").length;
    await count("jobs_expected", ids.length);
    await count("jobs_lost", jobs.filter((j) => !TERMINAL.has(j.status)).length);
    await count("jobs_recovered", completed);
    await count("double_charges", doubleCharges(usage.credits_used, 5 * completed, 5));
    assert.deepEqual(jobs.map((j) => j.status), ids.map(() => "completed"));
    assert.ok(jobs.every((j) => j.attempts === 2), jobs.map((j) => j.attempts).join(","));
    // Each job called upstream again after the restart (the first answers never came).
    assert.equal(fake.calls("/v3/backlinks/summary/live"), 2 * targets.length);
    assert.equal(usage.credits_used, 30);
    assert.equal(usage.credits_remaining, 170);
    assert.deepEqual(usage.by_operation, { "/backlinks/summary": 30 });
  } finally {
    await server.kill();
    await fake.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[faults] a webhook receiver refusing, then hanging, then failing, then back: every event arrives once, signed", async () => {
  const receiver = new Receiver();
  await receiver.down(); // connections refused
  const dir = await Deno.makeTempDir({ prefix: "rankscope-faults-outage-" });
  const kvPath = `${dir}/service.kv`;
  const env = {
    ALLOW_INSECURE_WEBHOOKS: "1",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    WEBHOOK_TIMEOUT_MS: "300",
    // Eight attempts over about 9 s: the outage below takes three of them.
    WEBHOOK_RETRY_SCHEDULE_MS: "200,200,300,300,1000,2000,5000",
  };
  const server = await startServer(kvPath, env);
  const admin = { authorization: "Bearer faults-admin-token-0123456789" };
  try {
    const { workspaceId, headers } = await provision(server.base, 1000);
    const endpoint = await json<{ secret: string }>(
      fetch(`${server.base}/api/v1/webhooks/endpoints`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          url: receiver.url,
          events: [
            "job.completed",
            "job.failed",
            "project.budget_warning",
            "project.budget_exceeded",
          ],
        }),
      }),
      201,
    );
    receiver.secret = endpoint.secret;
    await json(
      fetch(`${server.base}/admin/v1/projects/campaign/budget`, {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify({ workspace_id: workspaceId, limit_credits: 10, warn_at_percent: 50 }),
      }),
      200,
    );
    let charged = 0;
    for (let i = 0; i < 8; i++) {
      assert.equal(
        (await post(server, headers, "/test/steps", { tag: `o-${i}`, steps: 1 })).status,
        202,
      );
      charged += 2;
    }
    for (let i = 0; i < 2; i++) {
      const res = await post(server, headers, "/test/flaky", { tag: `o-f${i}`, permanent: true });
      assert.equal(res.status, 202);
      charged += 4;
    }
    // Five jobs spend the project's 10 credits (warning at 6, exceeded at 10); a sixth is refused.
    const project = { "x-project-id": "campaign" };
    for (let i = 0; i < 6; i++) {
      const res = await post(server, headers, "/test/steps", { tag: `o-p${i}`, steps: 1 }, project);
      assert.equal(res.status, i < 5 ? 202 : 402, JSON.stringify(res.body));
      if (i < 5) charged += 2;
    }
    const events = 8 + 2 + 5 + 2;
    const attempted = (n: number) => async () => {
      const list = await listAllDeliveries(server.base, headers);
      return list.length === events && list.every((d) => d.attempts >= n);
    };
    // Refused while every delivery makes its first attempt, held until the timeout for the
    // second, 503 for the third; then up.
    await waitUntil("every first attempt refused", attempted(1), 20_000);
    receiver.setMode("hang");
    receiver.up();
    await waitUntil("every second attempt timed out", attempted(2), 20_000);
    receiver.setMode("error");
    await waitUntil("every third attempt answered 503", attempted(3), 20_000);
    receiver.setMode("ok");
    await waitUntil(
      "every delivery delivered",
      async () => {
        const list = await listAllDeliveries(server.base, headers);
        return list.length === events && list.every((d) => d.status === "delivered");
      },
      20_000,
      100,
    ).catch(() => false);
    const deliveries = await listAllDeliveries(server.base, headers);
    const acked = receiver.acknowledged();
    const missing = events - deliveries.filter((d) => acked.has(d.id)).length;
    await count("deliveries_expected", events);
    await count("deliveries_lost", missing);
    assert.equal(missing, 0, JSON.stringify(deliveries.filter((d) => d.status !== "delivered")));
    assert.ok(deliveries.every((d) => d.status === "delivered"));
    assert.equal(acked.size, events);
    assert.ok([...acked.values()].every((n) => n === 1), "an event arrived twice");
    assert.ok(receiver.received.every((r) => r.verified), "a request failed its signature");
    const types = receiver.received.filter((r) => r.status === 200).map((r) => r.type).sort();
    assert.deepEqual(types, [
      ...Array(13).fill("job.completed"),
      ...Array(2).fill("job.failed"),
      "project.budget_exceeded",
      "project.budget_warning",
    ]);
    // Every delivery failed through at least the refused and the hanging attempts.
    assert.ok(deliveries.every((d) => d.attempts >= 3), "a delivery skipped part of the outage");
    const usage = await json<Usage>(fetch(`${server.base}/api/v1/usage`, { headers }), 200);
    await count("double_charges", doubleCharges(usage.credits_used, charged, 4));
    assert.equal(usage.credits_used, charged);
    assert.deepEqual(usage.by_project, { campaign: 10 });
  } finally {
    await server.kill();
    await receiver.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[faults] a provider that accepts calls and never answers: jobs time out, retry, fail refunded or complete once it answers", async () => {
  const fake = await startFakeDataForSeo();
  const provider = new HangingProvider(fake.baseUrl);
  const dir = await Deno.makeTempDir({ prefix: "rankscope-faults-hang-" });
  const kvPath = `${dir}/service.kv`;
  const TIMEOUT_MS = 500;
  const env = {
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: provider.baseUrl,
    DATAFORSEO_TIMEOUT_MS: String(TIMEOUT_MS),
    PROVIDER_CACHE: "0",
    JOB_MAX_ATTEMPTS: "2",
    JOB_RETRY_BASE_MS: "1000",
    SYNC_WINDOW_MS: "10000",
  };
  let server = await startServer(kvPath, env);
  const expected = new Map<string, Expected>();
  let kills = 0;
  const summary = (target: string) => ({ target });
  try {
    const { headers } = await provision(server.base, 1000);
    const submit = async (target: string, outcome: "completed" | "failed") => {
      const res = await post(server, headers, "/backlinks/summary", summary(target));
      assert.equal(res.status, 202, JSON.stringify(res.body));
      expected.set(res.body.job_id, {
        path: "/backlinks/summary",
        status: outcome,
        charged: outcome === "completed" ? 5 : 0,
      });
      return res.body.job_id as string;
    };
    const ended = (ids: string[]) => async () => {
      const jobs = await Promise.all(
        ids.map((id) =>
          json<PublicJob>(fetch(`${server.base}/api/v1/jobs/${id}`, { headers }), 200)
        ),
      );
      return jobs.every((j) => TERMINAL.has(j.status)) ? jobs : null;
    };
    // Two attempts of 0.5 s and a backoff of 1 s: every job has ended well within 6 s.
    const bound = 2 * TIMEOUT_MS + 1_000 + 4_500;

    // 1. No answer at all: each attempt times out, the job fails and is refunded.
    let t = Date.now();
    const silent = [
      await submit("hang-a.example", "failed"),
      await submit("hang-b.example", "failed"),
    ];
    const sync = await post(
      server,
      headers,
      "/backlinks/summary?sync=true",
      summary("hang-c.example"),
    );
    const silentJobs = await waitUntil("silent hangs ended", ended(silent), bound);
    const silentMs = Date.now() - t;
    assert.equal(sync.status, 504, JSON.stringify(sync.body));
    assert.equal(sync.body.error.code, "UPSTREAM_TIMEOUT");
    assert.equal(sync.headers.get("x-credits-charged"), "0");
    assert.equal(sync.body.error.details.refunded, true);
    expected.set(sync.body.error.details.job_id, {
      path: "/backlinks/summary",
      status: "failed",
      charged: 0,
    });
    for (const j of silentJobs) {
      assert.deepEqual([j.status, j.error?.code, j.error?.retryable, j.attempts], [
        "failed",
        "UPSTREAM_TIMEOUT",
        true,
        2,
      ]);
    }
    // One call per attempt (the adapter does not retry a timeout itself); the sync request's
    // own try came first.
    assert.equal(provider.calls, 2 * 2 + 1 + 2);

    // 2. Headers sent, the body never finished: the same.
    provider.hang = "headers";
    t = Date.now();
    const stalled = [
      await submit("stall-a.example", "failed"),
      await submit("stall-b.example", "failed"),
    ];
    const stalledJobs = await waitUntil("stalled bodies ended", ended(stalled), bound);
    const stalledMs = Date.now() - t;
    assert.ok(stalledJobs.every((j) => j.error?.code === "UPSTREAM_TIMEOUT"));

    // 3. The first call of each job hangs, its retry is answered: completed, charged once.
    provider.hang = "first";
    let held = provider.held;
    const retried = [
      await submit("late-a.example", "completed"),
      await submit("late-b.example", "completed"),
    ];
    const retriedJobs = await waitUntil("retried jobs ended", ended(retried), bound);
    assert.deepEqual(retriedJobs.map((j) => [j.status, j.attempts]), [
      ["completed", 2],
      ["completed", 2],
    ]);
    assert.equal(provider.held, held + 2);

    // 4. Killed while its first call hangs: the next process retries it when the lease lapses.
    held = provider.held;
    const orphaned = [
      await submit("kill-a.example", "completed"),
      await submit("kill-b.example", "completed"),
    ];
    await waitUntil("calls held", () => Promise.resolve(provider.held === held + 2));
    await server.kill();
    kills++;
    server = await startServer(kvPath, env);
    const orphanedJobs = await waitUntil("orphaned jobs ended", ended(orphaned), bound);
    assert.deepEqual(orphanedJobs.map((j) => [j.status, j.attempts]), [
      ["completed", 2],
      ["completed", 2],
    ]);

    const usage = await json<Usage>(fetch(`${server.base}/api/v1/usage`, { headers }), 200);
    const want = expectedUsage(expected.values());
    const final = await Promise.all(
      [...expected.keys()].map((id) =>
        json<PublicJob>(fetch(`${server.base}/api/v1/jobs/${id}`, { headers }), 200)
      ),
    );
    await count("kills", kills);
    await count("jobs_expected", expected.size);
    await count("jobs_lost", final.filter((j) => !TERMINAL.has(j.status)).length);
    await count("jobs_recovered", orphanedJobs.filter((j) => j.status === "completed").length);
    await count("double_charges", doubleCharges(usage.credits_used, want.total, 5));
    assert.deepEqual(
      final.map((j) => j.status),
      [...expected.values()].map((e) => e.status),
    );
    console.log(
      `hung calls: ${provider.held} of ${provider.calls}; silent jobs ended in ${silentMs} ms, ` +
        `stalled bodies in ${stalledMs} ms (timeout ${TIMEOUT_MS} ms, 2 attempts)`,
    );
    assert.equal(usage.credits_used, want.total);
    assert.equal(usage.credits_used, 5 * 4);
    assert.equal(usage.credits_remaining, 1000 - want.total);
    assert.deepEqual(usage.by_operation, want.byOperation);
  } finally {
    await server.kill();
    await provider.close();
    await fake.close();
    await Deno.remove(dir, { recursive: true });
  }
});

/** The queued messages (`lib/store/queue.ts`) not in `before`, with their delays from `at`. */
async function queuedSince(
  kv: Store,
  before: ReadonlySet<string>,
  at: number,
): Promise<{ value: unknown; delay: number }[]> {
  const out: { id: string; value: unknown; delay: number }[] = [];
  for await (const e of kv.list<QueueRecord>({ prefix: keys.queuedAll() })) {
    if (before.has(e.value.id)) continue;
    out.push({ id: e.value.id, value: e.value.message, delay: (e.key[1] as number) - at });
  }
  // In the order they were written (message ids sort by time).
  return out.sort((a, b) => a.id < b.id ? -1 : 1).map(({ value, delay }) => ({ value, delay }));
}

/** The ids of the messages queued now. */
async function queuedIds(kv: Store): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const e of kv.list<QueueRecord>({ prefix: keys.queuedAll() })) ids.add(e.value.id);
  return ids;
}

Deno.test("[faults] a webhook attempt being sent has a message in the store to send it again if its process dies", async () => {
  // Regression: an attempt sent by the in-process first send, or by a queue message that KV
  // handed to the process, had nothing durable behind it while it was being sent. When the
  // process died mid-send, the delivery waited for KV's redelivery of the message in flight
  // (about a minute), or, when its message had been consumed by a handler that lost the claim,
  // stayed pending for good.
  const receiver = new Receiver();
  receiver.setMode("hang"); // the attempt stays mid-send until released
  const h = await setup({
    queue: false,
    env: { ALLOW_INSECURE_WEBHOOKS: "1", FETCH_ALLOW_HOSTS: "127.0.0.1" },
  });
  let sending: Promise<void> | undefined;
  try {
    const created = await h.post("/webhooks/endpoints", {
      url: receiver.url,
      events: ["job.completed"],
    });
    assert.equal(created.status, 201);
    receiver.secret = (await created.json()).secret;
    const [id] = await fanOut(h.kv, [{
      id: "evt_mid_send",
      workspace_id: h.workspaceId,
      type: "job.completed",
      timestamp: new Date().toISOString(),
      project_id: null,
      job_id: null,
      data: {},
    }]);
    const before = await queuedIds(h.kv);
    const timeoutMs = 1_000;
    const deliverer = createDeliverer({
      kv: h.kv,
      allowInsecure: true,
      allowHosts: ["127.0.0.1"],
      timeoutMs,
    });
    const message: DeliveryMessage = {
      kind: "webhook_delivery",
      delivery_id: id,
      attempt: 1,
      manual: false,
    };
    const sentAt = Date.now();
    sending = deliverer.deliver(message);
    await waitUntil("the attempt being sent", () => Promise.resolve(receiver.inFlight === 1));
    const enqueued = await queuedSince(h.kv, before, sentAt);
    // The process could die now: the claim's own message sends the attempt again once the claim
    // (the timeout and 5 s) has lapsed.
    assert.equal(enqueued.length, 1, "nothing in the store would send the attempt again");
    assert.deepEqual(enqueued[0].value, message);
    assert.ok(
      Math.abs(enqueued[0].delay - (timeoutMs + 5_000 + 250)) < 100,
      `${enqueued[0].delay}`,
    );
    const delivery = (await h.kv.get<{ attempts: number; sending_until: number }>(
      keys.webhookDelivery(id),
    )).value!;
    assert.equal(delivery.attempts, 1);
    assert.ok(delivery.sending_until > Date.now());
    await sending; // the attempt times out; the next one is scheduled as usual
    const after = await queuedSince(h.kv, before, sentAt);
    assert.equal((after.at(-1)?.value as DeliveryMessage).attempt, 2);
    assert.ok(receiver.received.every((r) => r.verified));
  } finally {
    await receiver.close();
    await sending?.catch(() => {});
    await h.close();
  }
});
