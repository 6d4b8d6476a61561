/**
 * Start: a queue message (or a `kick`) takes a worker slot, leaves a watchdog message for when
 * the lease would lapse, claims the job and runs it. A message that finds the job leased comes
 * back when the lease would expire, so a crashed holder's jobs are taken over.
 */
import { Outbox } from "../../lib/store/outbox.ts";
import { getJob, isTerminal, type JobRecord } from "../../lib/store/jobs.ts";
import { acquireSlot, releaseSlot, type RunnerContext, track } from "./context.ts";
import { claim } from "./claim.ts";
import { run } from "./run.ts";

/** Runs a job named by a queue message, or makes sure a message comes back for it. */
export async function handleJob(ctx: RunnerContext, jobId: string): Promise<void> {
  const cur = (await getJob(ctx.kv, jobId)).value;
  if (!cur || isTerminal(cur.status)) return;
  if (!(cur.lease_owner && cur.lease_until > ctx.now().getTime())) {
    await acquireSlot(ctx);
    // This message stays in flight while the job runs; if the process dies, KV gives it back
    // only after its own timeout (about a minute). A watchdog at lease expiry lets another
    // process take the job over as soon as the lease lapses.
    const watchdog = ctx.kv.atomic();
    new Outbox().job(jobId, ctx.options.leaseMs + 250).flush(watchdog);
    await watchdog.commit();
    try {
      if (await track(ctx, jobId, claimAndRun(ctx, jobId))) return;
    } finally {
      releaseSlot(ctx);
    }
  }
  // Someone else holds the lease (or just took it): this message must not vanish, or a
  // holder that dies would leave the job stranded. Look again when the lease would expire.
  await watchLater(ctx, jobId);
}

/** Starts a job at once in this process if a slot is free (its queue message stays behind). */
export function kick(ctx: RunnerContext, jobId: string): void {
  if (ctx.slots.active >= ctx.options.concurrency) return;
  ctx.slots.active++;
  track(ctx, jobId, claimAndRun(ctx, jobId))
    .catch((err) => console.error(`job ${jobId}:`, err))
    .finally(() => releaseSlot(ctx));
}

/** Claims a job and runs it; null when it was not claimed or the run lost its lease. */
async function claimAndRun(ctx: RunnerContext, jobId: string): Promise<JobRecord | null> {
  const leased = await claim(ctx, jobId);
  return leased ? await run(ctx, leased) : null;
}

/** Enqueues the job's message for when its lease would expire, unless it has ended. */
async function watchLater(ctx: RunnerContext, jobId: string): Promise<void> {
  const entry = await getJob(ctx.kv, jobId);
  if (!entry.value || isTerminal(entry.value.status)) return;
  const wait = Math.max(250, entry.value.lease_until - ctx.now().getTime() + 250);
  const op = ctx.kv.atomic();
  new Outbox().job(jobId, wait).flush(op);
  await op.commit();
}
