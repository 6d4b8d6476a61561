/**
 * Progress: a run's phase and progress reports, written throttled to its record (each write
 * renews the lease), and the heartbeat that renews the lease between reports and notices a
 * lost lease or a cancel.
 */
import type { RunReport, RunSink } from "../../lib/run_progress.ts";
import { type JobRecord, statusEvent } from "../../lib/store/jobs.ts";
import { Cancelled, LeaseLost, type RunnerContext, whileLeased } from "./context.ts";

/**
 * Phase and progress writes at most every `intervalMs`; a report inside the interval is kept and
 * written at its end, so the latest report always lands and a chatty operation costs few commits.
 */
export function throttledProgress(write: RunSink, intervalMs = 200) {
  let last = 0;
  let pending: RunReport | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    if (!pending) return writing;
    const report = pending;
    pending = null;
    last = Date.now();
    writing = writing.then(() => write(report));
    return writing;
  };
  return {
    report(report: RunReport): Promise<void> {
      pending = report;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) return flush();
      timer ??= setTimeout(() => flush().catch(() => {}), wait);
      return Promise.resolve();
    },
    flush: () => {
      clearTimeout(timer);
      return flush();
    },
    cancel: () => clearTimeout(timer),
  };
}

/** Records a phase and progress report (and renews the lease); throws when the lease was lost. */
export async function setProgress(
  ctx: RunnerContext,
  leased: JobRecord,
  { phase, percent, message }: RunReport,
): Promise<void> {
  const done = await ctx.write(
    leased.job_id,
    whileLeased(ctx, leased, (cur) => {
      const record = {
        ...cur,
        phase,
        progress: { percent: Math.max(0, Math.min(100, Math.round(percent))), message },
        lease_until: ctx.now().getTime() + ctx.options.leaseMs,
      };
      return { record, event: statusEvent(record) };
    }),
  );
  if (!done) throw new LeaseLost();
}

/**
 * Renews the lease every third of its length while the run lasts; aborts the run when the lease
 * was lost or the job was cancelled. Returns the interval to clear.
 */
export function heartbeat(
  ctx: RunnerContext,
  leased: JobRecord,
  controller: AbortController,
): ReturnType<typeof setInterval> {
  const { leaseMs } = ctx.options;
  return setInterval(() => {
    ctx.write(
      leased.job_id,
      whileLeased(ctx, leased, (cur) => ({
        record: { ...cur, lease_until: ctx.now().getTime() + leaseMs },
      })),
    ).then((r) => {
      if (!r) controller.abort(new LeaseLost());
      else if (r.cancel_requested_at) controller.abort(new Cancelled());
    }).catch(() => {/* the next beat retries */});
  }, Math.max(50, Math.floor(leaseMs / 3)));
}
