/**
 * The one execution path of an operation, shared by REST and MCP: validate, price, claim the
 * idempotency key, then create the job in the same commit as its charge, and either queue it
 * (202) or run it inline for up to the sync window. Nothing is charged unless the input is
 * valid and the operation exists.
 */
import { refreshingPages } from "./web/page_cache.ts";
import { runProgress, STARTED } from "./run_progress.ts";
import { clientResult } from "./agent/result.ts";
import { ApiError, type ErrorCode, toApiError } from "./errors.ts";
import type { LedgerOutcome, UsageRecord } from "./credits.ts";
import { sortableId } from "./ids.ts";
import {
  type Claim,
  claimKey,
  fingerprint,
  type FirstAnswer,
  recordFirstAnswer,
  releaseKey,
  settleKey,
} from "./idempotency.ts";
import { type AnalysisResult, computeCost, type Operation } from "./operations/define.ts";
import type { Services } from "./services.ts";
import type { ApiKeyRecord } from "./store/api_keys.ts";
import { readSerpHistory } from "./store/serp_history.ts";
import {
  addJobCreation,
  deleteJobInput,
  encodeChunks,
  getJob,
  type JobRecord,
  readJobResult,
  refundedOnFailure,
  writeJobInput,
} from "./store/jobs.ts";
import type { DryRun } from "./schemas/account.ts";
import type { JobEnvelope, JobPhase } from "./schemas/jobs.ts";
import { timeout } from "./timeouts.ts";
import { parseInput } from "./validation.ts";
import {
  abortableWeb,
  isFinalFetchError,
  REQUEST_FETCH_BUDGET_MS,
  withFetchDeadline,
} from "./web/fetcher.ts";

/** Who is calling and how: derived from the request once, at the edge. */
export interface CallContext {
  key: ApiKeyRecord;
  requestId: string;
  projectId: string | null;
  workflowId: string | null;
  dryRun: boolean;
  /** Wait for the result (up to the sync window) instead of answering 202 at once. */
  sync: boolean;
  /** Include the static `method` (how the analysis decides) in the result. */
  explain: boolean;
  idempotencyKey: string | null;
  /** `Cache-Control: no-cache`: provider answers are fetched fresh, not read from the cache. */
  noCache: boolean;
}

/**
 * What `execute` produced. `charged` is what this request cost (0 on a replay or refund);
 * `replayed` marks the answer of an earlier request with the same `Idempotency-Key`.
 */
export type ExecuteOutcome = Answer & { replayed?: boolean };

type Answer =
  | { kind: "dry_run"; body: DryRun }
  | {
    kind: "result";
    body: AnalysisResult;
    charged: number;
    jobId: string | null;
    /** The balance after the charge, when this request charged it. */
    remaining?: number;
  }
  | { kind: "job"; body: JobEnvelope; charged: number }
  | { kind: "failed"; error: ApiError; charged: number; jobId: string };

/**
 * The 202 envelope of a job: its status as accepted (`running` once started, even if it has
 * already finished by the time this is built; the poll URL tells what happened since).
 */
export function jobEnvelope(record: JobRecord): JobEnvelope {
  return {
    job_id: record.job_id,
    status: record.status === "queued" ? "queued" : "running",
    operation: record.operation,
    poll_url: `/api/v1/jobs/${record.job_id}`,
    events_url: `/api/v1/jobs/${record.job_id}/events`,
    retry_after_seconds: 2,
    credits_charged: record.credits_charged,
  };
}

/** Validates, prices, charges and runs (or queues) `op` for `body`, the parsed JSON request. */
export async function execute(
  services: Services,
  op: Operation,
  body: unknown,
  call: CallContext,
): Promise<ExecuteOutcome> {
  const input = parseInput(op.input, body);
  const cost = computeCost(op.cost, input);
  const workspaceId = call.key.workspace_id;
  if (call.dryRun) {
    const balance = await services.ledger.balance(workspaceId);
    return {
      kind: "dry_run",
      body: {
        operation: op.path,
        credits_required: cost,
        credits_remaining: balance?.remaining ?? 0,
      },
    };
  }
  if (!op.run) {
    throw new ApiError(
      "NOT_IMPLEMENTED",
      `${op.path} is registered but not built yet; nothing was charged.`,
    );
  }
  const now = services.now();
  const print = call.idempotencyKey ? fingerprint(op.path, input) : "";
  if (call.idempotencyKey) {
    const claim = await claimKey(
      services.kv,
      workspaceId,
      call.idempotencyKey,
      print,
      op.path,
      now,
    );
    if (claim.kind === "replay") {
      return { ...await replay(services, op, claim, call), replayed: true };
    }
    if (claim.kind === "replay_response") {
      throw new ApiError(
        "IDEMPOTENCY_KEY_REUSED",
        `Idempotency-Key "${call.idempotencyKey}" was used for another request.`,
      );
    }
  }
  const started = Date.now();
  if ((call.sync || op.mode === "sync") && !call.idempotencyKey) {
    const fast = await runFirst(services, op, input, cost, call);
    if (fast) return fast;
    // A retryable failure: run it as a job, which retries it with backoff.
  }
  let record: JobRecord;
  let versionstamp: string | undefined;
  try {
    ({ record, versionstamp } = await createJob(services, op, input, cost, call, print));
  } catch (err) {
    if (call.idempotencyKey) await releaseKey(services.kv, workspaceId, call.idempotencyKey);
    throw err;
  }
  if (record.status === "running") {
    services.jobs.runLeased(record, input, versionstamp).catch(() => {/* recorded on the job */});
  } else services.jobs.kick(record.job_id);
  const outcome = await answer(services, op, record.job_id, call, cost, Date.now() - started);
  if (call.idempotencyKey) {
    await recordFirstAnswer(services.kv, {
      workspaceId,
      key: call.idempotencyKey,
      jobId: record.job_id,
    }, firstAnswerOf(outcome));
  }
  return outcome;
}

/** How an answer is replayed later. */
function firstAnswerOf(outcome: ExecuteOutcome): FirstAnswer {
  if (outcome.kind === "job") return { kind: "job", envelope: outcome.body };
  return { kind: outcome.kind === "result" ? "result" : "failed" };
}

/**
 * The answer to a replayed `Idempotency-Key`: the first answer again, free. A 202 stays the
 * envelope first sent (poll it for what happened since); a result or failure is read from the
 * job. Before the first answer is recorded, the job answers as it stands now.
 */
async function replay(
  services: Services,
  op: Operation,
  claim: Extract<Claim, { kind: "replay" }>,
  call: CallContext,
): Promise<ExecuteOutcome> {
  if (claim.first?.kind === "job") return { kind: "job", body: claim.first.envelope, charged: 0 };
  const wait = claim.first ? { ...call, sync: true } : call;
  return await answer(services, op, claim.jobId, wait, 0);
}

/**
 * Starts a sync request's run: its web (the request's fetch budget, aborted with the run), its
 * metered provider and its progress, with a controller that the job adopting it aborts on cancel.
 */
function startRun(
  services: Services,
  op: Operation,
  input: Record<string, unknown>,
  call: CallContext,
  now: Date,
) {
  const workspaceId = call.key.workspace_id;
  // Aborted when the job that adopts this run is cancelled.
  const controller = new AbortController();
  // Cache-Control: no-cache on the request also fetches shared competitor pages afresh.
  const run = runProgress(
    abortableWeb(
      withFetchDeadline(
        call.noCache ? refreshingPages(services.web) : services.web,
        Date.now() + REQUEST_FETCH_BUDGET_MS,
      ),
      controller.signal,
    ),
  );
  const metered = services.meterProvider({
    workspaceId,
    operation: op.path,
    projectId: call.projectId,
    noCache: call.noCache,
    signal: controller.signal,
  });
  const running = op.run!(input, {
    requestId: call.requestId,
    workspaceId,
    projectId: call.projectId,
    workflowId: call.workflowId,
    now,
    explain: call.explain,
    signal: controller.signal,
    web: run.web,
    render: services.render,
    provider: metered.provider,
    serpHistory: (query) => readSerpHistory(services.kv, workspaceId, query, now.getTime()),
    progress: run.progress,
  });
  return { running, controller, run, metered };
}

/**
 * The sync fast path: run first, then charge the finished result in one batched commit, so a
 * quick sync request costs no job bookkeeping, and a run that fails or whose process dies
 * charges and stores nothing (the client retries). A run that outlives the sync window becomes
 * a job there and then (charged, leased by this process, which adopts the run: it is never run
 * twice) and the caller gets the 202 envelope. Null after a retryable failure: the caller then
 * runs it as a job, with retries; a live fetch that ran out of time is final (one deadline per
 * request): it is answered at once, uncharged, and the host is not fetched again.
 */
async function runFirst(
  services: Services,
  op: Operation,
  input: Record<string, unknown>,
  cost: number,
  call: CallContext,
): Promise<ExecuteOutcome | null> {
  const workspaceId = call.key.workspace_id;
  if (op.provider) {
    // A provider call costs real money upstream: refuse it before running when the balance
    // cannot cover it. A pure analysis just runs (rate limits bound the work), and the charge
    // at the end decides either way.
    const balance = await services.ledger.balance(workspaceId);
    if (!balance || balance.remaining < cost) {
      throw creditsExhausted(op, cost, balance?.remaining ?? 0);
    }
  }
  const now = services.now();
  const { running, controller, run, metered } = startRun(services, op, input, call, now);
  running.catch(() => {/* observed below, or by the job that adopts it */});
  const wait = op.mode === "sync" ? 3_600_000 : services.config.syncWindowMs;
  let cancel = () => {};
  type First = { kind: "done"; result: AnalysisResult } | { kind: "error"; error: unknown } | {
    kind: "timeout";
  };
  const first = await Promise.race<First>([
    running.then((result) => ({ kind: "done", result }), (error) => ({ kind: "error", error })),
    new Promise<First>((resolve) => cancel = timeout(wait, () => resolve({ kind: "timeout" }))),
  ]);
  cancel();
  if (first.kind === "done") {
    const outcome = await services.ledger.charge(workspaceId, cost, usageOf(op, call, now, null));
    if (!outcome.ok) throw refusal(op, cost, outcome);
    const body = clientResult(
      first.result,
      {
        operation: op.path,
        credits_charged: cost,
        request_id: call.requestId,
        project_id: call.projectId,
        workflow_id: call.workflowId,
        job_id: null,
      },
      input,
      {
        op,
        operations: services.operations,
        provider: services.config.provider,
        at: services.now(),
        usage: metered.usage(),
      },
    );
    return {
      kind: "result",
      body,
      charged: cost,
      jobId: null,
      remaining: outcome.remaining,
    };
  }
  if (first.kind === "error") {
    const error = toApiError(first.error);
    if (!(first.error instanceof ApiError)) {
      console.error(`[${call.requestId}] ${op.path} failed:`, first.error);
    }
    if (error.retryable && !isFinalFetchError(first.error)) return null;
    throw error; // a permanent failure of a sync request is not charged
  }
  const { record, versionstamp } = await createJob(services, op, input, cost, call, "");
  const adopted = {
    running,
    usage: metered.usage,
    progressTo: run.reportTo,
    abort: (reason: unknown) => controller.abort(reason),
  };
  services.jobs.adopt(record, input, adopted, versionstamp)
    .catch(() => {/* recorded on the job */});
  return { kind: "job", body: jobEnvelope(record), charged: cost };
}

/** What a charge is attributed to: a request answered in itself, or the job `jobId`. */
function usageOf(op: Operation, call: CallContext, now: Date, jobId: string | null): UsageRecord {
  return {
    request_id: call.requestId,
    operation: op.path,
    key_id: call.key.id,
    project_id: call.projectId,
    workflow_id: call.workflowId,
    at: now.toISOString(),
    job_id: jobId,
  };
}

function creditsExhausted(op: Operation, cost: number, remaining: number): ApiError {
  return new ApiError(
    "CREDITS_EXHAUSTED",
    `${op.path} costs ${cost} credits and the workspace has ${remaining} left.`,
    { details: { credits_remaining: remaining, credits_required: cost } },
  );
}

/** The 402 of a refused charge: the project's budget, or the workspace's credits. */
function refusal(op: Operation, cost: number, outcome: LedgerOutcome): ApiError {
  const budget = outcome.budget;
  if (!budget) return creditsExhausted(op, cost, outcome.remaining);
  return new ApiError(
    "BUDGET_EXCEEDED",
    `${op.path} costs ${cost} credits; ${budget.remaining_credits} of the ${budget.limit_credits} ` +
      `in project "${budget.project_id}"'s budget remain this month (${budget.period}), so it was refused and nothing was charged.`,
    { details: { ...budget, credits_required: cost } },
  );
}

/**
 * Answers for a job: the result or failure when it ends within the window, else 202. `spentMs`
 * of the sync window went to a first inline try already: a sync request waits only the rest.
 */
async function answer(
  services: Services,
  op: Operation,
  jobId: string,
  call: CallContext,
  charged: number,
  spentMs = 0,
): Promise<ExecuteOutcome> {
  const window = Math.max(1, services.config.syncWindowMs - spentMs);
  const wait = op.mode === "sync" ? 3_600_000 : call.sync ? window : 0;
  let record = wait > 0 ? await services.jobs.waitFor(jobId, wait) : null;
  record ??= (await getJob(services.kv, jobId)).value;
  if (!record) throw new ApiError("NOT_FOUND", `Job ${jobId} no longer exists.`);
  if (wait > 0 && record.status === "completed") {
    const body = services.jobs.takeResult(jobId) ??
      await readJobResult(services.kv, record) as AnalysisResult;
    return { kind: "result", body, charged, jobId };
  }
  if (wait > 0 && record.status === "failed" && record.error) {
    const refunded = refundedOnFailure(record.error);
    const error = new ApiError(record.error.code as ErrorCode, record.error.message, {
      retryable: record.error.retryable,
      details: { job_id: jobId, refunded },
    });
    return { kind: "failed", error, charged: refunded ? 0 : charged, jobId };
  }
  return { kind: "job", body: jobEnvelope(record), charged };
}

/**
 * Creates the job in the commit that charges for it. A sync request's job is created already
 * leased by this process (it runs inline); its queue message is then delayed by the lease, as
 * the watchdog that lets another process take over if this one dies.
 */
async function createJob(
  services: Services,
  op: Operation,
  input: Record<string, unknown>,
  cost: number,
  call: CallContext,
  print: string,
): Promise<{ record: JobRecord; versionstamp?: string }> {
  const { kv, config } = services;
  const now = services.now();
  const t = now.getTime();
  const workspaceId = call.key.workspace_id;
  const inline = call.sync || op.mode === "sync";
  const jobId = sortableId("job", t);
  const usage = usageOf(op, call, now, jobId);
  const record: JobRecord = {
    job_id: jobId,
    operation: op.path,
    status: inline ? "running" : "queued",
    phase: inline ? STARTED.phase : "queued" satisfies JobPhase,
    progress: inline ? { percent: STARTED.percent, message: STARTED.message } : {
      percent: 0,
      message: "queued",
    },
    attempts: inline ? 1 : 0,
    max_attempts: config.jobMaxAttempts,
    created_at: now.toISOString(),
    started_at: inline ? now.toISOString() : null,
    finished_at: null,
    error: null,
    credits_charged: cost,
    project_id: call.projectId,
    workflow_id: call.workflowId,
    request_id: call.requestId,
    workspace_id: workspaceId,
    explain: call.explain,
    no_cache: call.noCache,
    seq: 1,
    lease_owner: inline ? services.jobs.owner : null,
    lease_until: inline ? t + config.jobLeaseMs : 0,
    input_chunks: 0,
    result_attempt: 0,
    result_chunks: 0,
    usage,
    expires_at: t + config.jobTtlDays * 24 * 3600 * 1000,
  };
  const chunks = encodeChunks(input);
  record.input_chunks = chunks.length;
  const large = chunks.length > 4;
  // A body too big for the charge commit is written first; a refused charge deletes it.
  if (large) await writeJobInput(kv, record, chunks, t);
  const outcome = await services.ledger.charge(workspaceId, cost, usage, {
    bytes: large ? 2_000 : chunks.reduce((n, c) => n + c.length, 2_000),
    mutate: (atomic, outbox) => {
      addJobCreation(atomic, outbox, record, large ? [] : chunks, {
        now: t,
        enqueueDelay: inline ? config.jobLeaseMs + 250 : 0,
      });
      if (call.idempotencyKey) {
        settleKey(atomic, workspaceId, call.idempotencyKey, {
          fingerprint: print,
          operation: op.path,
          created_at: now.toISOString(),
        }, jobId);
      }
    },
  });
  if (!outcome.ok) {
    if (large) await deleteJobInput(kv, jobId, chunks.length);
    throw refusal(op, cost, outcome);
  }
  return { record, versionstamp: outcome.versionstamp };
}
