/**
 * Retry or give up: a retryable failure with attempts left goes back to `queued`, held by the
 * backoff lease until its delayed queue message is due; any other failure ends the job (`end`).
 */
import { isFinalFetchError } from "../../lib/web/fetcher.ts";
import { ApiError, toApiError } from "../../lib/errors.ts";
import { type JobError, type JobRecord, statusEvent } from "../../lib/store/jobs.ts";
import type { JobPhase } from "../../lib/schemas/jobs.ts";
import { BACKOFF, type RunnerContext, whileLeased } from "./context.ts";
import { end } from "./end.ts";

/** Schedules a retry of a failed run, or ends its job failed. */
export async function retryOrEnd(
  ctx: RunnerContext,
  leased: JobRecord,
  err: unknown,
): Promise<JobRecord | null> {
  const apiError = toApiError(err);
  if (!(err instanceof ApiError)) {
    console.error(`job ${leased.job_id} (${leased.operation}) failed:`, err);
  }
  const error: JobError = {
    code: apiError.code,
    message: apiError.message,
    retryable: apiError.retryable,
  };
  // A live fetch that ran out of time spent the request's fetch deadline: not retried.
  if (apiError.retryable && !isFinalFetchError(err) && leased.attempts < leased.max_attempts) {
    return await retry(ctx, leased, error);
  }
  return await end(ctx, leased.job_id, error, { ownerCheck: true, attempts: leased.attempts });
}

/** Puts the job back to `queued` with a delayed queue message for its next attempt. */
function retry(ctx: RunnerContext, leased: JobRecord, error: JobError): Promise<JobRecord | null> {
  const delay = ctx.options.backoffMs(leased.attempts);
  return ctx.write(
    leased.job_id,
    whileLeased(ctx, leased, (cur) => {
      const next: JobRecord = {
        ...cur,
        status: "queued",
        phase: "retry_scheduled" satisfies JobPhase,
        progress: { percent: 0, message: `retrying in ${Math.round(delay / 1000)} s` },
        error,
        // Held by the backoff until the retry is due: a message that arrives sooner (the
        // job's first, a watchdog's) finds it leased and looks again when it lapses.
        lease_owner: BACKOFF,
        lease_until: ctx.now().getTime() + delay,
      };
      return {
        record: next,
        event: statusEvent(next),
        extra: (_, outbox) => outbox.job(cur.job_id, delay),
      };
    }),
  );
}
