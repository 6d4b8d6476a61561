import assert from "node:assert/strict";
import { ConfigError } from "../config.ts";
import { keys } from "./keys.ts";
import { claimLease, closeStore, openStore } from "./open.ts";

/** The ConfigError `promise` rejects with (fails when it resolves). */
async function refused(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(() => null, (e) => e);
  assert.ok(err instanceof ConfigError, `expected a ConfigError, got ${err}`);
  return err.message;
}

Deno.test("[store] a KV file already open is refused, naming KV_PATH and the holder's pid; closing frees it", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-open-" });
  const path = `${dir}/nested/service.kv`;
  try {
    const first = await openStore(path);
    const said = await refused(openStore(path));
    assert.match(said, /^Refusing to start:/);
    assert.ok(said.includes(`KV_PATH=${JSON.stringify(path)}: another process (pid ${Deno.pid}`));
    assert.match(said, /do not share watches/);
    // The holder is unaffected, and its close releases the file for the next process.
    await first.set(["still"], "serving");
    assert.equal((await first.get(["still"])).value, "serving");
    first.close();
    const next = await openStore(path);
    assert.equal((await next.get(["still"])).value, "serving");
    await closeStore(next);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[store] the commit probe writes nothing on a working store", async () => {
  const kv = await openStore(":memory:");
  assert.deepEqual(await Array.fromAsync(kv.list({ prefix: ["meta"] })), []);
  kv.close();
});

Deno.test("[store] a KV Connect store that does not answer a checked commit is refused at open, naming KV_PATH", async () => {
  // Deno's KV Connect client: the metadata exchange is all this fake answers; its data endpoint
  // fails the probe's commit.
  let dataRequests = 0;
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    await req.body?.cancel();
    if (new URL(req.url).pathname !== "/db") {
      dataRequests++;
      return new Response("not a real store", { status: 401 });
    }
    return Response.json({
      version: 2,
      databaseId: "00000000-0000-4000-8000-000000000001",
      endpoints: [{ url: "/v2", consistency: "strong" }],
      token: "data-token",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
  });
  const before = Deno.env.get("DENO_KV_ACCESS_TOKEN");
  Deno.env.set("DENO_KV_ACCESS_TOKEN", "test-access-token");
  const url = `http://127.0.0.1:${server.addr.port}/db`;
  try {
    const said = await refused(openStore(url));
    assert.ok(
      said.includes(`KV_PATH="${url}": this KV store did not answer a checked commit`),
      said,
    );
    assert.ok(dataRequests > 0);
  } finally {
    if (before === undefined) Deno.env.delete("DENO_KV_ACCESS_TOKEN");
    else Deno.env.set("DENO_KV_ACCESS_TOKEN", before);
    await server.shutdown();
  }
});

const FAST = { heartbeatMs: 40, staleMs: 300 };

Deno.test("[store] the default store's lease refuses a second process while the first heartbeats", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const release = await claimLease(kv, { ...FAST, path: "default" });
    const started = Date.now();
    const said = await refused(claimLease(kv, { ...FAST, path: "default" }));
    assert.ok(Date.now() - started < FAST.staleMs, "refused before the lease could go stale");
    assert.match(said, new RegExp(`KV_PATH="default": another process \\(pid ${Deno.pid}`));
    await release();
    // Released (graceful stop): the next claim is immediate.
    const again = Date.now();
    await (await claimLease(kv, { ...FAST, path: "default" }))();
    assert.ok(Date.now() - again < FAST.staleMs);
  } finally {
    kv.close();
  }
});

Deno.test("[store] a dead process's lease (kill -9: no release) is taken over once stale", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(keys.meta("process_lease"), {
      pid: 999_999,
      started_at: new Date().toISOString(),
      token: "crashed",
      heartbeat_at: Date.now(),
    });
    const started = Date.now();
    const release = await claimLease(kv, { ...FAST, path: "default" });
    const waited = Date.now() - started;
    assert.ok(waited >= FAST.staleMs && waited < FAST.staleMs + 500, `waited ${waited} ms`);
    assert.equal((await kv.get<{ pid: number }>(keys.meta("process_lease"))).value?.pid, Deno.pid);
    await release();
    assert.equal((await kv.get(keys.meta("process_lease"))).value, null);
  } finally {
    kv.close();
  }
});

Deno.test("[store] a holder whose lease was taken over is told so (and the server stops)", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    let lost = 0;
    const release = await claimLease(kv, { ...FAST, path: "default", onLost: () => lost++ });
    await kv.set(keys.meta("process_lease"), {
      pid: 4242,
      started_at: new Date().toISOString(),
      token: "usurper",
      heartbeat_at: Date.now(),
    });
    await new Promise((r) => setTimeout(r, FAST.heartbeatMs * 4));
    assert.equal(lost, 1);
    await release(); // a no-op now: the lease is the other process's
    assert.equal((await kv.get<{ pid: number }>(keys.meta("process_lease"))).value?.pid, 4242);
  } finally {
    kv.close();
  }
});

Deno.test("[store] KV_PATH=default off Deploy opens Deno.openKv() without a path, under a lease", async () => {
  // DENO_KV_DEFAULT_PATH is how a platform points the no-path store somewhere (Deno Deploy does);
  // here it keeps the test off Deno's own default file.
  const before = Deno.env.get("DENO_KV_DEFAULT_PATH");
  Deno.env.set("DENO_KV_DEFAULT_PATH", ":memory:");
  try {
    const kv = await openStore("default", { onDeploy: false });
    const lease = await kv.get<{ pid: number }>(keys.meta("process_lease"));
    assert.equal(lease.value?.pid, Deno.pid);
    await closeStore(kv);
    const deployed = await openStore("default", { onDeploy: true });
    assert.equal((await deployed.get(keys.meta("process_lease"))).value, null);
    await closeStore(deployed);
  } finally {
    if (before === undefined) Deno.env.delete("DENO_KV_DEFAULT_PATH");
    else Deno.env.set("DENO_KV_DEFAULT_PATH", before);
  }
});
