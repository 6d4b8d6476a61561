/**
 * Runs jobs. A job belongs to whoever holds its lease: the lease is taken with a checked
 * commit, renewed while the job runs, and expires when its process dies. The durable KV queue
 * message is what guarantees every job runs; starting a job at once in this process (`kick`)
 * or inline (`?sync=true`) only saves the queue's pick-up delay. A message that finds the job
 * leased comes back when the lease would expire, so a crashed holder's jobs are taken over.
 *
 * A job id followed through the steps (jobs/run/), each given the runner's context:
 *   start (run/start.ts)   a queue message or `kick` takes a worker slot and a watchdog message
 *   claim (run/claim.ts)   the lease is taken with a checked commit (or the job is ended)
 *   run (run/run.ts)       the operation runs; progress and heartbeat (run/progress.ts) renew
 *   complete (run/complete.ts)  the result is published with the completed record
 *   retry (run/retry.ts)   a retryable failure is queued again after its backoff, else `end`
 *   end (run/end.ts)       failed or cancelled, refunded when due, in one checked commit
 *   cancel (run/cancel.ts) a cancel ends the job and aborts this process's run
 *   recover (run/recover.ts)  at start: undelivered messages, an earlier process's jobs
 */
import { keys } from "../lib/store/keys.ts";
import type { JobRecord } from "../lib/store/jobs.ts";
import type { JobRunner } from "../lib/workers.ts";
import { type RunnerContext, runnerContext, type RunnerOptions, track } from "./run/context.ts";
import { handleJob, kick } from "./run/start.ts";
import { run } from "./run/run.ts";
import { cancel } from "./run/cancel.ts";
import { waitFor } from "./run/wait.ts";
import { recoverUndelivered, resumeUnfinished } from "./run/recover.ts";

export type { RunnerOptions } from "./run/context.ts";
export { jobWebhookEvent } from "./run/event.ts";

/** Creates the runner; `listen` it on the queue with `handleMessage`. */
export function createJobRunner(options: RunnerOptions): JobRunner {
  const ctx = runnerContext(options);
  return {
    owner: ctx.owner,
    kick: (jobId) => kick(ctx, jobId),
    runLeased(record, input, versionstamp) {
      remember(ctx, record, versionstamp);
      return track(ctx, record.job_id, run(ctx, record, input));
    },
    adopt(record, input, running, versionstamp) {
      remember(ctx, record, versionstamp);
      return track(ctx, record.job_id, run(ctx, record, input, running));
    },
    takeResult(jobId) {
      const kept = ctx.kept.get(jobId);
      ctx.kept.delete(jobId);
      return kept?.body;
    },
    async handleMessage(message) {
      // One message may name the jobs of one commit; they are looked at side by side.
      await Promise.all(message.job_ids.map((jobId) => handleJob(ctx, jobId)));
    },
    cancel: (jobId, workspaceId) => cancel(ctx, jobId, workspaceId),
    waitFor: (jobId, timeoutMs) => waitFor(ctx, jobId, timeoutMs),
    recoverUndelivered: () => recoverUndelivered(ctx),
    resumeUnfinished: () => resumeUnfinished(ctx),
    onFinished(listener) {
      ctx.listeners.push(listener);
    },
    async idle() {
      while (ctx.running.size > 0) await Promise.allSettled([...ctx.running.values()]);
    },
  };
}

/** A record this process just committed (sync adoption): the writer need not read it again. */
function remember(ctx: RunnerContext, record: JobRecord, versionstamp?: string): void {
  if (versionstamp) {
    ctx.writer.remember({ key: keys.job(record.job_id), value: record, versionstamp });
  }
}
