/**
 * Exactness under concurrency, over a real socket: hundreds of charged requests racing a balance
 * that runs out, a project budget hit from all sides, N requests against a rate limit of L (REST,
 * MCP and both on one key), one Idempotency-Key sent many times at once, and two app instances
 * sharing one store.
 *
 * Two processes on one store: a local KV file shared by two processes is unsafe (watches never
 * fire across them, queue messages wait about a minute; `lib/store/open.ts` refuses a second
 * process), and no remote store (a `denokv` server for KV Connect, or Deploy's) is reachable
 * offline here. Deploy runs isolates of one app over one FoundationDB store; the last test stands
 * in for that with two `createServices` instances over ONE `Store` handle in this process, each
 * with its own batchers, job runner, queue listener and HTTP server, so that only the store's
 * checked commits keep them exact.
 */
import assert from "node:assert/strict";
import { workers } from "../../jobs/workers.ts";
import { listenQueue } from "../../jobs/queue.ts";
import { loadConfig } from "../../lib/config.ts";
import { readUsage } from "../../lib/credits.ts";
import { createServices, type Services } from "../../lib/services.ts";
import { createApiKey } from "../../lib/store/api_keys.ts";
import { setBudget } from "../../lib/store/budgets.ts";
import { createWorkspace } from "../../lib/store/workspaces.ts";
import { createApp } from "../../routes/app.ts";
import { jobOperations, runCounts } from "../fake_ops.ts";
import { type Harness, mcpToolCall, setProjectBudget, setup, waitUntil } from "../helpers.ts";
import { count } from "./scorecard.ts";
import { listAllDeliveries, Receiver } from "./fault_tools.ts";
import { openTestStore } from "../store.ts";

/** What one request asked for and how it was answered. */
interface Outcome {
  via: "rest" | "mcp";
  /** What the request costs when it is accepted. */
  cost: number;
  /** Accepted and charged (a result or a queued job). */
  ok: boolean;
  /** The error code of a refusal. */
  code: string | null;
  /** `x-credits-charged` (REST) or `meta.credits_charged` (MCP). */
  charged: number;
  /** `x-credits-remaining` (REST). */
  remaining: number | null;
  jobId: string | null;
  retryAfter: string | null;
}

/** A request to send: an operation, its body, its cost, and how. */
interface Call {
  via: "rest" | "mcp";
  path: "/test/echo" | "/test/steps";
  body: Record<string, unknown>;
  cost: number;
  sync: boolean;
  headers?: Record<string, string>;
}

/** Serves `fetch` on loopback. */
function serve(fetchHandler: (req: Request) => Response | Promise<Response>) {
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, fetchHandler);
  return { base: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** Sends one call with `key` and classifies the answer. */
async function send(base: string, key: string, call: Call): Promise<Outcome> {
  if (call.via === "rest") {
    const res = await fetch(`${base}/api/v1${call.path}${call.sync ? "?sync=true" : ""}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json", ...call.headers },
      body: JSON.stringify(call.body),
    });
    const body = await res.json();
    const ok = res.status === 200 || res.status === 202;
    return {
      via: "rest",
      cost: call.cost,
      ok,
      code: ok ? null : body.error?.code ?? `HTTP ${res.status}`,
      charged: Number(res.headers.get("x-credits-charged")),
      remaining: Number(res.headers.get("x-credits-remaining")),
      jobId: body.job_id ?? body.meta?.job_id ?? res.headers.get("x-job-id"),
      retryAfter: res.headers.get("retry-after"),
    };
  }
  const name = call.path.slice(1).replaceAll("/", "_");
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "x-api-key": key,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...call.headers,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, arguments: { ...call.body, sync: call.sync } },
    }),
  });
  const body = await res.json();
  if (res.status !== 200 || !body.result) {
    return {
      via: "mcp",
      cost: call.cost,
      ok: false,
      code: body.error?.code ?? `HTTP ${res.status}`,
      charged: 0,
      remaining: null,
      jobId: null,
      retryAfter: null,
    };
  }
  const content = body.result.structuredContent;
  const failed = body.result.isError === true;
  return {
    via: "mcp",
    cost: call.cost,
    ok: !failed,
    code: failed ? content.error.code : null,
    charged: failed ? 0 : content.meta?.credits_charged ?? content.credits_charged,
    remaining: null,
    jobId: content.job_id ?? content.meta?.job_id ?? null,
    retryAfter: null,
  };
}

/** The cost of `/test/echo` with `limit`: 1 credit per started 10. */
const echo = (limit: number, extra: Partial<Call> = {}): Call => ({
  via: "rest",
  path: "/test/echo",
  body: { word: "hi", limit },
  cost: Math.ceil(limit / 10),
  sync: true,
  ...extra,
});

let tags = 0;
/** A queued `/test/steps` job (2 credits) with a tag of its own. */
const steps = (extra: Partial<Call> = {}): Call => ({
  via: "rest",
  path: "/test/steps",
  body: { tag: `conc-${++tags}`, steps: 1 },
  cost: 2,
  sync: false,
  ...extra,
});

/** Credits charged beyond `expected`, as the fewest extra charges of at most `cost` each. */
function doubleCharges(used: number, expected: number, cost: number): number {
  return Math.max(0, Math.ceil((used - expected) / cost));
}

/** Reads `read` over and over until `stop` resolves; returns the smallest value seen. */
async function lowest(read: () => Promise<number>, stop: Promise<unknown>): Promise<number> {
  let done = false;
  stop.finally(() => done = true);
  let min = Infinity;
  while (!done) min = Math.min(min, await read());
  return Math.min(min, await read());
}

/** Waits until every queued job of `ids` has ended; returns their statuses. */
async function settle(services: Services, ids: string[]): Promise<string[]> {
  const records = await Promise.all(ids.map((id) => services.jobs.waitFor(id, 20_000)));
  return records.map((r) => r?.status ?? "unfinished");
}

/** The sum of what accepted requests cost, and the cheapest refused one. */
function tally(outcomes: Outcome[], refusal: string) {
  const accepted = outcomes.filter((o) => o.ok);
  const refused = outcomes.filter((o) => !o.ok);
  return {
    accepted,
    refused,
    spent: accepted.reduce((n, o) => n + o.cost, 0),
    cheapestRefused: Math.min(...refused.map((o) => o.cost)),
    unexpected: refused.filter((o) => o.code !== refusal),
  };
}

async function harness(options: Parameters<typeof setup>[0] = {}) {
  const h = await setup({
    operations: jobOperations,
    ...options,
    env: { RATE_LIMITS: "pro=100000/100000", MAX_BODIES_IN_FLIGHT: "2000", ...options.env },
  });
  const server = serve(h.app.fetch);
  return {
    h,
    base: server.base,
    close: async () => {
      await server.close();
      await h.close();
    },
  };
}

async function usageOf(h: Harness) {
  return await readUsage(h.kv, h.workspaceId);
}

Deno.test("[concurrency] 400 charged requests at once against 250 credits: what is spent is what succeeded, never below zero, refusals free", async () => {
  const { h, base, close } = await harness({ credits: 250 });
  try {
    const calls: Call[] = Array.from({ length: 400 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return echo(10);
        case 1:
          return echo(30);
        case 2:
          return steps();
        default:
          return echo(20, { via: "mcp" });
      }
    });
    const race = Promise.all(calls.map((c) => send(base, h.key, c)));
    const balanceFloor = lowest(
      async () => (await h.services.ledger.balance(h.workspaceId))!.remaining,
      race,
    );
    const outcomes = await race;
    const floor = await balanceFloor;
    const t = tally(outcomes, "CREDITS_EXHAUSTED");
    const statuses = await settle(
      h.services,
      t.accepted.filter((o) => o.jobId && o.cost === 2 && o.via === "rest").map((o) => o.jobId!),
    );
    const balance = (await h.services.ledger.balance(h.workspaceId))!;
    const usage = await usageOf(h);
    await count("concurrent_requests", calls.length);
    await count("double_charges", doubleCharges(usage.credits_used, t.spent, 3));
    console.log(
      `${t.accepted.length} accepted (${t.spent} credits), ${t.refused.length} refused, ` +
        `${balance.remaining} left, lowest balance read ${floor}`,
    );
    assert.deepEqual(t.unexpected, []);
    assert.equal(usage.credits_used, t.spent);
    assert.equal(balance.remaining, 250 - t.spent);
    assert.equal(balance.used, t.spent);
    assert.ok(floor >= 0, `the balance read ${floor}`);
    assert.ok(outcomes.every((o) => o.remaining === null || o.remaining >= 0));
    // Refused only when the balance could not cover it: what is left is less than any refusal.
    assert.ok(
      balance.remaining < t.cheapestRefused,
      `${balance.remaining} left, yet a ${t.cheapestRefused}-credit request was refused`,
    );
    // Every answer says what it cost: its price when accepted, nothing when refused.
    for (const o of outcomes) assert.equal(o.charged, o.ok ? o.cost : 0, JSON.stringify(o));
    assert.ok(statuses.every((s) => s === "completed"), statuses.join(","));
    const byOperation: Record<string, number> = {};
    for (const o of t.accepted) {
      const op = o.cost === 2 && o.via === "rest" ? "/test/steps" : "/test/echo";
      byOperation[op] = (byOperation[op] ?? 0) + o.cost;
    }
    assert.deepEqual(usage.by_operation, byOperation);
    assert.ok(t.accepted.length > 50 && t.refused.length > 50, `${t.accepted.length} accepted`);
  } finally {
    await close();
  }
});

Deno.test("[concurrency] a project budget hit by 300 requests at once: spent up to its limit and no further, alerts once each", async () => {
  const receiver = new Receiver();
  const { h, base, close } = await harness({
    credits: 10_000,
    env: {
      ALLOW_INSECURE_WEBHOOKS: "1",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      WEBHOOK_RETRY_SCHEDULE_MS: "100,100,100",
    },
  });
  try {
    const created = await h.post("/webhooks/endpoints", {
      url: receiver.url,
      events: ["project.budget_warning", "project.budget_exceeded"],
    });
    receiver.secret = (await created.json()).secret;
    await setProjectBudget(h, "capped", { limit: 100, warnAt: 50 });
    const capped = { "x-project-id": "capped" };
    const free = { "x-project-id": "unbudgeted" };
    const calls: Call[] = [
      ...Array.from({ length: 300 }, (_, i): Call => {
        switch (i % 4) {
          case 0:
            return echo(10, { headers: capped });
          case 1:
            return echo(30, { headers: capped });
          case 2:
            return steps({ headers: capped });
          default:
            return echo(20, { via: "mcp", headers: capped });
        }
      }),
      ...Array.from({ length: 100 }, () => echo(10, { headers: free })),
    ];
    const outcomes = await Promise.all(calls.map((c) => send(base, h.key, c)));
    const cappedOutcomes = outcomes.slice(0, 300);
    const t = tally(cappedOutcomes, "BUDGET_EXCEEDED");
    const freeSpent = outcomes.slice(300).filter((o) => o.ok).length;
    const statuses = await settle(
      h.services,
      t.accepted.filter((o) => o.jobId && o.cost === 2 && o.via === "rest").map((o) => o.jobId!),
    );
    const budget = await (await h.get("/projects/capped/budget")).json();
    const usage = await usageOf(h);
    await count("concurrent_requests", calls.length);
    await count("double_charges", doubleCharges(usage.credits_used, t.spent + freeSpent, 3));
    console.log(
      `budget 100: ${t.accepted.length} accepted (${t.spent} credits), ${t.refused.length} refused`,
    );
    assert.deepEqual(t.unexpected, []);
    assert.equal(budget.used_credits, t.spent);
    assert.equal(usage.by_project.capped, t.spent);
    assert.ok(t.spent <= 100, `${t.spent} spent of a budget of 100`);
    assert.ok(
      100 - t.spent < t.cheapestRefused,
      `${100 - t.spent} left, yet a ${t.cheapestRefused}-credit request was refused`,
    );
    // Another project of the same workspace is untouched by the hard stop.
    assert.equal(freeSpent, 100);
    assert.equal(usage.by_project.unbudgeted, 100);
    assert.equal(usage.credits_used, t.spent + 100);
    assert.equal(
      (await h.services.ledger.balance(h.workspaceId))!.remaining,
      10_000 - t.spent - 100,
    );
    for (const o of cappedOutcomes) assert.equal(o.charged, o.ok ? o.cost : 0, JSON.stringify(o));
    assert.ok(statuses.every((s) => s === "completed"), statuses.join(","));
    // The warning and the exceeded alert fired once each, whatever the interleaving.
    await waitUntil("both alerts delivered", async () => {
      const list = await listAllDeliveries(base, { "x-api-key": h.key });
      return list.length === 2 && list.every((d) => d.status === "delivered");
    });
    const deliveries = await listAllDeliveries(base, { "x-api-key": h.key });
    assert.deepEqual(deliveries.map((d) => d.event_type).sort(), [
      "project.budget_exceeded",
      "project.budget_warning",
    ]);
    assert.deepEqual(
      receiver.received.filter((r) => r.status === 200).map((r) => r.type).sort(),
      ["project.budget_exceeded", "project.budget_warning"],
    );
    assert.ok(receiver.received.every((r) => r.verified));
  } finally {
    await close();
    await receiver.close();
  }
});

Deno.test("[concurrency] N requests at once against a rate limit of L admit exactly L: REST, MCP, both on one key, and again next window", async () => {
  // A fixed clock inside one window: the burst cannot straddle two windows.
  let clock = Date.parse("2026-11-25T10:30:00.000Z");
  const { h, base, close } = await harness({
    now: () => new Date(clock),
    env: { RATE_LIMITS: "pro=40/100000", RATE_LIMIT_WINDOW_SECONDS: "3600" },
  });
  try {
    const newKey = async () =>
      (await createApiKey(h.kv, { workspaceId: h.workspaceId, plan: "pro" })).key;
    const burst = async (key: string, calls: Call[]) => {
      const outcomes = await Promise.all(calls.map((c) => send(base, key, c)));
      const t = tally(outcomes, "RATE_LIMITED");
      assert.deepEqual(t.unexpected, []);
      for (const o of t.refused) {
        assert.equal(o.charged, 0);
        if (o.via === "rest") assert.ok(Number(o.retryAfter) > 0, "429 without Retry-After");
      }
      return t;
    };
    const rest = await burst(h.key, Array.from({ length: 150 }, () => echo(10)));
    const mcp = await burst(
      await newKey(),
      Array.from({ length: 150 }, () => echo(10, { via: "mcp" })),
    );
    const mixed = await burst(
      await newKey(),
      Array.from({ length: 150 }, (_, i) => echo(10, { via: i % 2 ? "mcp" : "rest" })),
    );
    clock += 3_600_000; // the next window
    const next = await burst(h.key, Array.from({ length: 100 }, () => echo(10)));
    const usage = await usageOf(h);
    const admitted = [rest, mcp, mixed, next].map((t) => t.accepted.length);
    await count("concurrent_requests", 150 * 3 + 100);
    await count("double_charges", doubleCharges(usage.credits_used, 4 * 40, 1));
    console.log(`admitted of 150, 150, 150, 100 at a limit of 40: ${admitted.join(", ")}`);
    assert.deepEqual(admitted, [40, 40, 40, 40]);
    // One bucket for both surfaces: the mixed burst (75 MCP, 75 REST) admits 40 in all, not 40
    // each. Which surface's requests reach the limiter first is scheduling (bodies are read in
    // turn, and MCP parses more before it draws its token), so either may take them all.
    assert.equal(usage.credits_used, 4 * 40);
  } finally {
    await close();
  }
});

Deno.test("[concurrency] one Idempotency-Key sent 15 times at once, for 20 keys: one job and one charge per key", async () => {
  const { h, base, close } = await harness({ credits: 1000 });
  try {
    const calls: { key: string; call: Call }[] = [];
    for (let k = 0; k < 20; k++) {
      const key = `idem-${k}`;
      // Half queue a job, half wait for the result; a few keys also get a different body.
      const call = k % 2 ? steps({ body: { tag: `idem-job-${k}`, steps: 1 } }) : echo(10);
      for (let i = 0; i < 15; i++) {
        calls.push({ key, call: { ...call, headers: { "idempotency-key": key } } });
      }
      if (k % 5 === 0) {
        // Same price, different body: whichever claims the key first is the one charged.
        const other = k % 2 ? { ...call.body, steps: 2 } : { word: "other", limit: 10 };
        for (let i = 0; i < 3; i++) {
          calls.push({ key, call: { ...call, body: other, headers: { "idempotency-key": key } } });
        }
      }
    }
    const outcomes = await Promise.all(calls.map(({ call }) => send(base, h.key, call)));
    const byKey = new Map<string, Outcome[]>();
    outcomes.forEach((o, i) => byKey.set(calls[i].key, [...(byKey.get(calls[i].key) ?? []), o]));
    const jobs = new Set<string>();
    let charged = 0;
    for (const [key, list] of byKey) {
      const ok = list.filter((o) => o.ok);
      const ids = new Set(ok.map((o) => o.jobId));
      assert.equal(ids.size, 1, `${key}: ${[...ids].join(", ")}`);
      jobs.add([...ids][0]!);
      // Exactly one answer of the key says it charged; replays and refusals cost nothing.
      assert.equal(list.filter((o) => o.charged > 0).length, 1, `${key} charged twice`);
      charged += list.reduce((n, o) => n + o.charged, 0);
      for (const o of list.filter((o) => !o.ok)) {
        assert.ok(
          ["IDEMPOTENCY_IN_PROGRESS", "IDEMPOTENCY_KEY_REUSED"].includes(o.code!),
          `${key}: ${o.code}`,
        );
      }
    }
    const statuses = await settle(h.services, [...jobs]);
    const usage = await usageOf(h);
    const expected = 10 * 1 + 10 * 2;
    await count("concurrent_requests", calls.length);
    await count("double_charges", doubleCharges(usage.credits_used, expected, 2));
    const codes: Record<string, number> = {};
    for (const o of outcomes) codes[o.code ?? "ok"] = (codes[o.code ?? "ok"] ?? 0) + 1;
    console.log(`${calls.length} requests on 20 keys: ${JSON.stringify(codes)}`);
    assert.equal(jobs.size, 20);
    assert.equal(charged, expected);
    assert.equal(usage.credits_used, expected);
    assert.ok(statuses.every((s) => s === "completed"), statuses.join(","));
    for (let k = 1; k < 20; k += 2) assert.equal(runCounts.get(`idem-job-${k}`), 1);
  } finally {
    await close();
  }
});

Deno.test("[concurrency] two app instances over one store (as two Deploy isolates): rate limit, credits and budget stay exact, each job runs once", async () => {
  // One clock for both, fixed inside one rate-limit window.
  const clock = Date.parse("2026-11-25T10:30:00.000Z");
  const now = () => new Date(clock);
  const config = loadConfig({
    RATE_LIMITS: "pro=150/100000,scale=100000/100000",
    RATE_LIMIT_WINDOW_SECONDS: "3600",
    MAX_BODIES_IN_FLIGHT: "2000",
    JOB_RETRY_BASE_MS: "10",
  });
  const kv = await openTestStore();
  const instances = [0, 1].map(() => {
    const services = createServices(config, kv, { workers, operations: jobOperations, now });
    const server = serve(createApp(services).fetch);
    return { services, server, queue: listenQueue(services) };
  });
  try {
    const ws = await createWorkspace(kv, { name: "shared", credits: 300 });
    const limited = (await createApiKey(kv, { workspaceId: ws.id, plan: "pro" })).key;
    const loaded = (await createApiKey(kv, { workspaceId: ws.id, plan: "scale" })).key;
    const spread = (key: string, calls: Call[]) =>
      Promise.all(calls.map((c, i) => send(instances[i % 2].server.base, key, c)));
    const balance = async () => (await instances[0].services.ledger.balance(ws.id))!;

    // 1. The rate limit: 400 requests, half through each instance, against 150.
    const rate = tally(
      await spread(limited, Array.from({ length: 400 }, () => echo(10))),
      "RATE_LIMITED",
    );
    assert.deepEqual(rate.unexpected, []);
    assert.equal(rate.accepted.length, 150);
    assert.equal((await balance()).remaining, 150);

    // 2. Credits: the 150 left, raced by 300 requests of 1-3 credits and queued jobs.
    const calls = Array.from({ length: 300 }, (_, i) => [echo(10), echo(30), steps()][i % 3]);
    const race = spread(loaded, calls);
    const floor = lowest(async () => (await balance()).remaining, race);
    const credits = tally(await race, "CREDITS_EXHAUSTED");
    assert.deepEqual(credits.unexpected, []);
    assert.ok((await floor) >= 0);
    const left = (await balance()).remaining;
    assert.equal(left, 150 - credits.spent);
    assert.ok(left < credits.cheapestRefused, `${left} left, a ${credits.cheapestRefused} refused`);
    const jobIds = credits.accepted.filter((o) => o.cost === 2).map((o) => o.jobId!);
    const statuses = await Promise.all(jobIds.map(async (id, i) => {
      return (await instances[i % 2].services.jobs.waitFor(id, 20_000))?.status;
    }));
    assert.ok(statuses.every((s) => s === "completed"), statuses.join(","));
    const tagsRun = calls.filter((c) => c.path === "/test/steps").map((c) => c.body.tag as string);
    // No job ran twice, whichever instance's runner took it (runs are counted by tag).
    assert.ok(tagsRun.every((tag) => (runCounts.get(tag) ?? 0) <= 1));
    assert.equal(tagsRun.filter((tag) => runCounts.get(tag) === 1).length, jobIds.length);

    // 3. A budget of 100 on a project, raced by 300 requests through both instances.
    await instances[1].services.ledger.grant(ws.id, 10_000);
    await setBudget(kv, {
      workspace_id: ws.id,
      project_id: "both",
      limit_credits: 100,
      warn_at_percent: 80,
      hard_stop: true,
      updated_at: now().toISOString(),
    });
    const project = { "x-project-id": "both" };
    const budget = tally(
      await spread(
        loaded,
        Array.from({ length: 300 }, (_, i) => [echo(10), echo(20), echo(30)][i % 3]).map((c) => ({
          ...c,
          headers: project,
        })),
      ),
      "BUDGET_EXCEEDED",
    );
    assert.deepEqual(budget.unexpected, []);
    const usage = await readUsage(kv, ws.id);
    assert.equal(usage.by_project.both, budget.spent);
    assert.ok(
      budget.spent <= 100 && 100 - budget.spent < budget.cheapestRefused,
      `${budget.spent}`,
    );
    const spent = rate.spent + credits.spent + budget.spent;
    await count("concurrent_requests", 400 + 300 + 300);
    await count("double_charges", doubleCharges(usage.credits_used, spent, 3));
    console.log(
      `rate limit 150 of 400; credits ${credits.spent} of 150 (${credits.accepted.length} ` +
        `accepted, ${jobIds.length} jobs); budget ${budget.spent} of 100`,
    );
    assert.equal(usage.credits_used, spent);
    assert.equal((await balance()).remaining, 300 + 10_000 - spent);
  } finally {
    for (const i of instances) {
      await i.server.close();
      await i.services.jobs.idle();
    }
    await kv.close();
    await Promise.all(instances.map((i) => i.queue));
  }
});

Deno.test({
  name: "[concurrency] an MCP tool call's x-credits-charged says what it charged, as REST's does",
  // Regression: /mcp never set x-credits-charged, so a charged tool call answered "0".
  fn: async () => {
    const { h, base, close } = await harness({ credits: 100 });
    try {
      const res = await fetch(
        `${base}/mcp`,
        mcpToolCall(h.key, "test_echo", { word: "hi", limit: 20 }),
      );
      const body = await res.json();
      assert.equal(body.result.structuredContent.meta.credits_charged, 2);
      assert.equal(res.headers.get("x-credits-remaining"), "98");
      assert.equal(res.headers.get("x-credits-charged"), "2");
    } finally {
      await close();
    }
  },
});
