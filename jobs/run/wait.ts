/** Waiting for a job's end: on this process's own run, else by watching its record. */
import { keys } from "../../lib/store/keys.ts";
import { isTerminal, type JobRecord } from "../../lib/store/jobs.ts";
import type { RunnerContext } from "./context.ts";

/** See `JobRunner.waitFor`: the ended record, or null when `timeoutMs` passed first. */
export async function waitFor(
  ctx: RunnerContext,
  jobId: string,
  timeoutMs: number,
): Promise<JobRecord | null> {
  const deadline = Date.now() + timeoutMs;
  const local = ctx.running.get(jobId);
  if (local) {
    // This process runs it: no need to watch the store.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"timeout">((resolve) =>
      timer = setTimeout(() => resolve("timeout"), timeoutMs)
    );
    const outcome = await Promise.race([local.catch(() => null), timeout]);
    clearTimeout(timer);
    if (outcome === "timeout") return null;
    if (outcome && isTerminal(outcome.status)) return outcome;
  }
  // What is left of the wait (a local run that ended without ending the job took some of it).
  return await watchEnd(ctx, jobId, Math.max(0, deadline - Date.now()));
}

/** Watches a job's record until it ends (or is gone), or `timeoutMs` passes (null). */
async function watchEnd(
  ctx: RunnerContext,
  jobId: string,
  timeoutMs: number,
): Promise<JobRecord | null> {
  const stream = ctx.kv.watch<[JobRecord]>([keys.job(jobId)]);
  const reader = stream.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) =>
    timer = setTimeout(() => resolve(null), timeoutMs)
  );
  const watch = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      const record = value[0].value;
      if (!record || isTerminal(record.status)) return record;
    }
  })();
  try {
    return await Promise.race([watch, timeout]);
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
}
