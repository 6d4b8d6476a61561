/**
 * Backups of a busy store: a backup taken while jobs run, sync calls are charged, keys are made
 * and webhooks are delivered restores to a store that agrees with itself (every index has its
 * record, credits add up), and a backup of the same store once quiet restores it entry for entry.
 */
import assert from "node:assert/strict";
import { adminActions } from "../lib/admin.ts";
import { restoreBackup } from "../lib/store/backup.ts";
import { keys } from "../lib/store/keys.ts";
import type { Store } from "../lib/store/port.ts";
import { jobOperations } from "./fake_ops.ts";
import { type Harness, setup, waitUntil } from "./helpers.ts";
import { openTestStore } from "./store.ts";

const CREDITS = 100_000;
const TRANSIENT = ["rate_limit", "meta", "queue", "queue_tick"];
const HOOKS = {
  FETCH_ALLOW_HOSTS: "127.0.0.1",
  ALLOW_INSECURE_WEBHOOKS: "1",
  WEBHOOK_RETRY_SCHEDULE_MS: "30,30,30",
};

async function backup(h: Harness): Promise<string[]> {
  const lines: string[] = [];
  await adminActions(h.services).backup((line) => Promise.resolve(void lines.push(line)));
  return lines;
}

async function restored(lines: string[]): Promise<Store> {
  const store = await openTestStore();
  await restoreBackup(store, async function* () {
    yield* lines;
  }, () => new Date());
  return store;
}

async function listed(store: Store, prefix: Deno.KvKey): Promise<Deno.KvEntry<unknown>[]> {
  const out = [];
  for await (const entry of store.list({ prefix })) out.push(entry);
  return out;
}

/** What a workspace holds, by kind, read the same way from any store. */
async function census(store: Store, workspaceId: string) {
  const balance = (await store.get<{ remaining: number; used: number }>(keys.balance(workspaceId)))
    .value;
  const charged = (await listed(store, keys.usageDimension(workspaceId, "all", "total")))
    .reduce((n, e) => n + Number((e.value as Deno.KvU64).value), 0);
  return {
    balance,
    charged,
    keys: (await listed(store, keys.workspaceKeys(workspaceId))).map((e) => String(e.key[2])),
    jobs: (await listed(store, keys.workspaceJobs(workspaceId))).map((e) => String(e.key[2])),
    deliveries: (await listed(store, keys.workspaceDeliveries(workspaceId)))
      .map((e) => String(e.key[2])),
  };
}

/** Every index entry has its record, and credits add up. */
async function assertWhole(store: Store, workspaceId: string) {
  const c = await census(store, workspaceId);
  assert.ok(c.balance);
  assert.equal(c.balance.remaining + c.balance.used, CREDITS, "no credit appears or vanishes");
  assert.equal(c.charged, c.balance.used, "usage counters agree with the balance");
  for (const id of c.keys) assert.ok((await store.get(keys.apiKeyId(id))).value, `${id}`);
  for (const id of c.jobs) {
    const job = (await store.get<{ status: string }>(keys.job(id))).value;
    assert.ok(job, `job ${id} is indexed but missing`);
    assert.ok((await store.get(keys.jobInput(id, 0))).value, `job ${id} lost its input`);
  }
  for (const id of c.deliveries) {
    assert.ok((await store.get(keys.webhookDelivery(id))).value, `delivery ${id}`);
  }
  return c;
}

/** `n` SERP history index entries (which sort between jobs and their workspace index). */
async function fillHistory(store: Store, workspaceId: string, n: number) {
  for (let at = 0; at < n; at += 500) {
    const op = store.atomic();
    for (let i = at; i < Math.min(n, at + 500); i++) {
      op.set(keys.serpSnapshotIndex(workspaceId, "crm", 2840, "en", "desktop", i), null);
    }
    assert.ok((await op.commit()).ok);
  }
}

Deno.test("[backup] a busy store's backup restores whole; a quiet one's restores every entry", async () => {
  const hook = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    () => new Response("ok"),
  );
  const h = await setup({ operations: jobOperations, credits: CREDITS, env: HOOKS });
  const admin = adminActions(h.services);
  const stores: Store[] = [];
  try {
    const endpoint = await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${hook.addr.port}/hooks`,
    });
    assert.equal(endpoint.status, 201);
    await fillHistory(h.kv, h.workspaceId, 3_000); // a backup long enough for writes to land in it
    let stop = false;
    let rounds = 0;
    const load = (async () => {
      while (!stop) {
        const i = rounds++;
        await Promise.all([
          h.post("/test/steps", { tag: `job-${i}`, steps: 2 }),
          h.post("/test/steps?sync=true", { tag: `sync-${i}` }),
          admin.createKey({ workspace_id: h.workspaceId, name: `key-${i}` }),
        ]);
      }
    })();
    await waitUntil("ten jobs", async () => (await census(h.kv, h.workspaceId)).jobs.length >= 10);
    // A backup whose moment jobs were made around: tried again (at most five times) when a loaded
    // machine ran the whole backup between two rounds of the load.
    let busySeen = false;
    for (let attempt = 0; attempt < 5 && !busySeen; attempt++) {
      const before = await census(h.kv, h.workspaceId);
      const busy = await backup(h);
      const after = await census(h.kv, h.workspaceId);
      const fromBusy = await restored(busy);
      stores.push(fromBusy);
      const got = await assertWhole(fromBusy, h.workspaceId);
      for (const kind of ["keys", "jobs", "deliveries"] as const) {
        assert.ok(got[kind].length >= before[kind].length, `${kind}: none made before is lost`);
        assert.ok(got[kind].length <= after[kind].length, `${kind}: none from after the backup`);
        assert.deepEqual(got[kind], after[kind].slice(0, got[kind].length), `${kind}: a prefix`);
      }
      busySeen = after.jobs.length > before.jobs.length;
    }
    assert.ok(busySeen, "the store was busy during a backup");
    stop = true;
    await load;
    await h.services.jobs.idle();

    // Quiet: every job done (above) and every delivery made.
    await waitUntil("a quiet store", async () => {
      const pending = await (await h.get("/webhooks/deliveries?status=pending")).json();
      return (await census(h.kv, h.workspaceId)).deliveries.length > 0 &&
        pending.deliveries.length === 0;
    });
    const quiet = await backup(h);
    const fromQuiet = await restored(quiet);
    stores.push(fromQuiet);
    const live = await assertWhole(h.kv, h.workspaceId);
    assert.deepEqual(await assertWhole(fromQuiet, h.workspaceId), live);
    const kept = (entries: Deno.KvEntry<unknown>[]) =>
      new Map(
        // Entry for entry, but for rate-limit windows and process marks (never backed up) and
        // the queue, whose delayed checks of finished jobs run on the live store meanwhile.
        entries.filter((e) => !TRANSIENT.includes(String(e.key[0])))
          .map((e) => [JSON.stringify(e.key), e.value]),
      );
    assert.deepEqual(kept(await listed(fromQuiet, [])), kept(await listed(h.kv, [])));
  } finally {
    await Promise.all(stores.map((s) => s.close()));
    await h.close();
    await hook.shutdown();
  }
});
