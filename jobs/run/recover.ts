/**
 * Recover, at start: re-queues job messages KV could not deliver, and takes up the unfinished
 * jobs of an earlier process (each through `handleJob`, once its lease would have lapsed).
 */
import { keys } from "../../lib/store/keys.ts";
import { Outbox } from "../../lib/store/outbox.ts";
import { isTerminal, type JobRecord } from "../../lib/store/jobs.ts";
import type { RunnerContext } from "./context.ts";
import { handleJob } from "./start.ts";

/** Job records read at start to resume unfinished ones (they are kept JOB_TTL_DAYS). */
const RESUME_SCAN_LIMIT = 100_000;

/** Re-queues the job messages KV could not deliver; returns how many. */
export async function recoverUndelivered(ctx: RunnerContext): Promise<number> {
  let count = 0;
  for await (const e of ctx.kv.list({ prefix: keys.jobsUndelivered() })) {
    const jobId = e.key[1] as string;
    const op = ctx.kv.atomic().check(e).delete(e.key);
    new Outbox().job(jobId).flush(op);
    if ((await op.commit()).ok) count++;
  }
  return count;
}

/** Schedules the unfinished jobs of an earlier process to be taken up; returns how many. */
export async function resumeUnfinished(ctx: RunnerContext): Promise<number> {
  let found = 0;
  const t = ctx.now().getTime();
  for await (
    const e of ctx.kv.list<JobRecord>({ prefix: ["job"] }, { limit: RESUME_SCAN_LIMIT })
  ) {
    const record = e.value;
    // Only an earlier process's jobs: this one's own are run as they are created.
    if (!record || isTerminal(record.status) || record.lease_owner === ctx.owner) continue;
    if (Date.parse(record.created_at) >= ctx.startedAt) continue;
    found++;
    // The lease decides: taking it is a checked commit, so a queue message racing this
    // finds the job leased or done and leaves it. Each job waits for a worker slot here (a
    // `kick` would drop it while the slots are busy): its queue message may be stuck in
    // flight with the dead process, which KV gives back only after about a minute.
    const wait = record.status === "running" ? Math.max(0, record.lease_until - t) : 0;
    const timer = setTimeout(() => {
      handleJob(ctx, record.job_id).catch(() => {/* its queue message is the fallback */});
    }, wait + 50);
    Deno.unrefTimer(timer);
  }
  return found;
}
