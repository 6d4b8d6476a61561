/**
 * The README's start command with no configuration (only a free port): the sandbox serves every
 * provider-backed operation (backlinks, keywords, domains, SERPs), labelled as synthetic and the same for the same request; and
 * `PROVIDER=dataforseo` without credentials refuses to start, saying what is missing.
 */
import assert from "node:assert/strict";
import { operations } from "../lib/operations/mod.ts";
import { callsProvider } from "../lib/operations/define.ts";
import { spawnDeno, startTaskArgs } from "./process.ts";

const UNSET = { PROVIDER: "", DATAFORSEO_LOGIN: "", DATAFORSEO_PASSWORD: "", KV_PATH: "" };

Deno.test("[start] with no configuration every provider-backed operation answers with labelled sandbox data", async () => {
  const cwd = await Deno.makeTempDir({ prefix: "rankscope-start-" });
  const child = await spawnDeno(await startTaskArgs(), {
    cwd,
    // Empty is unset: whatever the machine's environment holds, this is the default server.
    env: { PORT: "0", ...UNSET },
    marker: /listening on http:\/\/[^:]+:(\d+)/,
  });
  try {
    const port = /listening on http:\/\/[^:]+:(\d+)/.exec(child.output)![1];
    const key = /^\s+(sk_live_\S+)\s*$/m.exec(child.output)?.[1];
    assert.ok(key, `the bootstrap key is printed once:\n${child.output}`);
    assert.match(child.output, /provider sandbox/);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const headers = { "x-api-key": key, "content-type": "application/json" };
    const status = await (await fetch(`${base}/status`, { headers })).json();
    assert.deepEqual(status.provider, { name: "sandbox", live: false });
    // Every built operation that calls the provider: backlinks, keywords, domains and SERPs.
    // Those that also fetch the user's own page need the network (tests/*_e2e_test.ts cover them
    // on a local server).
    const ownPage = (op: (typeof operations)[number]) =>
      op.fetches === true && ["url", "draft_url"].some((f) => f in (op.example as object));
    const providerOps = operations.filter((op) =>
      callsProvider(op, op.input.parse(op.example)) && op.run && !ownPage(op)
    );
    assert.ok(providerOps.length >= 21, providerOps.map((op) => op.path).join(", "));
    for (const op of providerOps) {
      const call = async () => {
        const res = await fetch(`${base}${op.path}?sync=true`, {
          method: "POST",
          headers: { ...headers, "cache-control": "no-cache" },
          body: JSON.stringify(op.example),
        });
        const body = await res.json();
        assert.equal(res.status, 200, `${op.path}: ${JSON.stringify(body)}`);
        return body;
      };
      const [first, second] = [await call(), await call()];
      const parsed = op.output!.safeParse(first);
      assert.ok(parsed.success, `${op.path}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
      assert.equal(first.meta.provider, "sandbox", op.path);
      assert.ok(
        first.agent_workflow.limitations.some((l: string) => /synthetic|sandbox/i.test(l)),
        `${op.path} says its data is synthetic`,
      );
      assert.deepEqual(
        { ...second, meta: null },
        { ...first, meta: null },
        `${op.path}: the same request, the same data (fetched twice, cache bypassed)`,
      );
    }
    assert.ok(
      (await Deno.stat(`${cwd}/data/service.kv`)).isFile,
      "the KV file is ./data/service.kv",
    );
  } finally {
    await child.stop();
    await Deno.remove(cwd, { recursive: true });
  }
});

Deno.test("[start] PROVIDER=dataforseo without credentials refuses to start and says why", async () => {
  const cwd = await Deno.makeTempDir({ prefix: "rankscope-start-" });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: await startTaskArgs(),
      cwd,
      env: { NO_COLOR: "1", PORT: "0", ...UNSET, PROVIDER: "dataforseo" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 1);
    const said = new TextDecoder().decode(out.stderr);
    assert.match(said, /PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD/);
  } finally {
    await Deno.remove(cwd, { recursive: true });
  }
});

Deno.test("[start] in a container, where HOSTNAME is the container's name, the server starts and answers /health", async () => {
  // Docker and Kubernetes set HOSTNAME in every container; it once was the bind address, and a
  // container name there crashed the start after the bootstrap key was printed.
  const cwd = await Deno.makeTempDir({ prefix: "rankscope-container-" });
  const child = await spawnDeno(await startTaskArgs(), {
    cwd,
    env: { ...UNSET, HOSTNAME: "rankscope-7f9c2d5b1e", PORT: "0" },
    marker: /listening on http:\/\/[^:]+:(\d+)/,
    stderr: "null",
  });
  try {
    const port = /listening on http:\/\/([^:]+):(\d+)/.exec(child.output)!;
    assert.equal(port[1], "0.0.0.0");
    const res = await fetch(`http://127.0.0.1:${port[2]}/health`);
    assert.deepEqual([res.status, await res.json()], [200, { status: "ok" }]);
  } finally {
    await child.stop();
    await Deno.remove(cwd, { recursive: true });
  }
});
