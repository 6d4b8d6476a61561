/**
 * End (completed): the result is written in chunks of the attempt, published by the checked
 * commit that completes the record and queues the webhook event; then the listeners are told.
 */
import type { ProviderUsage } from "../../lib/providers/metered.ts";
import { clientResult } from "../../lib/agent/result.ts";
import type { AnalysisResult } from "../../lib/operations/define.ts";
import { keys } from "../../lib/store/keys.ts";
import { encodeChunks, type JobRecord, mutateJob, ttlOf } from "../../lib/store/jobs.ts";
import type { JobPhase } from "../../lib/schemas/jobs.ts";
import { KEPT_RESULT_MS, notify, type RunnerContext, whileLeased } from "./context.ts";
import { jobWebhookEvent } from "./event.ts";

/** Chunks one commit carries. */
const CHUNKS_PER_COMMIT = 6;

/** Completes a run's job with its result; null when this process lost the lease. */
export async function complete(
  ctx: RunnerContext,
  leased: JobRecord,
  input: Record<string, unknown>,
  result: AnalysisResult,
  run: { keep: boolean; usage: ProviderUsage },
): Promise<JobRecord | null> {
  const at = ctx.now();
  const body = clientResult(result, leased, input, {
    op: { provider: ctx.byPath.get(leased.operation)?.provider ?? false },
    operations: ctx.options.operations,
    provider: ctx.options.provider,
    at,
    usage: run.usage,
  });
  const chunks = encodeChunks(body);
  const expireIn = ttlOf(leased, at.getTime());
  const inline = chunks.length <= CHUNKS_PER_COMMIT;
  if (!inline) await writeChunks(ctx, leased, chunks, expireIn);
  // One chunk fits a shared commit; a larger result gets a commit of its own.
  const commit: typeof ctx.write = chunks.length === 1
    ? ctx.write
    : (id, fn) => mutateJob(ctx.kv, id, fn);
  const record = await commit(
    leased.job_id,
    whileLeased(ctx, leased, (cur) => ({
      record: {
        ...cur,
        status: "completed",
        phase: "done" satisfies JobPhase,
        progress: { percent: 100, message: "done" },
        finished_at: at.toISOString(),
        error: null,
        lease_owner: null,
        lease_until: 0,
        result_attempt: cur.attempts,
        result_chunks: chunks.length,
      },
      event: { event: "job.done", data: { job_id: cur.job_id, status: "completed" } },
      extra: (op, outbox) => {
        if (inline) {
          chunks.forEach((c, i) =>
            op.set(keys.jobResult(cur.job_id, cur.attempts, i), c, { expireIn })
          );
        }
        outbox.fanout(
          jobWebhookEvent(
            { ...cur, status: "completed", finished_at: at.toISOString() },
            ctx.options.publicBaseUrl,
          ),
        );
      },
    })),
  );
  if (record) {
    if (run.keep) keep(ctx, record.job_id, body);
    notify(ctx, record);
  }
  return record;
}

/** Keeps an inline run's result for its request, dropping results no request took in time. */
function keep(ctx: RunnerContext, jobId: string, body: AnalysisResult): void {
  const now = Date.now();
  for (const [id, kept] of ctx.kept) {
    if (now - kept.at > KEPT_RESULT_MS) ctx.kept.delete(id);
  }
  ctx.kept.set(jobId, { body, at: now });
}

/** Too big for one commit: the chunks go first; the record commit publishes them. */
async function writeChunks(
  ctx: RunnerContext,
  leased: JobRecord,
  chunks: Uint8Array[],
  expireIn: number,
): Promise<void> {
  for (let i = 0; i < chunks.length; i += CHUNKS_PER_COMMIT) {
    const op = ctx.kv.atomic();
    chunks.slice(i, i + CHUNKS_PER_COMMIT).forEach((c, j) =>
      op.set(keys.jobResult(leased.job_id, leased.attempts, i + j), c, { expireIn })
    );
    await op.commit();
  }
}
