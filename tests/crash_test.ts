/** Crash recovery: a server killed with SIGKILL mid-jobs loses none and charges each once. */
import assert from "node:assert/strict";
import { spawnDeno } from "./process.ts";
import { serverStoreEnv } from "./store.ts";

const ADMIN = "crash-admin-token-0123456789";

async function start(kvPath: string, env: Record<string, string> = {}) {
  const child = await spawnDeno([
    "run",
    "-A",
    new URL("./fixtures/server.ts", import.meta.url).pathname,
  ], {
    env: {
      PORT: "0",
      KV_PATH: kvPath,
      ADMIN_TOKEN: ADMIN,
      JOB_LEASE_MS: "1000",
      QUEUE_VISIBILITY_MS: "2000",
      JOB_CONCURRENCY: "20",
      RATE_LIMITS: "pro=100000/100000",
      ...await serverStoreEnv(kvPath),
      ...env,
    },
    marker: /listening on (\d+)/,
    stderr: "null",
  });
  const port = Number(/listening on (\d+)/.exec(child.output)![1]);
  return { kill: () => child.stop("SIGKILL"), base: `http://127.0.0.1:${port}` };
}

async function json(res: Promise<Response>) {
  return await (await res).json();
}

/** Creates a funded workspace and key through the admin API. */
async function provision(base: string, credits: number): Promise<Record<string, string>> {
  const admin = { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" };
  const ws = await json(fetch(`${base}/admin/v1/workspaces`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ name: "crash", credits }),
  }));
  const { key } = await json(fetch(`${base}/admin/v1/keys`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ workspace_id: ws.workspace_id }),
  }));
  return { "x-api-key": key, "content-type": "application/json" };
}

Deno.test("[crash] kill -9 with webhook deliveries pending: after a restart every one arrives", async () => {
  let up = false;
  const ok = new Set<string>();
  const receiver = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    await req.text();
    if (!up) return new Response("down", { status: 503 });
    ok.add(req.headers.get("webhook-id")!);
    return new Response("ok");
  });
  const dir = await Deno.makeTempDir({ prefix: "rankscope-crash-wh-" });
  const kvPath = `${dir}/service.kv`;
  const env = {
    ALLOW_INSECURE_WEBHOOKS: "1",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    // Long enough that no delivery runs out of attempts before the kill, even on a busy machine.
    WEBHOOK_RETRY_SCHEDULE_MS: "2000,2000,2000,2000,2000,2000,2000",
  };
  let server = await start(kvPath, env);
  try {
    const headers = await provision(server.base, 100);
    await json(fetch(`${server.base}/api/v1/webhooks/endpoints`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        url: `http://127.0.0.1:${receiver.addr.port}/hook`,
        events: ["job.completed"],
      }),
    }));
    for (let i = 0; i < 10; i++) {
      await json(fetch(`${server.base}/api/v1/test/steps`, {
        method: "POST",
        headers,
        body: JSON.stringify({ tag: `wh-crash-${i}` }),
      }));
    }
    // Wait until the first attempts have failed and retries are scheduled, then kill.
    for (let n = 0; n < 200; n++) {
      const log = await json(
        fetch(`${server.base}/api/v1/webhooks/deliveries?limit=100`, { headers }),
      );
      if (
        log.deliveries.length === 10 &&
        log.deliveries.every((d: { attempts: number }) => d.attempts >= 1)
      ) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await server.kill();
    up = true;
    server = await start(kvPath, env);
    const end = Date.now() + 30_000;
    let log: { id: string; status: string }[] = [];
    while (Date.now() < end) {
      log = (await json(fetch(`${server.base}/api/v1/webhooks/deliveries?limit=100`, { headers })))
        .deliveries;
      if (log.length === 10 && log.every((d) => d.status === "delivered")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(
      log.map((d) => d.status),
      Array(10).fill("delivered"),
      JSON.stringify(log.filter((d) => d.status !== "delivered")),
    );
    assert.deepEqual([...ok].sort(), log.map((d) => d.id).sort());
  } finally {
    await server.kill();
    await receiver.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[crash] kill -9 with 20 jobs in flight: after a restart all 20 complete, each charged once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-crash-" });
  const kvPath = `${dir}/service.kv`;
  let server = await start(kvPath);
  const admin = { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" };
  const ws = await json(fetch(`${server.base}/admin/v1/workspaces`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ name: "crash", credits: 100 }),
  }));
  const { key } = await json(fetch(`${server.base}/admin/v1/keys`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ workspace_id: ws.workspace_id }),
  }));
  const headers = { "x-api-key": key, "content-type": "application/json" };
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const env = await json(fetch(`${server.base}/api/v1/test/steps`, {
      method: "POST",
      headers,
      body: JSON.stringify({ tag: `crash-${i}`, steps: 4, sleep_ms: 400 }),
    }));
    ids.push(env.job_id);
  }
  // Wait until every job is running, then kill the process without any chance to clean up.
  for (let n = 0; n < 200; n++) {
    const running = await json(
      fetch(`${server.base}/api/v1/jobs?status=running&limit=50`, { headers }),
    );
    if (running.jobs.length === 20) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  await server.kill();

  server = await start(kvPath);
  try {
    // The restarted process resumes every unfinished job when its lease (1 s here) ends, not when
    // KV redelivers the killed process's in-flight messages (about a minute): well within 30 s.
    const end = Date.now() + 30_000;
    let jobs: { status: string; attempts: number; credits_charged: number }[] = [];
    while (Date.now() < end) {
      jobs = await Promise.all(
        ids.map((id) => json(fetch(`${server.base}/api/v1/jobs/${id}`, { headers }))),
      );
      if (jobs.every((j) => j.status === "completed")) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.deepEqual(
      jobs.map((j) => j.status),
      Array(20).fill("completed"),
      JSON.stringify(jobs.filter((j) => j.status !== "completed")),
    );
    assert.ok(jobs.every((j) => j.attempts === 2), jobs.map((j) => j.attempts).join(","));
    const usage = await json(fetch(`${server.base}/api/v1/usage`, { headers }));
    assert.equal(usage.credits_used, 40);
    assert.equal(usage.credits_remaining, 60);
  } finally {
    await server.kill();
    await Deno.remove(dir, { recursive: true });
  }
});
