/**
 * End (failed or cancelled): one checked commit ends the job, refunds it when due, and queues
 * its webhook event; then the listeners are told.
 */
import { ApiError } from "../../lib/errors.ts";
import { Outbox } from "../../lib/store/outbox.ts";
import {
  addJobEnd,
  getJob,
  isTerminal,
  type JobError,
  type JobRecord,
  refundedOnFailure,
  ttlOf,
} from "../../lib/store/jobs.ts";
import type { JobPhase } from "../../lib/schemas/jobs.ts";
import type { AtomicOp } from "../../lib/store/port.ts";
import { notify, type RunnerContext } from "./context.ts";
import { jobWebhookEvent } from "./event.ts";

/** Whether the end is conditional on this process's lease of attempt `attempts`. */
export interface EndOptions {
  ownerCheck: boolean;
  attempts?: number;
}

/**
 * Marks a job failed with `error`, or cancelled when `error` is null (refunding it in the same
 * commit: a cancelled job always, a failure see `refundedOnFailure`), and notifies.
 */
export async function end(
  ctx: RunnerContext,
  jobId: string,
  error: JobError | null,
  opts: EndOptions,
): Promise<JobRecord | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const entry = await getJob(ctx.kv, jobId);
    const cur = entry.value;
    if (!cur || isTerminal(cur.status)) return null;
    if (opts.ownerCheck && (cur.lease_owner !== ctx.owner || cur.attempts !== opts.attempts)) {
      return null;
    }
    const t = ctx.now();
    const record = endedRecord(cur, error, t);
    if (await commitEnd(ctx, entry, record, { error, expireIn: ttlOf(record, t.getTime()) })) {
      notify(ctx, record);
      return record;
    }
  }
  const what = error === null ? "cancellation" : "failure";
  throw new ApiError("SERVICE_UNAVAILABLE", `Could not record the ${what} of job ${jobId}.`);
}

/** The record of a job ended failed with `error`, or cancelled when `error` is null. */
function endedRecord(cur: JobRecord, error: JobError | null, t: Date): JobRecord {
  return {
    ...cur,
    status: error ? "failed" : "cancelled",
    phase: (error ? "failed" : "cancelled") satisfies JobPhase,
    // A cancelled job's progress says so (a task's statusMessage reads it), not "started".
    progress: error ? cur.progress : { ...cur.progress, message: "cancelled" },
    error,
    // A cancel of a running job says when it was asked (the stored field's meaning).
    cancel_requested_at: cur.cancel_requested_at ??
      (!error && cur.status === "running" ? t.toISOString() : null),
    finished_at: t.toISOString(),
    lease_owner: null,
    lease_until: 0,
    seq: cur.seq + 1,
  };
}

/** Commits the end checked against `entry`, with the refund when due; false if it moved. */
async function commitEnd(
  ctx: RunnerContext,
  entry: Deno.KvEntryMaybe<JobRecord>,
  record: JobRecord,
  { error, expireIn }: { error: JobError | null; expireIn: number },
): Promise<boolean> {
  const cur = entry.value!;
  const writes = (op: AtomicOp, outbox: Outbox) =>
    addJobEnd(op, outbox, record, {
      expireIn,
      webhook: jobWebhookEvent(record, ctx.options.publicBaseUrl),
    });
  if (!error || refundedOnFailure(error)) {
    const outcome = await ctx.ledger.refund(cur.workspace_id, cur.credits_charged, cur.usage, {
      checks: [entry],
      mutate: writes,
    });
    return outcome.ok;
  }
  const op = ctx.kv.atomic().check(entry);
  const outbox = new Outbox();
  writes(op, outbox);
  outbox.flush(op);
  return (await op.commit()).ok;
}
