import assert from "node:assert/strict";
import { createLedger, readUsage, recordProviderCost, type UsageRecord } from "./credits.ts";

const NO_COST = { total: 0, by_operation: {}, by_project: {} };
import { setBudget } from "./store/budgets.ts";
import { createWorkspace } from "./store/workspaces.ts";
import { openTestStore } from "../tests/store.ts";

/** The outcome without its versionstamp, for comparisons. */
function plain(o: { ok: boolean; remaining: number }) {
  return { ok: o.ok, remaining: o.remaining };
}

function usage(over: Partial<UsageRecord> = {}): UsageRecord {
  return {
    request_id: "req_1",
    operation: "/serp/volatility",
    key_id: "key_1",
    project_id: null,
    workflow_id: null,
    at: "2026-11-22T10:00:00.000Z",
    ...over,
  };
}

Deno.test("[credits] a charge the balance covers is taken, a larger one is refused unchanged", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 10 });
  const ledger = createLedger(kv);
  assert.deepEqual(plain(await ledger.charge(ws.id, 7, usage())), { ok: true, remaining: 3 });
  assert.deepEqual(plain(await ledger.charge(ws.id, 5, usage())), { ok: false, remaining: 3 });
  assert.deepEqual(await ledger.balance(ws.id), { remaining: 3, used: 7 });
  await kv.close();
});

Deno.test("[credits] 200 concurrent charges against credits for 100 take exactly 100", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 100 });
  const ledger = createLedger(kv);
  const outcomes = await Promise.all(
    Array.from({ length: 200 }, (_, i) => ledger.charge(ws.id, 1, usage({ request_id: `r${i}` }))),
  );
  assert.equal(outcomes.filter((o) => o.ok).length, 100);
  assert.deepEqual(await ledger.balance(ws.id), { remaining: 0, used: 100 });
  const report = await readUsage(kv, ws.id);
  assert.equal(report.credits_used, 100);
  let logged = 0;
  for await (const e of kv.list<{ entries: unknown[] }>({ prefix: ["usage_log", ws.id] })) {
    logged += e.value.entries.length;
  }
  assert.equal(logged, 100);
  await kv.close();
});

Deno.test("[credits] two ledgers on one store never overspend (the KV check, not the lock, decides)", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 50 });
  const a = createLedger(kv);
  const b = createLedger(kv);
  const outcomes = await Promise.all(
    Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).charge(ws.id, 1, usage())),
  );
  assert.equal(outcomes.filter((o) => o.ok).length, 50);
  assert.equal((await a.balance(ws.id))?.remaining, 0);
  await kv.close();
});

Deno.test("[credits] usage is broken down by project, workflow, operation and day", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 100 });
  const ledger = createLedger(kv);
  await ledger.charge(ws.id, 5, usage({ project_id: "alpha", workflow_id: "nightly" }));
  await ledger.charge(ws.id, 2, usage({ project_id: "alpha", at: "2026-11-23T01:00:00.000Z" }));
  await ledger.charge(ws.id, 3, usage({ operation: "/backlinks/list" }));
  assert.deepEqual(await readUsage(kv, ws.id), {
    credits_used: 10,
    by_project: { alpha: 7 },
    by_workflow: { nightly: 5 },
    by_operation: { "/serp/volatility": 7, "/backlinks/list": 3 },
    provider_cost_usd: NO_COST,
  });
  const day = await readUsage(kv, ws.id, { from: "2026-11-23", to: "2026-11-23" });
  assert.deepEqual(day, {
    credits_used: 2,
    by_project: { alpha: 2 },
    by_workflow: {},
    by_operation: { "/serp/volatility": 2 },
    provider_cost_usd: NO_COST,
  });
  await kv.close();
});

Deno.test("[credits] provider cost is summed in USD by operation, project and day, apart from credits", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 100 });
  const at = "2026-11-24T10:00:00.000Z";
  await recordProviderCost(
    kv,
    ws.id,
    { operation: "/backlinks/list", project_id: "a", at },
    0.02003,
  );
  await recordProviderCost(
    kv,
    ws.id,
    { operation: "/backlinks/list", project_id: null, at },
    0.0001,
  );
  await recordProviderCost(kv, ws.id, {
    operation: "/backlinks/summary",
    project_id: "a",
    at: "2026-11-25T10:00:00.000Z",
  }, 0.02);
  await recordProviderCost(kv, ws.id, { operation: "/backlinks/summary", project_id: "a", at }, 0);
  const all = await readUsage(kv, ws.id);
  assert.equal(all.credits_used, 0);
  assert.deepEqual(all.provider_cost_usd, {
    total: 0.04013,
    by_operation: { "/backlinks/list": 0.02013, "/backlinks/summary": 0.02 },
    by_project: { a: 0.04003 },
  });
  const day = await readUsage(kv, ws.id, { from: "2026-11-24", to: "2026-11-24" });
  assert.deepEqual(day.provider_cost_usd, {
    total: 0.02013,
    by_operation: { "/backlinks/list": 0.02013 },
    by_project: { a: 0.02003 },
  });
  await kv.close();
});

Deno.test("[credits] a refund restores the balance and takes the charge out of usage", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 20 });
  const ledger = createLedger(kv);
  const u = usage({ project_id: "p" });
  await ledger.charge(ws.id, 5, u);
  await ledger.charge(ws.id, 4, usage());
  assert.deepEqual(plain(await ledger.refund(ws.id, 5, u)), { ok: true, remaining: 16 });
  assert.deepEqual(await ledger.balance(ws.id), { remaining: 16, used: 4 });
  const report = await readUsage(kv, ws.id);
  assert.equal(report.credits_used, 4);
  assert.deepEqual(report.by_project, {});
  await kv.close();
});

Deno.test("[credits] grants add to the balance; unknown workspaces are a 404", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 0 });
  const ledger = createLedger(kv);
  assert.deepEqual(plain(await ledger.grant(ws.id, 40)), { ok: true, remaining: 40 });
  await assert.rejects(() => ledger.grant("ws_missing", 1), /does not exist/);
  await kv.close();
});

Deno.test("[credits] usage of projects named like Object.prototype's members is counted as numbers", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 100 });
  const ledger = createLedger(kv);
  for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
    await ledger.charge(ws.id, 2, usage({ project_id: name, workflow_id: name }));
  }
  const report = await readUsage(kv, ws.id);
  assert.deepEqual(
    Object.entries(report.by_project).sort(),
    [["__proto__", 2], ["constructor", 2], ["hasOwnProperty", 2], ["toString", 2]],
  );
  assert.equal(JSON.stringify(report.by_workflow).includes("native code"), false);
  await kv.close();
});

Deno.test("[credits] a ledger's remembered balance never outlives another ledger's writes", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 10 });
  const a = createLedger(kv);
  const b = createLedger(kv);
  // a remembers the balance after its charge; b then spends from the same store.
  assert.equal((await a.charge(ws.id, 3, usage())).remaining, 7);
  assert.equal((await b.charge(ws.id, 6, usage())).remaining, 1);
  // a's remembered 7 is stale: its commit's check fails, it reads 1 and refuses 2.
  assert.deepEqual(plain(await a.charge(ws.id, 2, usage())), { ok: false, remaining: 1 });
  assert.deepEqual(plain(await a.charge(ws.id, 1, usage())), { ok: true, remaining: 0 });
  assert.deepEqual(await b.balance(ws.id), { remaining: 0, used: 10 });
  assert.equal((await readUsage(kv, ws.id)).credits_used, 10);
  await kv.close();
});

Deno.test("[credits] a budget set after a ledger saw none is honoured at its next charge", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 100 });
  const ledger = createLedger(kv);
  const site = usage({ project_id: "site" });
  assert.equal((await ledger.charge(ws.id, 4, site)).ok, true); // remembered: no budget
  await setBudget(kv, {
    workspace_id: ws.id,
    project_id: "site",
    limit_credits: 5,
    warn_at_percent: 80,
    hard_stop: true,
    updated_at: site.at,
  });
  const refused = await ledger.charge(ws.id, 2, site);
  assert.equal(refused.ok, false);
  assert.equal(refused.budget?.used_credits, 4);
  assert.equal((await ledger.charge(ws.id, 1, site)).ok, true);
  assert.equal((await ledger.charge(ws.id, 1, site)).ok, false);
  assert.deepEqual(await ledger.balance(ws.id), { remaining: 95, used: 5 });
  await kv.close();
});

Deno.test("[credits] one commit's charges share usage log records, each under KV's value limit", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 1000 });
  const ledger = createLedger(kv);
  const long = "p".repeat(128);
  await Promise.all(
    Array.from(
      { length: 100 },
      (_, i) =>
        ledger.charge(ws.id, 1, usage({ request_id: `r${i}`.padEnd(128, "x"), workflow_id: long })),
    ),
  );
  const seen = new Set<string>();
  for await (const e of kv.list<{ entries: UsageRecord[] }>({ prefix: ["usage_log", ws.id] })) {
    assert.ok(JSON.stringify(e.value).length < 64 * 1024);
    for (const entry of e.value.entries) seen.add(entry.request_id);
  }
  assert.equal(seen.size, 100);
  await kv.close();
});
