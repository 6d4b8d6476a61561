/**
 * Credits: the workspace balance is one KV record changed only by checked atomic commits.
 * Concurrent charges of one workspace are grouped into one commit (see `batcher.ts`), so
 * 200 concurrent requests cost a handful of commits, never an optimistic-retry storm.
 */
import { BUDGET_ALERT_TTL_MS, USAGE_LOG_TTL_MS } from "./store/lifetimes.ts";
import { keyedBatcher } from "./batcher.ts";
import { ApiError } from "./errors.ts";
import { risingId, sha256Hex } from "./ids.ts";
import type { UsageReport } from "./schemas/account.ts";
import type { Budget } from "./store/budgets.ts";
import { Outbox } from "./store/outbox.ts";
import type { WebhookEvent } from "./store/webhooks.ts";
import { keys, type UsageDimension } from "./store/keys.ts";
import type { AtomicOp, Store } from "./store/port.ts";

/** A workspace's credit balance. */
export interface Balance {
  remaining: number;
  used: number;
}

/** What one charged request is attributed to; stored in the usage log. */
export interface UsageRecord {
  request_id: string;
  operation: string;
  key_id: string;
  project_id: string | null;
  workflow_id: string | null;
  /** ISO time of the charge; its day is the usage period. */
  at: string;
  /**
   * The job the charge created; null when the request was answered in itself (a sync run). Absent
   * in records logged before it was kept.
   */
  job_id?: string | null;
}

/**
 * Writes that belong with a ledger entry and land in the same commit: a job record with its
 * charge, a failure mark with its refund. `checks` make the entry conditional (it is then
 * committed on its own); `bytes` is the size of what `mutate` writes.
 */
export interface LedgerWrites {
  mutate?: (op: AtomicOp, outbox: Outbox) => void;
  checks?: Deno.AtomicCheck[];
  bytes?: number;
}

/** A change of balance: a charge may be refused, a credit (grant, refund) never is. */
export type LedgerEntry =
  & ({ kind: "charge"; amount: number; usage: UsageRecord } | {
    kind: "refund";
    amount: number;
    usage: UsageRecord;
  } | {
    kind: "grant";
    amount: number;
  })
  & LedgerWrites;

/** The outcome of one ledger entry. */
export interface LedgerOutcome {
  ok: boolean;
  /** Balance right after this entry (or at the time of refusal). */
  remaining: number;
  /** True when the entry's own `checks` failed (nothing was written). */
  conflict?: boolean;
  /** The versionstamp of the commit that wrote the entry. */
  versionstamp?: string;
  /** Set when a charge was refused by its project's budget (hard stop): the figures then. */
  budget?: BudgetFigures;
}

/** A project's budget figures at one moment of a period. */
export interface BudgetFigures {
  project_id: string;
  /** The period, `YYYY-MM` (UTC). */
  period: string;
  limit_credits: number;
  used_credits: number;
  remaining_credits: number;
  percent: number;
}

/** The figures of `state` now. */
function budgetFigures(state: BudgetState): BudgetFigures {
  const { budget, used } = state;
  return {
    project_id: budget.project_id,
    period: state.period.slice(1),
    limit_credits: budget.limit_credits,
    used_credits: used,
    remaining_credits: Math.max(0, budget.limit_credits - used),
    percent: budget.limit_credits > 0 ? Math.round((used / budget.limit_credits) * 1000) / 10 : 100,
  };
}

const MAX_ATTEMPTS = 50;
const U64 = 1n << 64n;

/** The budget period (calendar month, UTC) of a usage time, as used in counter keys. */
export function monthPeriod(at: string): string {
  return `m${at.slice(0, 7)}`;
}

/** The counters a usage record adds to, per period (its day, its month and all-time). */
function usageKeys(workspaceId: string, usage: UsageRecord): Deno.KvKey[] {
  const dims: [UsageDimension, string | null][] = [
    ["total", "credits"],
    ["operation", usage.operation],
    ["project", usage.project_id],
    ["workflow", usage.workflow_id],
  ];
  const out: Deno.KvKey[] = [];
  for (const period of periodsOf(usage.at)) {
    for (const [dim, name] of dims) {
      if (name !== null) out.push(keys.usageCounter(workspaceId, period, dim, name));
    }
  }
  return out;
}

/** The ledger of a KV store: charge, refund, grant and read balances. */
export interface Ledger {
  /** Charges `amount` if the balance covers it; `ok: false` otherwise (nothing written). */
  charge(
    workspaceId: string,
    amount: number,
    usage: UsageRecord,
    writes?: LedgerWrites,
  ): Promise<LedgerOutcome>;
  /** Gives back a charge (a failed job); usage counters of the charge's day go down. */
  refund(
    workspaceId: string,
    amount: number,
    usage: UsageRecord,
    writes?: LedgerWrites,
  ): Promise<LedgerOutcome>;
  /** Adds credits to a workspace. */
  grant(workspaceId: string, amount: number): Promise<LedgerOutcome>;
  /** The current balance, or null for an unknown workspace. */
  balance(workspaceId: string): Promise<Balance | null>;
}

/** Largest commit the ledger builds (KV allows 800 KiB and 1,000 mutations). */
const GROUP_BYTES = 400_000;
const GROUP_ENTRIES = 100;
/**
 * Most projects charged in one commit: each adds a check of its budget record, and a remote KV
 * store takes 10 checks per commit (the balance's is one more).
 */
const GROUP_PROJECTS = 8;

/** Splits a batch into commits: conditional entries alone, the rest by count, size, projects. */
function groupEntries(entries: LedgerEntry[]): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  let projects = new Set<string>();
  entries.forEach((entry, i) => {
    if (entry.checks?.length) {
      groups.push([i]);
      return;
    }
    const size = 1_000 + (entry.bytes ?? 0);
    const project = entry.kind === "grant" ? null : entry.usage.project_id;
    const newProject = project !== null && !projects.has(project);
    if (
      current.length > 0 &&
      (current.length === GROUP_ENTRIES || bytes + size > GROUP_BYTES ||
        (newProject && projects.size === GROUP_PROJECTS))
    ) {
      groups.push(current);
      current = [];
      bytes = 0;
      projects = new Set();
    }
    current.push(i);
    bytes += size;
    if (project !== null) projects.add(project);
  });
  if (current.length > 0) groups.push(current);
  return groups;
}

/** True when every check of `entry` still holds. */
async function checksHold(kv: Store, checks: Deno.AtomicCheck[]): Promise<boolean> {
  const current = await kv.getMany(checks.map((c) => c.key));
  return current.every((e, i) => e.versionstamp === checks[i].versionstamp);
}

/** A project's budget in one period, as read at the start of a ledger commit. */
interface BudgetState {
  budget: Budget;
  period: string;
  used: number;
  warned: boolean;
  exceeded: boolean;
}

/** A project's budget record as the ledger last saw it: none, or its state; checked on commit. */
interface KnownBudget {
  project: string;
  /** The budget record's versionstamp (null: the project has no budget). */
  versionstamp: string | null;
  state: BudgetState | null;
}

/**
 * What a ledger last read or wrote of a workspace: its balance entry and the budgets of the
 * projects it charged. Valid while the balance's versionstamp holds: every change of the month
 * counters and budget alerts is a ledger commit that also writes the balance, and each commit
 * checks the budget records it relied on. A failed check discards it and reads afresh.
 */
interface Snapshot {
  balance: Deno.KvEntry<Balance>;
  /** By `project \0 period`. */
  budgets: Map<string, KnownBudget>;
}

/** The `project \0 period` of the budgets charged by `entries`, with their parts. */
function budgetsCharged(entries: LedgerEntry[]): Map<string, { project: string; period: string }> {
  const wanted = new Map<string, { project: string; period: string }>();
  for (const e of entries) {
    if (e.kind === "charge" && e.usage.project_id) {
      const period = monthPeriod(e.usage.at);
      wanted.set(`${e.usage.project_id}\u0000${period}`, { project: e.usage.project_id, period });
    }
  }
  return wanted;
}

/** Reads the budget, month usage and fired alerts of one project. */
async function readBudget(
  kv: Store,
  workspaceId: string,
  { project, period }: { project: string; period: string },
): Promise<KnownBudget> {
  const [budget, counter, warned, exceeded] = await kv.getMany<
    [Budget, Deno.KvU64, unknown, unknown]
  >([
    keys.budget(workspaceId, project),
    keys.usageCounter(workspaceId, period, "project", project),
    keys.budgetAlert(workspaceId, project, period, "warning"),
    keys.budgetAlert(workspaceId, project, period, "exceeded"),
  ]);
  const state = budget.value && {
    budget: budget.value,
    period,
    used: counter.value ? Number(counter.value.value) : 0,
    warned: warned.value !== null,
    exceeded: exceeded.value !== null,
  };
  return { project, versionstamp: budget.versionstamp, state };
}

/**
 * Decides a charge against its project's budget and fires the alerts it crosses (each once a
 * period, in the same commit as the charge). False: refused by a hard stop.
 */
function admitByBudget(
  op: AtomicOp,
  outbox: Outbox,
  state: BudgetState,
  amount: number,
  at: string,
): boolean {
  const { budget } = state;
  const fire = (kind: "warning" | "exceeded", refused: number | null) => {
    op.set(keys.budgetAlert(budget.workspace_id, budget.project_id, state.period, kind), { at }, {
      expireIn: BUDGET_ALERT_TTL_MS,
    });
    outbox.fanout(budgetWebhookEvent(state, { kind, at, refused }));
    if (kind === "warning") state.warned = true;
    else state.exceeded = true;
  };
  if (budget.hard_stop && state.used + amount > budget.limit_credits) {
    if (!state.exceeded) fire("exceeded", amount);
    return false;
  }
  state.used += amount;
  if (!state.warned && state.used * 100 >= budget.limit_credits * budget.warn_at_percent) {
    fire("warning", null);
  }
  if (!state.exceeded && state.used >= budget.limit_credits) fire("exceeded", null);
  return true;
}

/**
 * The webhook event of a budget alert (its `data`: docs/contract.md#events-and-payloads), with the
 * figures at the moment it fires: after the charge that crossed the level, or, when a hard stop
 * refused a charge first, before it (`refused_credits` then says what the refused request cost).
 */
function budgetWebhookEvent(
  state: BudgetState,
  alert: { kind: "warning" | "exceeded"; at: string; refused: number | null },
): WebhookEvent {
  const { budget } = state;
  return {
    id: `evt_budget_${
      sha256Hex(`${budget.workspace_id}\n${budget.project_id}\n${state.period}\n${alert.kind}`)
        .slice(0, 24)
    }`,
    workspace_id: budget.workspace_id,
    type: alert.kind === "warning" ? "project.budget_warning" : "project.budget_exceeded",
    timestamp: alert.at,
    project_id: budget.project_id,
    job_id: null,
    data: { ...budgetFigures(state), refused_credits: alert.refused },
  };
}

/** Usage log records hold the charges of one commit, in records of at most this many bytes. */
const USAGE_LOG_RECORD_BYTES = 48_000;

/** The usage log records of `logged` (one commit's charges), each under KV's 64 KiB value. */
function usageLogRecords(logged: (UsageRecord & { credits: number })[]) {
  const records: { entries: typeof logged }[] = [];
  let bytes = Infinity;
  for (const entry of logged) {
    // Field names and punctuation ~176 bytes; ids are ASCII (JSON escapes at most double them).
    const size = 176 + 2 * (entry.request_id.length + entry.operation.length +
          entry.key_id.length + (entry.project_id?.length ?? 0) + (entry.workflow_id?.length ?? 0) +
          (entry.job_id?.length ?? 0));
    if (bytes + size > USAGE_LOG_RECORD_BYTES) {
      records.push({ entries: [] });
      bytes = 0;
    }
    records.at(-1)!.entries.push(entry);
    bytes += size;
  }
  return records;
}

/** The budgets `entries` charge, by `project \0 period`. */
type ChargedBudgets = ReturnType<typeof budgetsCharged>;

/**
 * A commit of ledger entries over `snap`, and what it decides for each entry; `charged` are the
 * budgets they charge (their records are checked).
 */
function buildCommit(
  kv: Store,
  workspaceId: string,
  snap: Snapshot,
  entries: LedgerEntry[],
  charged: ChargedBudgets,
) {
  let { remaining, used } = snap.balance.value;
  const outcomes: LedgerOutcome[] = [];
  const alike = new Map<string, { usage: UsageRecord; delta: number }>();
  const logged: (UsageRecord & { credits: number })[] = [];
  const op = kv.atomic().check(snap.balance);
  const outbox = new Outbox();
  for (const id of charged.keys()) {
    const known = snap.budgets.get(id)!;
    op.check({ key: keys.budget(workspaceId, known.project), versionstamp: known.versionstamp });
  }
  for (const entry of entries) {
    if (entry.kind === "charge" && entry.amount > remaining) {
      outcomes.push({ ok: false, remaining });
      continue;
    }
    const budget = entry.kind === "charge" && entry.usage.project_id
      ? snap.budgets.get(`${entry.usage.project_id}\u0000${monthPeriod(entry.usage.at)}`)?.state
      : null;
    if (
      entry.kind === "charge" && budget &&
      !admitByBudget(op, outbox, budget, entry.amount, entry.usage.at)
    ) {
      outcomes.push({ ok: false, remaining, budget: budgetFigures(budget) });
      continue;
    }
    if (entry.checks) op.check(...entry.checks);
    if (entry.kind === "charge") {
      remaining -= entry.amount;
      used += entry.amount;
      logged.push({ ...entry.usage, credits: entry.amount });
    } else {
      remaining += entry.amount;
      if (entry.kind === "refund") used = Math.max(0, used - entry.amount);
    }
    if (entry.kind !== "grant") {
      // Charges alike (same operation, project, workflow and day) add to the same counters:
      // their keys are built once per commit, not once per charge.
      const u = entry.usage;
      const sig = `${u.operation}\u0000${u.project_id}\u0000${u.workflow_id}\u0000${
        u.at.slice(0, 10)
      }`;
      const delta = entry.kind === "charge" ? entry.amount : -entry.amount;
      const same = alike.get(sig);
      if (same) same.delta += delta;
      else alike.set(sig, { usage: u, delta });
    }
    entry.mutate?.(op, outbox);
    outcomes.push({ ok: true, remaining });
  }
  const balance = { remaining, used };
  op.set(keys.balance(workspaceId), balance);
  for (const record of usageLogRecords(logged)) {
    op.set(keys.usageLog(workspaceId, risingId("use")), record, { expireIn: USAGE_LOG_TTL_MS });
  }
  const counters = new Map<string, { key: Deno.KvKey; delta: bigint }>();
  for (const { usage, delta } of alike.values()) {
    for (const key of usageKeys(workspaceId, usage)) {
      const id = key.join("\u0000");
      const prev = counters.get(id);
      counters.set(id, { key, delta: (prev?.delta ?? 0n) + BigInt(delta) });
    }
  }
  for (const { key, delta } of counters.values()) {
    // KvU64 sums wrap modulo 2^64: a refund adds 2^64 - amount to a counter that the
    // refunded charge raised by at least that much, so it never goes below zero.
    if (delta !== 0n) op.sum(key, ((delta % U64) + U64) % U64);
  }
  outbox.flush(op);
  return { op, outcomes, balance };
}

/** Workspaces whose snapshot a ledger keeps (the least recently charged are dropped). */
const SNAPSHOTS_MAX = 10_000;

/** Creates the ledger over `kv`. */
export function createLedger(kv: Store): Ledger {
  const snapshots = new Map<string, Snapshot>();

  /** The workspace's snapshot, read when this ledger has none, with the `charged` budgets. */
  async function snapshotFor(workspaceId: string, charged: ChargedBudgets): Promise<Snapshot> {
    let snap = snapshots.get(workspaceId);
    if (!snap) {
      const balance = await kv.get<Balance>(keys.balance(workspaceId));
      if (balance.value === null) {
        throw new ApiError("NOT_FOUND", `Workspace "${workspaceId}" does not exist.`);
      }
      snap = { balance: balance as Deno.KvEntry<Balance>, budgets: new Map() };
    }
    const missing = [...charged].filter(([id]) => !snap.budgets.has(id));
    const read = await Promise.all(missing.map(([, w]) => readBudget(kv, workspaceId, w)));
    missing.forEach(([id], i) => snap.budgets.set(id, read[i]));
    return snap;
  }

  /** Keeps what a successful commit wrote as the workspace's snapshot. */
  function remember(workspaceId: string, snap: Snapshot, balance: Balance, versionstamp: string) {
    snapshots.delete(workspaceId);
    if (snapshots.size >= SNAPSHOTS_MAX) snapshots.delete(snapshots.keys().next().value!);
    // Budgets of past months are never charged again.
    if (snap.budgets.size > 64) snap.budgets.clear();
    snap.balance = { ...snap.balance, value: balance, versionstamp };
    snapshots.set(workspaceId, snap);
  }

  async function writeGroup(workspaceId: string, entries: LedgerEntry[]): Promise<LedgerOutcome[]> {
    const charged = budgetsCharged(entries);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const snap = await snapshotFor(workspaceId, charged);
      const { op, outcomes, balance } = buildCommit(kv, workspaceId, snap, entries, charged);
      const res = await op.commit();
      if (res.ok) {
        remember(workspaceId, snap, balance, res.versionstamp);
        return outcomes.map((o) => o.ok ? { ...o, versionstamp: res.versionstamp } : o);
      }
      // Another ledger wrote since (or a budget changed): read afresh. buildCommit may have
      // advanced the budget states, so the snapshot goes whole.
      snapshots.delete(workspaceId);
      // A conditional entry is alone in its group: if its own checks broke, report a conflict.
      const checks = entries[0].checks;
      if (entries.length === 1 && checks?.length && !(await checksHold(kv, checks))) {
        return [{ ok: false, remaining: snap.balance.value.remaining, conflict: true }];
      }
    }
    throw new ApiError(
      "SERVICE_UNAVAILABLE",
      "The credit balance is under heavy contention; retry.",
      {
        retryable: true,
      },
    );
  }

  async function writeBatch(workspaceId: string, entries: LedgerEntry[]): Promise<LedgerOutcome[]> {
    const outcomes: LedgerOutcome[] = new Array(entries.length);
    for (const group of groupEntries(entries)) {
      const results = await writeGroup(workspaceId, group.map((i) => entries[i]));
      group.forEach((i, j) => outcomes[i] = results[j]);
    }
    return outcomes;
  }

  const submit = keyedBatcher(writeBatch, { maxBatch: 200 });

  return {
    charge: (workspaceId, amount, usage, writes) =>
      submit(workspaceId, { kind: "charge", amount, usage, ...writes }),
    refund: (workspaceId, amount, usage, writes) =>
      submit(workspaceId, { kind: "refund", amount, usage, ...writes }),
    grant: (workspaceId, amount) => submit(workspaceId, { kind: "grant", amount }),
    balance: async (workspaceId) => (await kv.get<Balance>(keys.balance(workspaceId))).value,
  };
}

/** The periods a usage time counts in: its day, its month and all-time. */
function periodsOf(at: string): string[] {
  return [at.slice(0, 10), monthPeriod(at), "all"];
}

/**
 * Adds what a provider call cost upstream (USD, counted in micro-USD) to the workspace's usage:
 * in all, by operation and by project. Written when the cost is incurred, whatever becomes of
 * the run: it is on the self-hoster's provider bill either way.
 */
export async function recordProviderCost(
  kv: Store,
  workspaceId: string,
  usage: Pick<UsageRecord, "operation" | "project_id" | "at">,
  usd: number,
): Promise<void> {
  const micros = BigInt(Math.round(usd * 1e6));
  if (micros <= 0n) return;
  const op = kv.atomic();
  for (const period of periodsOf(usage.at)) {
    op.sum(keys.usageCounter(workspaceId, period, "provider_total", "usd"), micros);
    op.sum(keys.usageCounter(workspaceId, period, "provider_operation", usage.operation), micros);
    if (usage.project_id) {
      op.sum(keys.usageCounter(workspaceId, period, "provider_project", usage.project_id), micros);
    }
  }
  await op.commit();
}

/** Sums the usage counters of a workspace, all-time or for days `from`..`to` (inclusive). */
export async function readUsage(
  kv: Store,
  workspaceId: string,
  range: { from?: string; to?: string } = {},
): Promise<UsageReport> {
  const prefix = keys.usageCounters(workspaceId);
  const selector: Deno.KvListSelector = range.from || range.to
    ? {
      start: [...prefix, range.from ?? "0000-00-00"],
      end: [...prefix, (range.to ?? "9999-99-99") + "\uffff"],
    }
    : { prefix: [...prefix, "all"] };
  const report: UsageReport = {
    credits_used: 0,
    by_project: {},
    by_workflow: {},
    by_operation: {},
    provider_cost_usd: { total: 0, by_operation: {}, by_project: {} },
  };
  const cost = report.provider_cost_usd;
  const buckets: Partial<Record<UsageDimension, Record<string, number>>> = {
    project: report.by_project,
    workflow: report.by_workflow,
    operation: report.by_operation,
    provider_operation: cost.by_operation,
    provider_project: cost.by_project,
  };
  for await (const entry of kv.list<Deno.KvU64>(selector)) {
    const [, , , dim, name] = entry.key as [string, string, string, UsageDimension, string];
    const value = Number(entry.value.value);
    if (value === 0) continue;
    if (dim === "total") report.credits_used += value;
    else if (dim === "provider_total") cost.total += value;
    else {
      const bucket = buckets[dim];
      // Own keys only: a project called "constructor" must not read Object.prototype's.
      if (bucket) bucket[name] = (Object.hasOwn(bucket, name) ? bucket[name] : 0) + value;
    }
  }
  // Provider cost is counted in micro-USD.
  const usd = (micros: number) => Math.round(micros) / 1e6;
  cost.total = usd(cost.total);
  for (const bucket of [cost.by_operation, cost.by_project]) {
    for (const name of Object.keys(bucket)) bucket[name] = usd(bucket[name]);
  }
  return report;
}
