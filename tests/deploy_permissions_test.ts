/**
 * The service under the permissions Deno Deploy Classic granted (network, environment, read-only
 * files; no writes, no subprocesses, no sys, no FFI): the API tests pass under them, and main.ts
 * with DENO_DEPLOYMENT_ID set opens its store with `Deno.openKv()` and no path and runs a job end
 * to end (queue and watch). Today's Deno Deploy grants every permission, so these are a stricter
 * bound than it needs (docs/deploy.md).
 */
import assert from "node:assert/strict";
import { queueQuickJob, spawnDeno } from "./process.ts";

const root = new URL("../", import.meta.url).pathname;
const config = `${root}deno.json`;
/** What Deno Deploy Classic granted; `--no-prompt` turns any other request into an error. */
const DEPLOY_PERMISSIONS = ["--allow-net", "--allow-env", "--allow-read", "--no-prompt"];
/** The files that serve the API: REST, jobs, SSE, webhooks, MCP, every operation's contract. */
const API_TESTS = [
  "tests/api_test.ts",
  "tests/http_test.ts",
  "tests/jobs_test.ts",
  "tests/sse_test.ts",
  "tests/webhooks_test.ts",
  "tests/budgets_test.ts",
  "tests/contract_test.ts",
  "routes/mcp_test.ts",
];
const DEPLOYMENT = { DENO_DEPLOYMENT_ID: "deploy-permissions-test", DENO_DEPLOY: "true" };

Deno.test("[deploy] the API tests pass with only net, env and read permissions (no writes, no subprocesses, no sys)", async () => {
  const started = Date.now();
  const out = await new Deno.Command(Deno.execPath(), {
    // Type-checked by the suite itself; here only the permissions are under test.
    args: [
      "test",
      "--config",
      config,
      "--parallel",
      "--no-check",
      ...DEPLOY_PERMISSIONS,
      ...API_TESTS,
    ],
    cwd: root,
    env: { NO_COLOR: "1", ...DEPLOYMENT },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  const summary = /(ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(text);
  assert.ok(summary, text.slice(-3000));
  console.log(`${summary[0]} in ${Date.now() - started} ms`);
  assert.equal(summary[3], "0", text.slice(-3000));
  assert.ok(Number(summary[2]) >= 100, summary[0]);
  assert.doesNotMatch(text, /NotCapable|Requires (write|run|sys|ffi) access/);
  assert.equal(out.code, 0);
});

Deno.test("[deploy] main.ts on Deploy opens Deno.openKv() without a path and runs a job end to end, writing no file", async () => {
  const cwd = await Deno.makeTempDir({ prefix: "rankscope-deploy-" });
  const server = await spawnDeno(
    // Deploy provides Deno.cron; here --unstable-cron does, so the queue's wake-up is registered.
    ["run", "--config", config, "--unstable-cron", ...DEPLOY_PERMISSIONS, `${root}main.ts`],
    {
      cwd,
      env: {
        ...DEPLOYMENT,
        // How the platform points the no-path store at the app's database; here a fresh store.
        DENO_KV_DEFAULT_PATH: ":memory:",
        KV_PATH: "",
        PORT: "0",
        BIND_ADDRESS: "127.0.0.1",
        PROVIDER: "sandbox",
        DATAFORSEO_LOGIN: "",
        DATAFORSEO_PASSWORD: "",
      },
      marker: /listening on http:\/\/[^:]+:(\d+)/,
    },
  );
  try {
    assert.match(server.output, /\(KV default: the Deno Deploy app's database, provider sandbox\)/);
    const port = /listening on http:\/\/[^:]+:(\d+)/.exec(server.output)![1];
    const key = /^\s+(sk_live_\S+)\s*$/m.exec(server.output)![1];
    const base = `http://127.0.0.1:${port}/api/v1`;
    const headers = { "x-api-key": key, "content-type": "application/json" };
    const job_id = await queueQuickJob(base, key);
    // The event stream follows the job through KV watches until it ends (queue, then watch).
    const events = await fetch(`${base}/jobs/${job_id}/events`, { headers });
    assert.equal(events.status, 200);
    assert.match(events.headers.get("content-type") ?? "", /text\/event-stream/);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    const deadline = setTimeout(() => reader.cancel(), 20_000);
    while (!/event: job\.(done|failed)/.test(seen)) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value;
    }
    clearTimeout(deadline);
    await reader.cancel();
    assert.match(seen, /event: job\.done/, seen);
    const job = await (await fetch(`${base}/jobs/${job_id}`, { headers })).json();
    assert.equal(job.status, "completed");
    assert.deepEqual(await Array.fromAsync(Deno.readDir(cwd)), [], "no file was written");
  } finally {
    await server.stop();
    await Deno.remove(cwd, { recursive: true });
  }
});

Deno.test("[deploy] Deno.openKv() with no path and no platform default needs no write permission", async () => {
  // Without DENO_KV_DEFAULT_PATH the no-path store is a sqlite file in Deno's own storage
  // (DENO_DIR/location_data, keyed on --location here), which Deno opens without a permission
  // check: the same code path as on Deploy, minus the platform's database.
  const env = Deno.env.toObject();
  delete env.DENO_KV_DEFAULT_PATH;
  delete env.DENO_KV_PATH_PREFIX;
  const script = `
    const kv = await Deno.openKv();
    const key = ["deploy_permissions_test", crypto.randomUUID()];
    await kv.set(key, "written");
    const read = (await kv.get(key)).value;
    await kv.delete(key);
    kv.close();
    let wrote = "refused";
    try { Deno.writeTextFileSync("should-not-exist.txt", "x"); wrote = "allowed"; } catch { /* */ }
    console.log(JSON.stringify({ read, wrote }));
  `;
  const dir = await Deno.makeTempDir({ prefix: "rankscope-openkv-" });
  try {
    await Deno.writeTextFile(`${dir}/open_kv.ts`, script);
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--no-config",
        "--unstable-kv",
        "--location",
        "https://rankscope-deploy-permissions.test/",
        ...DEPLOY_PERMISSIONS,
        `${dir}/open_kv.ts`,
      ],
      clearEnv: true,
      env: { ...env, NO_COLOR: "1" },
      cwd: dir,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const said = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 0, said);
    assert.deepEqual(JSON.parse(new TextDecoder().decode(out.stdout)), {
      read: "written",
      wrote: "refused",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
