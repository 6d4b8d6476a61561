/**
 * Claim: takes the lease of a runnable job with a checked commit (status `running`, one more
 * attempt). A job cancelled while a dead process ran it, or whose every attempt was interrupted,
 * is ended here instead (`end`).
 */
import { isTerminal, type JobRecord, statusEvent } from "../../lib/store/jobs.ts";
import { STARTED } from "../../lib/run_progress.ts";
import type { RunnerContext } from "./context.ts";
import { end } from "./end.ts";

/** Takes the lease of a runnable job, or returns null (terminal, or leased elsewhere). */
export async function claim(ctx: RunnerContext, jobId: string): Promise<JobRecord | null> {
  const t = ctx.now().getTime();
  let exhausted: JobRecord | null = null;
  let cancelled = false;
  const record = await ctx.write(jobId, (cur) => {
    if (isTerminal(cur.status) || (cur.lease_owner && cur.lease_until > t)) return null;
    if (cur.cancel_requested_at) {
      cancelled = true; // cancelled while it ran in a process that died: end it, refunded
      return null;
    }
    if (cur.attempts >= cur.max_attempts) {
      exhausted = cur;
      return null;
    }
    const next: JobRecord = {
      ...cur,
      status: "running",
      phase: STARTED.phase,
      progress: { percent: STARTED.percent, message: STARTED.message },
      attempts: cur.attempts + 1,
      started_at: cur.started_at ?? new Date(t).toISOString(),
      lease_owner: ctx.owner,
      lease_until: t + ctx.options.leaseMs,
    };
    return { record: next, event: statusEvent(next) };
  });
  if (cancelled) await end(ctx, jobId, null, { ownerCheck: false });
  if (exhausted) {
    // Every attempt was interrupted (the process died each time): give up and refund.
    await end(ctx, jobId, {
      code: "INTERNAL_ERROR",
      message: `The job was interrupted ${
        (exhausted as JobRecord).attempts
      } times and was given up.`,
      retryable: true,
    }, { ownerCheck: false });
  }
  return record;
}
