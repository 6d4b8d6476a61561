/** Cancel: ends a job `cancelled` with its refund, and aborts its run in this process. */
import { ApiError } from "../../lib/errors.ts";
import { getOwnJob, type JobRecord } from "../../lib/store/jobs.ts";
import { Cancelled, type RunnerContext } from "./context.ts";
import { end } from "./end.ts";

/** The 409 of a cancel that found the job ended: it names the state (`details.status`). */
function endedAlready(record: JobRecord): ApiError {
  const state = record.status === "cancelled" ? "been cancelled" : record.status;
  return new ApiError(
    "CONFLICT",
    `Job ${record.job_id} has ${state} already; there is nothing to cancel.`,
    { details: { status: record.status } },
  );
}

/**
 * See `JobRunner.cancel`. The answer is the outcome of one checked commit on the job record
 * (`end`): it ends the job `cancelled` with its refund, or finds the job ended, and then the
 * 409 names the state it ended in, so a cancel racing the job's end never answers 202 for a job
 * that completed. A run of this process is aborted at once; one of another process finds its
 * lease gone at its next beat (every write of a run is conditional on the job still running).
 */
export async function cancel(
  ctx: RunnerContext,
  jobId: string,
  workspaceId: string,
): Promise<JobRecord> {
  await getOwnJob(ctx.kv, workspaceId, jobId); // the same 404 for another workspace's job
  const ended = await end(ctx, jobId, null, { ownerCheck: false });
  if (ended) {
    ctx.controllers.get(jobId)?.abort(new Cancelled());
    return ended;
  }
  throw endedAlready(await getOwnJob(ctx.kv, workspaceId, jobId));
}
