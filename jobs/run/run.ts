/**
 * Run: runs a job whose lease this process holds, to its end (or until the lease is lost). The
 * operation runs with the job's own web (its fetches set its phase, aborted with the run) and
 * metered provider; progress is written throttled, the lease renewed by a heartbeat. Success
 * goes to `complete`, a cancel to `end`, a failure to `retryOrEnd`.
 */
import { refreshingPages } from "../../lib/web/page_cache.ts";
import {
  abortableWeb,
  NO_WEB,
  runFetchDeadline,
  withFetchDeadline,
} from "../../lib/web/fetcher.ts";
import { ApiError } from "../../lib/errors.ts";
import type { AnalysisResult, Operation } from "../../lib/operations/define.ts";
import { readSerpHistory } from "../../lib/store/serp_history.ts";
import { type JobRecord, readJobInput } from "../../lib/store/jobs.ts";
import { parseInput } from "../../lib/validation.ts";
import type { Adopted } from "../../lib/workers.ts";
import { runProgress } from "../../lib/run_progress.ts";
import { Cancelled, LeaseLost, type RunnerContext } from "./context.ts";
import { heartbeat, setProgress, throttledProgress } from "./progress.ts";
import { complete } from "./complete.ts";
import { end } from "./end.ts";
import { retryOrEnd } from "./retry.ts";

/**
 * Runs a leased job: with `given` its parsed input (an inline run, whose result is kept for its
 * request), with `adopted` a run that started before its job existed.
 */
export async function run(
  ctx: RunnerContext,
  leased: JobRecord,
  given?: Record<string, unknown>,
  adopted?: Adopted,
): Promise<JobRecord | null> {
  const jobId = leased.job_id;
  const controller = new AbortController();
  ctx.controllers.set(jobId, controller);
  const progress = throttledProgress((report) => setProgress(ctx, leased, report));
  adopted?.progressTo(progress.report);
  // A cancel of the job stops the run it adopted too (its fetches and provider calls).
  controller.signal.addEventListener("abort", () => adopted?.abort(controller.signal.reason), {
    once: true,
  });
  const own = ownRun(ctx, leased, controller, progress);
  const beat = heartbeat(ctx, leased, controller);
  try {
    const op = ctx.byPath.get(leased.operation);
    if (!op?.run) {
      throw new ApiError(
        "NOT_IMPLEMENTED",
        `${leased.operation} is not available on this server.`,
      );
    }
    const input = given ?? parseInput(op.input, await readJobInput(ctx.kv, leased));
    const metered = adopted ? null : ctx.options.meterProvider({
      workspaceId: leased.workspace_id,
      operation: leased.operation,
      projectId: leased.project_id,
      noCache: leased.no_cache ?? false,
      signal: controller.signal,
    });
    const result: AnalysisResult = adopted
      ? await adopted.running
      : await runOperation(ctx, leased, { op, input, controller, own, metered: metered! });
    await progress.flush();
    if (controller.signal.aborted) throw controller.signal.reason;
    const usage = (adopted ?? metered!).usage();
    return await complete(ctx, leased, input, result, {
      // An adopted run's request has answered 202 already: nothing takes its result.
      keep: given !== undefined && adopted === undefined,
      usage,
    });
  } catch (err) {
    if (err instanceof LeaseLost) return null;
    if (controller.signal.reason instanceof Cancelled) {
      return await end(ctx, jobId, null, { ownerCheck: true, attempts: leased.attempts });
    }
    return await retryOrEnd(ctx, leased, err);
  } finally {
    ctx.controllers.delete(jobId);
    clearInterval(beat);
    progress.cancel();
  }
}

/** What one operation run is given. */
interface OperationRun {
  op: Operation;
  input: Record<string, unknown>;
  controller: AbortController;
  own: ReturnType<typeof runProgress>;
  metered: ReturnType<RunnerContext["options"]["meterProvider"]>;
}

/** A job's own run: its fetches set its phase, its reports its progress (lib/run_progress.ts). */
function ownRun(
  ctx: RunnerContext,
  leased: JobRecord,
  controller: AbortController,
  progress: ReturnType<typeof throttledProgress>,
) {
  const web = ctx.options.web ?? NO_WEB;
  return runProgress(
    abortableWeb(
      withFetchDeadline(
        leased.no_cache ? refreshingPages(web) : web,
        runFetchDeadline(leased.started_at, ctx.now()),
      ),
      controller.signal,
    ),
    progress.report,
  );
}

/** Calls the operation of a job with its context. */
function runOperation(
  ctx: RunnerContext,
  leased: JobRecord,
  { op, input, controller, own, metered }: OperationRun,
): Promise<AnalysisResult> {
  return op.run!(input, {
    requestId: leased.request_id,
    workspaceId: leased.workspace_id,
    projectId: leased.project_id,
    workflowId: leased.workflow_id,
    now: ctx.now(),
    explain: leased.explain ?? false,
    signal: controller.signal,
    progress: own.progress,
    web: own.web,
    render: ctx.options.render ?? null,
    provider: metered.provider,
    serpHistory: (query) =>
      readSerpHistory(ctx.kv, leased.workspace_id, query, ctx.now().getTime()),
  });
}
