import assert from "node:assert/strict";
import { Webhook } from "standardwebhooks";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { DeliveryListSchema } from "../lib/webhooks/schemas.ts";
import { jobOperations, runCounts } from "./fake_ops.ts";
import { type Harness, runJob, setProjectBudget, setup, waitUntil } from "./helpers.ts";

/** A local webhook receiver answering with `statuses` in turn (the last one repeats). */
function receiver(initial: number[] = [200]) {
  const received: { headers: Record<string, string>; body: string; status: number }[] = [];
  let statuses = initial;
  let n = 0;
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const body = await req.text();
    const status = statuses[Math.min(n++, statuses.length - 1)];
    received.push({ headers: Object.fromEntries(req.headers), body, status });
    return new Response(status < 300 ? "ok" : "not now", { status });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks`,
    received,
    delivered: () => received.filter((r) => r.status < 300),
    answer: (next: number[]) => {
      statuses = next;
      n = 0;
    },
    close: () => server.shutdown(),
  };
}

const FAST = {
  FETCH_ALLOW_HOSTS: "127.0.0.1",
  ALLOW_INSECURE_WEBHOOKS: "1",
  WEBHOOK_RETRY_SCHEDULE_MS: "30,30,30,30,30,30,30",
  WEBHOOK_TIMEOUT_MS: "2000",
};

async function createEndpoint(h: Harness, body: Record<string, unknown>) {
  const res = await h.post("/webhooks/endpoints", body);
  assert.equal(res.status, 201, await res.clone().text());
  return await res.json();
}

/** The delivery log, parsed with the schema the API declares for it. */
async function deliveries(h: Harness, query = "") {
  return DeliveryListSchema.parse(await (await h.get(`/webhooks/deliveries${query}`)).json())
    .deliveries;
}

Deno.test("[webhooks] endpoints: created with a secret shown once, listed, updated and deleted", async () => {
  const h = await setup({ operations: jobOperations, env: FAST });
  const created = await createEndpoint(h, { url: "http://127.0.0.1:9/hooks", description: "ci" });
  assert.match(created.secret, /^whsec_/);
  assert.deepEqual(created.events, [
    "job.completed",
    "job.failed",
    "job.cancelled",
    "project.budget_warning",
    "project.budget_exceeded",
  ]);
  const list = await (await h.get("/webhooks/endpoints")).json();
  assert.equal(list.endpoints.length, 1);
  assert.equal(list.endpoints[0].secret, undefined);
  assert.ok(!JSON.stringify(list).includes(created.secret));
  const patched = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "PATCH",
    headers: { "x-api-key": h.key, "content-type": "application/json" },
    body: JSON.stringify({ events: ["job.failed"], is_active: false }),
  });
  assert.equal(patched.status, 200);
  assert.deepEqual([(await patched.json()).events, list.endpoints[0].description], [
    ["job.failed"],
    "ci",
  ]);
  const empty = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "PATCH",
    headers: { "x-api-key": h.key, "content-type": "application/json" },
    body: "{}",
  });
  assert.equal(empty.status, 400);
  // An endpoint can be set back to every event kind, all five of them.
  const all = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "PATCH",
    headers: { "x-api-key": h.key, "content-type": "application/json" },
    body: JSON.stringify({ events: created.events }),
  });
  assert.equal(all.status, 200, await all.clone().text());
  assert.equal((await all.json()).events.length, 5);
  const other = await createWorkspace(h.kv, { name: "other", credits: 0 });
  const { key } = await createApiKey(h.kv, { workspaceId: other.id, plan: "pro" });
  const foreign = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "DELETE",
    headers: { "x-api-key": key },
  });
  assert.equal(foreign.status, 404);
  const deleted = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "DELETE",
    headers: { "x-api-key": h.key },
  });
  assert.deepEqual(await deleted.json(), { id: created.id, deleted: true });
  assert.equal((await (await h.get("/webhooks/endpoints")).json()).endpoints.length, 0);
  await h.close();
});

Deno.test("[webhooks] plain http, private and loopback URLs are refused at creation unless allowed", async () => {
  const h = await setup({ operations: jobOperations });
  for (
    const url of [
      "http://hooks.example.com/x",
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://10.0.0.5/x",
      "https://169.254.169.254/latest",
      "https://2130706433/x",
      "ftp://example.com/x",
    ]
  ) {
    const res = await h.post("/webhooks/endpoints", { url });
    assert.equal(res.status, 400, url);
    const err = (await res.json()).error;
    assert.equal(err.details.issues[0].path, "url");
  }
  const bad = await h.post("/webhooks/endpoints", {
    url: "https://a.example/x",
    events: ["job.done"],
  });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).error.details.issues[0].path, "events[0]");
  await h.close();
});

Deno.test("[webhooks] a refused local receiver URL names the flags that allow it", async () => {
  const message = async (h: Harness, url: string) => {
    const res = await h.post("/webhooks/endpoints", { url });
    assert.equal(res.status, 400, url);
    return (await res.json()).error.details.issues[0].message as string;
  };
  const strict = await setup({ operations: jobOperations });
  const plain = await message(strict, "http://127.0.0.1:9999/hooks");
  assert.match(plain, /http: is not allowed/);
  assert.match(plain, /ALLOW_INSECURE_WEBHOOKS=1/);
  assert.match(plain, /FETCH_ALLOW_HOSTS=127\.0\.0\.1/);
  assert.match(await message(strict, "https://localhost/x"), /set FETCH_ALLOW_HOSTS=localhost/);
  assert.doesNotMatch(await message(strict, "https://169.254.169.254/latest"), /FETCH_ALLOW/);
  await strict.close();
  const insecure = await setup({
    operations: jobOperations,
    env: { ALLOW_INSECURE_WEBHOOKS: "1" },
  });
  const loopback = await message(insecure, "http://127.0.0.1:9999/hooks");
  assert.match(loopback, /loopback address/);
  assert.match(loopback, /set FETCH_ALLOW_HOSTS=127\.0\.0\.1/);
  assert.doesNotMatch(loopback, /ALLOW_INSECURE_WEBHOOKS/);
  await insecure.close();
});

Deno.test("[webhooks] a completed job is delivered, signed so that standardwebhooks verifies it", async () => {
  const rx = receiver();
  const h = await setup({ operations: jobOperations, env: FAST });
  const endpoint = await createEndpoint(h, { url: rx.url, events: ["job.completed"] });
  const job = await runJob(h, "/test/steps", { tag: "wh-ok" }, {
    "x-project-id": "p1",
    "x-workflow-id": "w1",
  });
  const jobId = job.job_id;
  await waitUntil(
    "the receiver got the deliveries",
    () => Promise.resolve(rx.delivered().length === 1),
  );
  const hit = rx.received[0];
  const hook = new Webhook(endpoint.secret);
  const payload = hook.verify(hit.body, hit.headers) as {
    type: string;
    data: Record<string, unknown>;
  };
  assert.equal(payload.type, "job.completed");
  assert.deepEqual(payload.data, {
    job_id: jobId,
    operation: "/test/steps",
    status: "completed",
    project_id: "p1",
    workflow_id: "w1",
    result_url: `/api/v1/jobs/${jobId}`,
  });
  assert.throws(() => hook.verify(hit.body.replace("completed", "failed"), hit.headers));
  const [d] = await waitUntil("the deliveries reached the state waited for", async () => {
    const list = await deliveries(h);
    return list.length === 1 && list[0].status === "delivered" ? list : null;
  });
  assert.equal(d.attempts, 1);
  assert.equal(hit.headers["webhook-id"], d.id);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] a receiver down for two attempts gets the event exactly once after it recovers", async () => {
  const rx = receiver([503, 500, 200]);
  const h = await setup({ operations: jobOperations, env: FAST });
  await createEndpoint(h, { url: rx.url, events: ["job.failed"] });
  await runJob(h, "/test/flaky", { tag: "wh-retry", permanent: true });
  const [d] = await waitUntil("the deliveries reached the state waited for", async () => {
    const list = await deliveries(h);
    return list[0]?.status === "delivered" ? list : null;
  });
  assert.equal(rx.delivered().length, 1);
  assert.equal(rx.received.length, 3);
  assert.equal(new Set(rx.received.map((r) => r.headers["webhook-id"])).size, 1);
  assert.deepEqual(
    d.attempt_log.map((a) => [a.attempt, a.response_code, a.failure_reason]),
    [[1, 503, "HTTP 503"], [2, 500, "HTTP 500"], [3, 200, null]],
  );
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(rx.received.length, 3);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] after the last attempt a delivery fails; a manual retry resends it without re-running the job", async () => {
  const rx = receiver([503]);
  const h = await setup({ operations: jobOperations, env: FAST });
  await createEndpoint(h, { url: rx.url, events: ["job.completed"] });
  await runJob(h, "/test/steps", { tag: "wh-fail" });
  const [d] = await waitUntil("the deliveries reached the state waited for", async () => {
    const list = await deliveries(h, "?status=failed");
    return list.length === 1 ? list : null;
  });
  assert.equal(d.attempts, 8);
  assert.equal(d.last_failure_reason, "HTTP 503");
  assert.equal(rx.received.length, 8);
  rx.answer([200]);
  const retried = await h.post(`/webhooks/deliveries/${d.id}/retry`, {});
  assert.equal(retried.status, 202);
  assert.equal((await retried.json()).status, "pending");
  const done = await waitUntil("the deliveries reached the state waited for", async () => {
    const one = await (await h.get(`/webhooks/deliveries/${d.id}`)).json();
    return one.status === "delivered" ? one : null;
  });
  assert.equal(done.attempts, 9);
  assert.equal(rx.received.length, 9);
  assert.equal(rx.received[8].body, rx.received[0].body);
  assert.equal(rx.received[8].headers["webhook-id"], rx.received[0].headers["webhook-id"]);
  assert.equal(runCounts.get("wh-fail"), 1);
  const again = await h.post(`/webhooks/deliveries/${d.id}/retry`, {});
  assert.equal(again.status, 409);
  assert.match((await again.json()).error.message, /was delivered at .*nothing to retry/);
  assert.equal((await h.post("/webhooks/deliveries/dlv_nope/retry", {})).status, 404);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] a pending delivery retried by hand is sent now; its schedule continues from there, the old slot sends nothing", async () => {
  const rx = receiver([503]);
  const h = await setup({
    operations: jobOperations,
    env: { ...FAST, WEBHOOK_RETRY_SCHEDULE_MS: "3600000,3600000" },
  });
  await createEndpoint(h, { url: rx.url, events: ["job.completed"] });
  await runJob(h, "/test/steps", { tag: "wh-pending" });
  const [d] = await waitUntil("the deliveries reached the state waited for", async () => {
    const list = await deliveries(h, "?status=pending");
    return list.length === 1 && list[0].attempt_log.length === 1 ? list : null;
  });
  assert.ok(Date.parse(d.next_attempt_at!) - Date.now() > 3_000_000, "next attempt in an hour");
  // Fails again: still pending, the next attempt one schedule step after this one.
  const first = await h.post(`/webhooks/deliveries/${d.id}/retry`, {});
  assert.equal(first.status, 202);
  const failedAgain = await waitUntil("the deliveries reached the state waited for", async () => {
    const one = await (await h.get(`/webhooks/deliveries/${d.id}`)).json();
    return one.attempt_log.length === 2 && one.status === "pending" ? one : null;
  });
  assert.ok(Date.parse(failedAgain.next_attempt_at) - Date.now() > 3_000_000);
  rx.answer([200]);
  const second = await h.post(`/webhooks/deliveries/${d.id}/retry`, {});
  assert.equal(second.status, 202);
  const done = await waitUntil("the deliveries reached the state waited for", async () => {
    const one = await (await h.get(`/webhooks/deliveries/${d.id}`)).json();
    return one.status === "delivered" ? one : null;
  });
  assert.equal(done.attempts, 3);
  assert.equal(rx.received.length, 3);
  // The messages queued for the old times arrive later and find their attempts done.
  for (const attempt of [2, 3]) {
    await h.services.webhooks.deliver({
      kind: "webhook_delivery",
      delivery_id: d.id,
      attempt,
      manual: false,
    });
  }
  assert.equal(rx.received.length, 3);
  assert.equal(runCounts.get("wh-pending"), 1);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] a paused endpoint gets nothing new, resuming sends only new events, deletion keeps the log", async () => {
  const rx = receiver();
  const h = await setup({ operations: jobOperations, env: FAST });
  const endpoint = await createEndpoint(h, { url: rx.url, events: ["job.completed"] });
  const patch = (body: unknown) =>
    h.app.request(`/api/v1/webhooks/endpoints/${endpoint.id}`, {
      method: "PATCH",
      headers: { "x-api-key": h.key, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await patch({ is_active: false });
  await runJob(h, "/test/steps", { tag: "wh-paused" });
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(rx.received.length, 0);
  assert.equal((await deliveries(h)).length, 0);
  await patch({ is_active: true });
  await runJob(h, "/test/steps", { tag: "wh-resumed" });
  await waitUntil(
    "the receiver got the deliveries",
    () => Promise.resolve(rx.delivered().length === 1),
  );
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(rx.received.length, 1);
  assert.match(rx.received[0].body, /"completed"/);
  await h.app.request(`/api/v1/webhooks/endpoints/${endpoint.id}`, {
    method: "DELETE",
    headers: { "x-api-key": h.key },
  });
  await runJob(h, "/test/steps", { tag: "wh-deleted" });
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(rx.received.length, 1);
  const log = await deliveries(h, `?endpoint_id=${endpoint.id}`);
  assert.equal(log.length, 1);
  assert.equal(log[0].status, "delivered");
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] the delivery log filters by status, endpoint, project and event type, newest first", async () => {
  const ok = receiver([200]);
  const down = receiver([500]);
  const h = await setup({
    operations: jobOperations,
    env: { ...FAST, WEBHOOK_RETRY_SCHEDULE_MS: "20" },
  });
  const a = await createEndpoint(h, { url: ok.url });
  const b = await createEndpoint(h, { url: down.url, events: ["job.failed"] });
  await runJob(h, "/test/steps", { tag: "f1" }, { "x-project-id": "alpha" });
  await runJob(h, "/test/flaky", { tag: "f2", permanent: true }, { "x-project-id": "beta" });
  await waitUntil("the deliveries reached the state waited for", async () => {
    const all = await deliveries(h);
    return all.length === 3 && all.every((d) => d.status !== "pending");
  });
  assert.equal((await deliveries(h, `?endpoint_id=${a.id}`)).length, 2);
  const failed = await deliveries(h, "?status=failed");
  assert.deepEqual(failed.map((d) => [d.endpoint_id, d.project_id, d.attempts]), [[
    b.id,
    "beta",
    2,
  ]]);
  assert.deepEqual((await deliveries(h, "?project_id=alpha")).map((d) => d.event_type), [
    "job.completed",
  ]);
  assert.equal((await deliveries(h, "?event_type=job.failed")).length, 2);
  const page = await (await h.get("/webhooks/deliveries?limit=2")).json();
  assert.equal(page.deliveries.length, 2);
  assert.ok(page.next_cursor);
  const rest = await (await h.get(`/webhooks/deliveries?limit=2&cursor=${page.next_cursor}`))
    .json();
  assert.equal(rest.deliveries.length, 1);
  assert.equal(rest.next_cursor, null);
  assert.equal((await h.get("/webhooks/deliveries?limit=101")).status, 400);
  assert.equal((await h.get("/webhooks/deliveries?event_type=job.done")).status, 400);
  await h.close();
  await ok.close();
  await down.close();
});

Deno.test("[webhooks] project budgets: warning and exceeded fire once each, then a hard stop refuses with 402", async () => {
  const rx = receiver();
  const h = await setup({ operations: jobOperations, env: FAST, credits: 100 });
  await createEndpoint(h, {
    url: rx.url,
    events: ["project.budget_warning", "project.budget_exceeded"],
  });
  await setProjectBudget(h, "client-a", { limit: 10, warnAt: 50 });
  const headers = { "x-project-id": "client-a" };
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await h.post("/test/steps?sync=true", { tag: `b${i}` }, headers);
    statuses.push(res.status);
    if (res.status === 402) assert.equal((await res.json()).error.code, "BUDGET_EXCEEDED");
    else await res.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 402, 402]);
  const other = await runJob(h, "/test/steps", { tag: "other-project" }, {
    "x-project-id": "client-b",
  });
  assert.equal(other.status, "completed");
  await waitUntil(
    "the receiver got the deliveries",
    () => Promise.resolve(rx.delivered().length === 2),
  );
  await new Promise((r) => setTimeout(r, 200));
  const events = rx.received.map((r) => JSON.parse(r.body));
  assert.deepEqual(events.map((e) => [e.type, e.data.used_credits, e.data.percent]).sort(), [
    ["project.budget_exceeded", 10, 100],
    ["project.budget_warning", 6, 60],
  ]);
  const log = await deliveries(h, "?project_id=client-a");
  assert.deepEqual(log.map((d) => d.event_type).sort(), [
    "project.budget_exceeded",
    "project.budget_warning",
  ]);
  assert.equal((await (await h.get("/usage")).json()).by_project["client-a"], 10);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] a hard stop says what remains, and budget_exceeded carries the figures then", async () => {
  const rx = receiver();
  const h = await setup({ operations: jobOperations, env: FAST, credits: 100 });
  await createEndpoint(h, { url: rx.url, events: ["project.budget_exceeded"] });
  await setProjectBudget(h, "client-c", { limit: 5, warnAt: 100 });
  const headers = { "x-project-id": "client-c" };
  for (const tag of ["c1", "c2"]) {
    assert.equal((await h.post("/test/steps?sync=true", { tag }, headers)).status, 200);
  }
  const refused = await h.post("/test/steps?sync=true", { tag: "c3" }, headers);
  assert.equal(refused.status, 402);
  const { error } = await refused.json();
  assert.equal(error.code, "BUDGET_EXCEEDED");
  assert.match(error.message, /costs 2 credits; 1 of the 5 .*remain this month/);
  assert.deepEqual(
    [error.details.credits_required, error.details.remaining_credits, error.details.used_credits],
    [2, 1, 4],
  );
  await waitUntil(
    "the receiver got the deliveries",
    () => Promise.resolve(rx.delivered().length === 1),
  );
  const event = JSON.parse(rx.received[0].body);
  assert.equal(event.type, "project.budget_exceeded");
  assert.deepEqual(
    [event.data.used_credits, event.data.remaining_credits, event.data.limit_credits],
    [4, 1, 5],
  );
  assert.deepEqual([event.data.percent, event.data.refused_credits], [80, 2]);
  const budget = await (await h.get("/projects/client-c/budget")).json();
  assert.equal(budget.exceeded_fired_at, event.timestamp);
  await h.close();
  await rx.close();
});

Deno.test("[webhooks] creating an endpoint with an Idempotency-Key is safe to retry", async () => {
  const h = await setup({ operations: jobOperations, env: FAST });
  const body = { url: "http://127.0.0.1:9/hooks", events: ["job.failed"] };
  const headers = { "idempotency-key": "create-hook-1" };
  const first = await h.post("/webhooks/endpoints", body, headers);
  const second = await h.post("/webhooks/endpoints", body, headers);
  assert.deepEqual([first.status, second.status], [201, 201]);
  assert.deepEqual(
    [first.headers.get("x-idempotent-replay"), second.headers.get("x-idempotent-replay")],
    [null, "true"],
  );
  const [a, b] = [await first.json(), await second.json()];
  assert.deepEqual(b, a);
  assert.equal((await (await h.get("/webhooks/endpoints")).json()).endpoints.length, 1);
  const other = await h.post(
    "/webhooks/endpoints",
    { ...body, events: ["job.completed"] },
    headers,
  );
  assert.equal(other.status, 422);
  assert.equal((await other.json()).error.code, "IDEMPOTENCY_KEY_REUSED");
  await h.close();
});
