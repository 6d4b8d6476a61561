/** End-to-end over a real socket: concurrency of charges and the admin API. */
import assert from "node:assert/strict";
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { createApp } from "../routes/app.ts";
import { fakeOperations } from "./fake_ops.ts";
import { workers } from "../jobs/workers.ts";
import { enqueue } from "../lib/store/queue.ts";
import { work } from "../lib/store/queue_worker.ts";
import { openTestStore } from "./store.ts";

const ADMIN = "test-admin-token-0123456789";

async function serve(env: Record<string, string> = {}) {
  const kv = await openTestStore();
  const config = loadConfig({ ADMIN_TOKEN: ADMIN, ...env });
  const services = createServices(config, kv, { workers, operations: fakeOperations });
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    createApp(services).fetch,
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  return {
    base,
    admin,
    kv,
    close: async () => {
      await server.shutdown();
      await kv.close();
    },
  };
}

Deno.test("[http] 200 concurrent requests against credits for 100 charge exactly 100 and refuse the rest with 402", async () => {
  const s = await serve({ RATE_LIMITS: "pro=100000/100000" });
  const ws = await s.admin("POST", "/workspaces", { name: "load", credits: 100 });
  assert.equal(ws.status, 201);
  const key = await s.admin("POST", "/keys", { workspace_id: ws.body.workspace_id });
  const responses = await Promise.all(Array.from({ length: 200 }, async () => {
    const res = await fetch(`${s.base}/api/v1/test/echo?sync=true`, {
      method: "POST",
      headers: { "x-api-key": key.body.key, "content-type": "application/json" },
      body: JSON.stringify({ word: "hi" }),
    });
    await res.body?.cancel();
    return res.status;
  }));
  assert.equal(responses.filter((s) => s === 200).length, 100);
  assert.equal(responses.filter((s) => s === 402).length, 100);
  const list = await s.admin("GET", "/workspaces");
  const row = list.body.workspaces.find((w: { workspace_id: string }) =>
    w.workspace_id === ws.body.workspace_id
  );
  assert.deepEqual([row.credits_remaining, row.credits_used], [0, 100]);
  await s.close();
});

Deno.test("[http] the admin API manages workspaces, credits, keys and budgets behind ADMIN_TOKEN", async () => {
  const s = await serve();
  const noAuth = await fetch(`${s.base}/admin/v1/workspaces`);
  assert.equal(noAuth.status, 401);
  await noAuth.body?.cancel();

  const ws = await s.admin("POST", "/workspaces", { name: "acme", credits: 10 });
  assert.equal(ws.status, 201);
  const id = ws.body.workspace_id;
  assert.deepEqual((await s.admin("POST", `/workspaces/${id}/credits`, { amount: 15 })).body, {
    workspace_id: id,
    granted: 15,
    credits_remaining: 25,
  });
  const bad = await s.admin("POST", `/workspaces/${id}/credits`, { amount: -3 });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.details.issues[0].path, "amount");

  const key = await s.admin("POST", "/keys", {
    workspace_id: id,
    name: "browser",
    plan: "free",
    allowed_domains: ["https://app.example.com"],
  });
  assert.equal(key.status, 201);
  assert.match(key.body.key, /^sk_live_/);
  assert.equal(key.body.prefix, key.body.key.slice(0, 14));
  const listed = await s.admin("GET", `/keys?workspace_id=${id}`);
  assert.equal(listed.body.keys.length, 1);
  assert.ok(!JSON.stringify(listed.body).includes(key.body.key));
  assert.equal(listed.body.keys[0].prefix, key.body.prefix);
  const unknownPlan = await s.admin("POST", "/keys", { workspace_id: id, plan: "gold" });
  assert.equal(unknownPlan.status, 400);
  const missingWs = await s.admin("POST", "/keys", { workspace_id: "ws_nope" });
  assert.equal(missingWs.status, 404);

  const budget = await s.admin("PUT", "/projects/client-alpha/budget", {
    workspace_id: id,
    limit_credits: 500,
  });
  assert.equal(budget.status, 200);
  assert.deepEqual(
    [
      budget.body.project_id,
      budget.body.limit_credits,
      budget.body.warn_at_percent,
      budget.body.hard_stop,
    ],
    ["client-alpha", 500, 80, true],
  );

  const revoked = await s.admin("DELETE", `/keys/${key.body.id}`);
  assert.ok(revoked.body.revoked_at);
  const use = await fetch(`${s.base}/api/v1/usage`, {
    headers: { "x-api-key": key.body.key, origin: "https://app.example.com" },
  });
  assert.equal(use.status, 403);
  assert.equal((await use.json()).error.code, "KEY_REVOKED");
  await s.close();
});

Deno.test("[http] the admin API lists queue messages given up after their last attempt", async () => {
  const s = await serve();
  try {
    assert.deepEqual((await s.admin("GET", "/queue/dead-letters")).body, { dead_letters: [] });
    const message = { kind: "webhook_delivery", delivery_id: "dlv_x", attempt: 1, manual: false };
    await enqueue(s.kv.atomic(), message).commit();
    const controller = new AbortController();
    const failing = work(s.kv, () => Promise.reject(new Error("endpoint gone")), {
      maxAttempts: 1,
      pollMs: 20,
      signal: controller.signal,
    });
    let listed = await s.admin("GET", "/queue/dead-letters");
    for (let i = 0; i < 100 && listed.body.dead_letters.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      listed = await s.admin("GET", "/queue/dead-letters");
    }
    controller.abort();
    await failing;
    assert.equal(listed.status, 200);
    const [dead] = listed.body.dead_letters;
    assert.deepEqual([dead.kind, dead.attempts, dead.message], ["webhook_delivery", 1, message]);
    assert.match(dead.error, /endpoint gone/);
  } finally {
    await s.close();
  }
});

Deno.test("[http] the admin API is absent without ADMIN_TOKEN", async () => {
  const kv = await openTestStore();
  const services = createServices(loadConfig({}), kv, { workers, operations: fakeOperations });
  const res = await createApp(services).request("/admin/v1/workspaces");
  assert.equal(res.status, 404);
  assert.match((await res.json()).error.message, /ADMIN_TOKEN/);
  await kv.close();
});

Deno.test("[http] an overlong id in a path is a 400 naming the path, and the admin API bounds its bodies", async () => {
  const s = await serve({ MAX_BODY_BYTES: "4096" });
  const long = "j".repeat(5000);
  for (const path of [`/api/v1/jobs/job_${long}`, `/api/v1/webhooks/endpoints/${long}`]) {
    const res = await fetch(`${s.base}${path}`, { headers: { "x-api-key": "sk_live_x" } });
    const body = await res.json();
    assert.equal(res.status, 400, path.slice(0, 40));
    assert.equal(body.error.code, "INVALID_PARAMETERS");
    assert.equal(body.error.retryable, false);
    assert.equal(body.error.details.issues[0].path, "path");
  }
  const admin = await fetch(`${s.base}/admin/v1/workspaces`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "x".repeat(10_000), credits: 1 }),
  });
  assert.equal(admin.status, 413);
  await admin.body?.cancel();
  await s.close();
});
