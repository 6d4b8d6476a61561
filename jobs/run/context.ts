/**
 * The shared state of one job runner, passed explicitly to each step (jobs/run/*.ts): its
 * settings, its lease owner id, the runs of this process and their abort controllers, the
 * worker slots, and the listeners told when a job ends.
 */
import type { PageRenderer } from "../../lib/web/render.ts";
import type { WebFetcher } from "../../lib/web/fetcher.ts";
import type { Services } from "../../lib/services.ts";
import type { Ledger } from "../../lib/credits.ts";
import type { AnalysisResult, Operation } from "../../lib/operations/define.ts";
import { type JobChange, type JobRecord, type JobWriter, jobWriter } from "../../lib/store/jobs.ts";
import type { JobListener } from "../../lib/workers.ts";
import type { Store } from "../../lib/store/port.ts";

/** Settings of the runner. */
export interface RunnerOptions {
  kv: Store;
  ledger: Ledger;
  operations: readonly Operation[];
  provider: "dataforseo" | "sandbox";
  /** Jobs run at once from the queue in this process. */
  concurrency: number;
  /** How long a lease lasts without renewal. */
  leaseMs: number;
  /** Prefix of `result_url` in webhook payloads (PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
  /** Delay before retry n (1-based) of a retryable failure. */
  backoffMs: (attempt: number) => number;
  /** Live page and sitemap fetches for the analyses (default: none allowed). */
  web?: WebFetcher;
  /** Headless rendering of JavaScript pages (RENDER=chromium), else none. */
  render?: PageRenderer | null;
  /** The data provider as one run uses it (cached and metered). */
  meterProvider: Services["meterProvider"];
  now?: () => Date;
}

/** How long an inline run's result waits for its request to take it. */
export const KEPT_RESULT_MS = 60_000;

/** The state every step of the runner shares. */
export interface RunnerContext {
  options: RunnerOptions;
  kv: Store;
  ledger: Ledger;
  now: () => Date;
  /** This process's lease owner id. */
  owner: string;
  /** Jobs created before this moment belong to an earlier process (see `resumeUnfinished`). */
  startedAt: number;
  writer: JobWriter;
  write: JobWriter["write"];
  byPath: Map<string, Operation>;
  listeners: JobListener[];
  /** The runs of this process, by job. */
  running: Map<string, Promise<JobRecord | null>>;
  /** The abort controllers of the runs of this process, by job. */
  controllers: Map<string, AbortController>;
  /**
   * Results of inline (`?sync=true`) runs, kept for their request (`takeResult`) with when they
   * were kept: a request that already answered 202 never takes its result, so results older than
   * `KEPT_RESULT_MS` are dropped whenever another is kept.
   */
  kept: Map<string, { body: AnalysisResult; at: number }>;
  /** Worker slots: runs from the queue at once, at most `options.concurrency`. */
  slots: { active: number; waiters: (() => void)[] };
}

/** Builds the context of a new runner. */
export function runnerContext(options: RunnerOptions): RunnerContext {
  const now = options.now ?? (() => new Date());
  const writer = jobWriter(options.kv, () => now().getTime());
  return {
    options,
    kv: options.kv,
    ledger: options.ledger,
    now,
    owner: crypto.randomUUID(),
    startedAt: now().getTime(),
    writer,
    write: writer.write,
    byPath: new Map<string, Operation>(options.operations.map((op) => [op.path, op])),
    listeners: [],
    running: new Map(),
    controllers: new Map(),
    kept: new Map(),
    slots: { active: 0, waiters: [] },
  };
}

/** Thrown inside a run when this process lost the job's lease. */
export class LeaseLost extends Error {}

/** Why a run was aborted: someone cancelled its job. */
export class Cancelled extends Error {}

/** The lease owner of a job waiting out its retry backoff (no process runs it meanwhile). */
export const BACKOFF = "retry-backoff";

/** Waits for a free worker slot and takes it. */
export async function acquireSlot(ctx: RunnerContext): Promise<void> {
  while (ctx.slots.active >= ctx.options.concurrency) {
    await new Promise<void>((r) => ctx.slots.waiters.push(r));
  }
  ctx.slots.active++;
}

/** Gives a worker slot back (to the first waiter, if any). */
export function releaseSlot(ctx: RunnerContext): void {
  ctx.slots.active--;
  ctx.slots.waiters.shift()?.();
}

/** Applies a change only while this process still holds the lease of `attempt`. */
export function whileLeased(
  ctx: RunnerContext,
  record: JobRecord,
  change: (cur: JobRecord) => JobChange | null,
) {
  return (cur: JobRecord) =>
    cur.lease_owner === ctx.owner && cur.attempts === record.attempts && cur.status === "running"
      ? change(cur)
      : null;
}

/** Tells the listeners that a job ended. */
export function notify(ctx: RunnerContext, record: JobRecord): void {
  for (const listener of ctx.listeners) {
    Promise.resolve(listener(record)).catch((err) => console.error("job listener failed:", err));
  }
}

/** Records a run of this process until it settles (`waitFor`, `idle`). */
export function track(
  ctx: RunnerContext,
  jobId: string,
  run: Promise<JobRecord | null>,
): Promise<JobRecord | null> {
  ctx.running.set(jobId, run);
  return run.finally(() => ctx.running.delete(jobId));
}
