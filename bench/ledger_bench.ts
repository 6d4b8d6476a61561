/**
 * Debits per second on one hot workspace balance (local KV file, 2 cores): the ledger's group
 * commit against the naive optimistic loop (get -> check -> set, retried) as the baseline.
 */
import { createLedger, type UsageRecord } from "../lib/credits.ts";
import { keys } from "../lib/store/keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import type { Store } from "../lib/store/port.ts";

const usage: UsageRecord = {
  request_id: "bench",
  operation: "/serp/volatility",
  key_id: "key_bench",
  project_id: "bench-project",
  workflow_id: null,
  at: new Date().toISOString(),
};

async function naiveCharge(kv: Store, workspaceId: string, amount: number): Promise<number> {
  let conflicts = 0;
  for (;;) {
    const entry = await kv.get<{ remaining: number; used: number }>(keys.balance(workspaceId));
    const b = entry.value!;
    if (b.remaining < amount) return conflicts;
    const ok = await kv.atomic().check(entry)
      .set(entry.key, { remaining: b.remaining - amount, used: b.used + amount }).commit();
    if (ok.ok) return conflicts;
    conflicts++;
  }
}

/** Result of one debit benchmark. */
export interface DebitResult {
  debits: number;
  seconds: number;
  perSecond: number;
  exact: boolean;
  conflicts?: number;
}

/** Runs `rounds` waves of `concurrency` concurrent debits through the ledger. */
export async function benchLedger(
  path: string,
  concurrency = 200,
  rounds = 25,
): Promise<DebitResult> {
  const kv = await Deno.openKv(path);
  const ws = await createWorkspace(kv, { name: "bench", credits: concurrency * rounds });
  const ledger = createLedger(kv);
  const t0 = performance.now();
  let ok = 0;
  for (let r = 0; r < rounds; r++) {
    const outcomes = await Promise.all(
      Array.from({ length: concurrency }, () => ledger.charge(ws.id, 1, usage)),
    );
    ok += outcomes.filter((o) => o.ok).length;
  }
  const seconds = (performance.now() - t0) / 1000;
  const balance = await ledger.balance(ws.id);
  kv.close();
  return {
    debits: ok,
    seconds,
    perSecond: ok / seconds,
    exact: ok === concurrency * rounds && balance?.remaining === 0,
  };
}

/** The naive baseline: each debit its own optimistic loop (bounded by `budgetSeconds`). */
export async function benchNaive(
  path: string,
  concurrency = 200,
  budgetSeconds = 10,
): Promise<DebitResult> {
  const kv = await Deno.openKv(path);
  const ws = await createWorkspace(kv, { name: "naive", credits: concurrency });
  const t0 = performance.now();
  let done = 0;
  let conflicts = 0;
  const deadline = t0 + budgetSeconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    if (performance.now() > deadline) return;
    conflicts += await naiveCharge(kv, ws.id, 1);
    done++;
  }));
  const seconds = (performance.now() - t0) / 1000;
  const remaining = (await kv.get<{ remaining: number }>(keys.balance(ws.id))).value!.remaining;
  kv.close();
  return {
    debits: done,
    seconds,
    perSecond: done / seconds,
    exact: remaining === concurrency - done,
    conflicts,
  };
}
