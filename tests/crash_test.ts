/** Crash recovery: a server killed with SIGKILL mid-jobs loses none and charges each once. */
import assert from "node:assert/strict";

const ADMIN = "crash-admin-token-0123456789";

async function start(kvPath: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./fixtures/server.ts", import.meta.url).pathname],
    env: {
      PORT: "0",
      KV_PATH: kvPath,
      ADMIN_TOKEN: ADMIN,
      JOB_LEASE_MS: "1000",
      JOB_CONCURRENCY: "20",
      RATE_LIMITS: "pro=100000/100000",
      NO_COLOR: "1",
    },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/listening on (\d+)/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server did not start: ${out}`);
    out += value;
  }
  const port = Number(/listening on (\d+)/.exec(out)![1]);
  const drained = (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return { child, base: `http://127.0.0.1:${port}`, drained };
}

async function json(res: Promise<Response>) {
  return await (await res).json();
}

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
  server.child.kill("SIGKILL");
  await server.child.status;
  await server.drained;

  server = await start(kvPath);
  try {
    const end = Date.now() + 60_000;
    let jobs: { status: string; attempts: number; credits_charged: number }[] = [];
    while (Date.now() < end) {
      jobs = await Promise.all(
        ids.map((id) => json(fetch(`${server.base}/api/v1/jobs/${id}`, { headers }))),
      );
      if (jobs.every((j) => j.status === "completed")) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.deepEqual(jobs.map((j) => j.status), Array(20).fill("completed"));
    assert.ok(jobs.every((j) => j.attempts === 2), jobs.map((j) => j.attempts).join(","));
    const usage = await json(fetch(`${server.base}/api/v1/usage`, { headers }));
    assert.equal(usage.credits_used, 40);
    assert.equal(usage.credits_remaining, 60);
  } finally {
    server.child.kill("SIGKILL");
    await server.child.status;
    await server.drained;
    await Deno.remove(dir, { recursive: true });
  }
});
