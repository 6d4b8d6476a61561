/**
 * One process per KV file, as `deno task start` runs it: a second server on the same file exits 1
 * naming KV_PATH while the first keeps serving, and a restart after kill -9 is not blocked.
 */
import assert from "node:assert/strict";
import { queueQuickJob, spawnDeno, startTaskArgs } from "./process.ts";

const LISTENING = /listening on http:\/\/[^:]+:(\d+)/;

Deno.test("[single process] a second server on the same KV file exits 1 naming KV_PATH; the first keeps serving; kill -9 does not block a restart", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-single-" });
  const kvPath = `${dir}/service.kv`;
  const env = { PORT: "0", BIND_ADDRESS: "127.0.0.1", KV_PATH: kvPath, PROVIDER: "sandbox" };
  const args = await startTaskArgs();
  let first = await spawnDeno(args, { env, marker: LISTENING });
  try {
    const port = LISTENING.exec(first.output)![1];
    const key = /^\s+(sk_live_\S+)\s*$/m.exec(first.output)![1];

    const started = Date.now();
    const second = await new Deno.Command(Deno.execPath(), {
      args,
      env: { NO_COLOR: "1", ...env },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const took = Date.now() - started;
    const said = new TextDecoder().decode(second.stderr);
    assert.equal(second.code, 1, said);
    assert.ok(
      said.includes(`KV_PATH=${JSON.stringify(kvPath)}: another process (pid `),
      `the refusal names KV_PATH and its value:\n${said}`,
    );
    assert.doesNotMatch(new TextDecoder().decode(second.stdout), /listening on|sk_live_/);
    console.log(`second process refused in ${took} ms`);

    // The first one still serves, queue included: a queued job runs to completion.
    const base = `http://127.0.0.1:${port}/api/v1`;
    const headers = { "x-api-key": key, "content-type": "application/json" };
    const job_id = await queueQuickJob(base, key);
    let status = "";
    for (let i = 0; i < 100 && status !== "completed"; i++) {
      status = (await (await fetch(`${base}/jobs/${job_id}`, { headers })).json()).status;
      if (status !== "completed") await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, "completed");

    // kill -9 leaves no clean-up behind; the kernel drops the file lock with the process.
    await first.stop("SIGKILL");
    const restart = Date.now();
    first = await spawnDeno(args, { env, marker: LISTENING });
    console.log(`restart after kill -9 listening in ${Date.now() - restart} ms`);
    const again = LISTENING.exec(first.output)![1];
    const res = await fetch(`http://127.0.0.1:${again}/api/v1/jobs/${job_id}`, { headers });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).status, "completed");
  } finally {
    await first.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
