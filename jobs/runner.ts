/**
 * Runs jobs. A job belongs to whoever holds its lease: the lease is taken with a checked
 * commit, renewed while the job runs, and expires when its process dies. The durable KV queue
 * message is what guarantees every job runs; starting a job at once in this process (`kick`)
 * or inline (`?sync=true`) only saves the queue's pick-up delay. A message that finds the job
 * leased comes back when the lease would expire, so a crashed holder's jobs are taken over.
 */
import type { PageRenderer } from "../lib/web/render.ts";
import { refreshingPages } from "../lib/web/page_cache.ts";
import {
  abortableWeb,
  isFinalFetchError,
  NO_WEB,
  runFetchDeadline,
  type WebFetcher,
  withFetchDeadline,
} from "../lib/web/fetcher.ts";
import type { ProviderUsage } from "../lib/providers/metered.ts";
import type { Services } from "../lib/services.ts";
import { clientResult } from "../lib/agent/result.ts";
import { ApiError, toApiError } from "../lib/errors.ts";
import type { Ledger } from "../lib/credits.ts";
import type { AnalysisResult, Operation } from "../lib/operations/define.ts";
import { keys } from "../lib/store/keys.ts";
import type { WebhookEvent } from "../lib/store/webhooks.ts";
import { Outbox } from "../lib/store/outbox.ts";
import { readSerpHistory } from "../lib/store/serp_history.ts";
import {
  addJobEnd,
  encodeChunks,
  getJob,
  getOwnJob,
  isTerminal,
  type JobChange,
  type JobError,
  type JobRecord,
  jobWriter,
  mutateJob,
  readJobInput,
  refundedOnFailure,
  statusEvent,
  ttlOf,
} from "../lib/store/jobs.ts";
import { parseInput } from "../lib/validation.ts";
import type { Adopted, JobListener, JobRunner } from "../lib/workers.ts";
import { runProgress, type RunReport, type RunSink, STARTED } from "../lib/run_progress.ts";
import type { JobPhase } from "../lib/schemas/jobs.ts";
import type { AtomicOp, Store } from "../lib/store/port.ts";

/** Job records read at start to resume unfinished ones (they are kept JOB_TTL_DAYS). */
const RESUME_SCAN_LIMIT = 100_000;

/** Settings of the runner. */
export interface RunnerOptions {
  kv: Store;
  ledger: Ledger;
  operations: readonly Operation[];
  provider: "dataforseo" | "sandbox";
  /** Jobs run at once from the queue in this process. */
  concurrency: number;
  /** How long a lease lasts without renewal. */
  leaseMs: number;
  /** Prefix of `result_url` in webhook payloads (PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
  /** Delay before retry n (1-based) of a retryable failure. */
  backoffMs: (attempt: number) => number;
  /** Live page and sitemap fetches for the analyses (default: none allowed). */
  web?: WebFetcher;
  /** Headless rendering of JavaScript pages (RENDER=chromium), else none. */
  render?: PageRenderer | null;
  /** The data provider as one run uses it (cached and metered). */
  meterProvider: Services["meterProvider"];
  now?: () => Date;
}

/** The webhook event of a job that ended (its `data`: docs/contract.md#events-and-payloads). */
export function jobWebhookEvent(record: JobRecord, publicBaseUrl = ""): WebhookEvent {
  const type = record.status === "completed"
    ? "job.completed"
    : record.status === "cancelled"
    ? "job.cancelled"
    : "job.failed";
  const data: Record<string, unknown> = {
    job_id: record.job_id,
    operation: record.operation,
    status: record.status,
    project_id: record.project_id,
    workflow_id: record.workflow_id,
    result_url: `${publicBaseUrl}/api/v1/jobs/${record.job_id}`,
  };
  if (record.error && record.status === "failed") data.error = record.error;
  return {
    id: `evt_${record.job_id}_${type}`,
    workspace_id: record.workspace_id,
    type,
    timestamp: record.finished_at ?? new Date().toISOString(),
    project_id: record.project_id,
    job_id: record.job_id,
    data,
  };
}

/**
 * Phase and progress writes at most every `intervalMs`; a report inside the interval is kept and
 * written at its end, so the latest report always lands and a chatty operation costs few commits.
 */
function throttledProgress(write: RunSink, intervalMs = 200) {
  let last = 0;
  let pending: RunReport | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    if (!pending) return writing;
    const report = pending;
    pending = null;
    last = Date.now();
    writing = writing.then(() => write(report));
    return writing;
  };
  return {
    report(report: RunReport): Promise<void> {
      pending = report;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) return flush();
      timer ??= setTimeout(() => flush().catch(() => {}), wait);
      return Promise.resolve();
    },
    flush: () => {
      clearTimeout(timer);
      return flush();
    },
    cancel: () => clearTimeout(timer),
  };
}

/** Thrown inside a run when this process lost the job's lease. */
class LeaseLost extends Error {}

/** Why a run was aborted: someone cancelled its job. */
class Cancelled extends Error {}

/** The 409 of a cancel that found the job ended: it names the state (`details.status`). */
function endedAlready(record: JobRecord): ApiError {
  const state = record.status === "cancelled" ? "been cancelled" : record.status;
  return new ApiError(
    "CONFLICT",
    `Job ${record.job_id} has ${state} already; there is nothing to cancel.`,
    { details: { status: record.status } },
  );
}

/** The lease owner of a job waiting out its retry backoff (no process runs it meanwhile). */
const BACKOFF = "retry-backoff";

/** Creates the runner; `listen` it on the queue with `handleMessage`. */
export function createJobRunner(options: RunnerOptions): JobRunner {
  const { kv, ledger } = options;
  const now = options.now ?? (() => new Date());
  const owner = crypto.randomUUID();
  /** Jobs created before this moment belong to an earlier process (see `resumeUnfinished`). */
  const startedAt = now().getTime();
  const writer = jobWriter(kv, () => now().getTime());
  const write = writer.write;
  const byPath = new Map<string, Operation>(options.operations.map((op) => [op.path, op]));
  const listeners: JobListener[] = [];
  const running = new Map<string, Promise<JobRecord | null>>();
  /** The abort controllers of the runs of this process, by job. */
  const controllers = new Map<string, AbortController>();
  let active = 0;
  const slotWaiters: (() => void)[] = [];

  const acquireSlot = async () => {
    while (active >= options.concurrency) await new Promise<void>((r) => slotWaiters.push(r));
    active++;
  };
  const releaseSlot = () => {
    active--;
    slotWaiters.shift()?.();
  };

  /** Takes the lease of a runnable job, or returns null (terminal, or leased elsewhere). */
  async function takeLease(jobId: string): Promise<JobRecord | null> {
    const t = now().getTime();
    let exhausted: JobRecord | null = null;
    let cancelled = false;
    const record = await write(jobId, (cur) => {
      if (isTerminal(cur.status) || (cur.lease_owner && cur.lease_until > t)) return null;
      if (cur.cancel_requested_at) {
        cancelled = true; // cancelled while it ran in a process that died: end it, refunded
        return null;
      }
      if (cur.attempts >= cur.max_attempts) {
        exhausted = cur;
        return null;
      }
      const next: JobRecord = {
        ...cur,
        status: "running",
        phase: STARTED.phase,
        progress: { percent: STARTED.percent, message: STARTED.message },
        attempts: cur.attempts + 1,
        started_at: cur.started_at ?? new Date(t).toISOString(),
        lease_owner: owner,
        lease_until: t + options.leaseMs,
      };
      return { record: next, event: statusEvent(next) };
    });
    if (cancelled) await finish(jobId, null, { ownerCheck: false });
    if (exhausted) {
      // Every attempt was interrupted (the process died each time): give up and refund.
      await finish(jobId, {
        code: "INTERNAL_ERROR",
        message: `The job was interrupted ${
          (exhausted as JobRecord).attempts
        } times and was given up.`,
        retryable: true,
      }, { ownerCheck: false });
    }
    return record;
  }

  /** Applies a change only while this process still holds the lease of `attempt`. */
  function whileLeased(record: JobRecord, change: (cur: JobRecord) => JobChange | null) {
    return (cur: JobRecord) =>
      cur.lease_owner === owner && cur.attempts === record.attempts && cur.status === "running"
        ? change(cur)
        : null;
  }

  /**
   * Marks a job failed with `error`, or cancelled when `error` is null (refunding it in the same
   * commit: a cancelled job always, a failure see `refundedOnFailure`), and notifies.
   */
  async function finish(
    jobId: string,
    error: JobError | null,
    opts: { ownerCheck: boolean; attempts?: number },
  ) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const entry = await getJob(kv, jobId);
      const cur = entry.value;
      if (!cur || isTerminal(cur.status)) return null;
      if (opts.ownerCheck && (cur.lease_owner !== owner || cur.attempts !== opts.attempts)) {
        return null;
      }
      const t = now();
      const record: JobRecord = {
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
      const expireIn = ttlOf(record, t.getTime());
      const writes = (op: AtomicOp, outbox: Outbox) =>
        addJobEnd(op, outbox, record, {
          expireIn,
          webhook: jobWebhookEvent(record, options.publicBaseUrl),
        });
      let ok: boolean;
      if (!error || refundedOnFailure(error)) {
        const outcome = await ledger.refund(cur.workspace_id, cur.credits_charged, cur.usage, {
          checks: [entry],
          mutate: writes,
        });
        ok = outcome.ok;
      } else {
        const op = kv.atomic().check(entry);
        const outbox = new Outbox();
        writes(op, outbox);
        outbox.flush(op);
        ok = (await op.commit()).ok;
      }
      if (ok) {
        notify(record);
        return record;
      }
    }
    throw new ApiError("SERVICE_UNAVAILABLE", `Could not record the failure of job ${jobId}.`);
  }

  function notify(record: JobRecord) {
    for (const listener of listeners) {
      Promise.resolve(listener(record)).catch((err) => console.error("job listener failed:", err));
    }
  }

  /** Runs a job whose lease this process holds, to its end (or until the lease is lost). */
  const kept = new Map<string, AnalysisResult>();

  async function execute(
    leased: JobRecord,
    given?: Record<string, unknown>,
    adopted?: Adopted,
  ): Promise<JobRecord | null> {
    const jobId = leased.job_id;
    const controller = new AbortController();
    controllers.set(jobId, controller);
    const progress = throttledProgress((report) => setProgress(leased, report));
    adopted?.progressTo(progress.report);
    // A job's own run: its fetches set its phase, its reports its progress (lib/run_progress.ts).
    const run = runProgress(
      abortableWeb(
        withFetchDeadline(
          leased.no_cache ? refreshingPages(options.web ?? NO_WEB) : options.web ?? NO_WEB,
          runFetchDeadline(leased.started_at, now()),
        ),
        controller.signal,
      ),
      progress.report,
    );
    const heartbeat = setInterval(() => {
      write(
        jobId,
        whileLeased(leased, (cur) => ({
          record: { ...cur, lease_until: now().getTime() + options.leaseMs },
        })),
      ).then((r) => {
        if (!r) controller.abort(new LeaseLost());
        else if (r.cancel_requested_at) controller.abort(new Cancelled());
      }).catch(() => {/* the next beat retries */});
    }, Math.max(50, Math.floor(options.leaseMs / 3)));
    try {
      const op = byPath.get(leased.operation);
      if (!op?.run) {
        throw new ApiError(
          "NOT_IMPLEMENTED",
          `${leased.operation} is not available on this server.`,
        );
      }
      const input = given ?? parseInput(op.input, await readJobInput(kv, leased));
      const metered = adopted ? null : options.meterProvider({
        workspaceId: leased.workspace_id,
        operation: leased.operation,
        projectId: leased.project_id,
        noCache: leased.no_cache ?? false,
        signal: controller.signal,
      });
      const result: AnalysisResult = adopted ? await adopted.running : await op.run(input, {
        requestId: leased.request_id,
        workspaceId: leased.workspace_id,
        projectId: leased.project_id,
        workflowId: leased.workflow_id,
        now: now(),
        explain: leased.explain ?? false,
        signal: controller.signal,
        progress: run.progress,
        web: run.web,
        render: options.render ?? null,
        provider: metered!.provider,
        serpHistory: (query) => readSerpHistory(kv, leased.workspace_id, query, now().getTime()),
      });
      await progress.flush();
      if (controller.signal.aborted) throw controller.signal.reason;
      const usage = (adopted ?? metered!).usage();
      return await complete(leased, input, result, { keep: given !== undefined, usage });
    } catch (err) {
      if (err instanceof LeaseLost) return null;
      if (controller.signal.reason instanceof Cancelled) {
        return await finish(jobId, null, { ownerCheck: true, attempts: leased.attempts });
      }
      return await fail(leased, err);
    } finally {
      controllers.delete(jobId);
      clearInterval(heartbeat);
      progress.cancel();
    }
  }

  /** Records a phase and progress report (and renews the lease); throws when the lease was lost. */
  async function setProgress(leased: JobRecord, { phase, percent, message }: RunReport) {
    const done = await write(
      leased.job_id,
      whileLeased(leased, (cur) => {
        const record = {
          ...cur,
          phase,
          progress: { percent: Math.max(0, Math.min(100, Math.round(percent))), message },
          lease_until: now().getTime() + options.leaseMs,
        };
        return { record, event: statusEvent(record) };
      }),
    );
    if (!done) throw new LeaseLost();
  }

  async function complete(
    leased: JobRecord,
    input: Record<string, unknown>,
    result: AnalysisResult,
    run: { keep: boolean; usage: ProviderUsage },
  ) {
    const at = now();
    const body = clientResult(result, leased, input, {
      op: { provider: byPath.get(leased.operation)?.provider ?? false },
      operations: options.operations,
      provider: options.provider,
      at,
      usage: run.usage,
    });
    const chunks = encodeChunks(body);
    const expireIn = ttlOf(leased, at.getTime());
    const inline = chunks.length <= 6;
    if (!inline) {
      // Too big for one commit: write the chunks first; the record commit below publishes them.
      for (let i = 0; i < chunks.length; i += 6) {
        const op = kv.atomic();
        chunks.slice(i, i + 6).forEach((c, j) =>
          op.set(keys.jobResult(leased.job_id, leased.attempts, i + j), c, { expireIn })
        );
        await op.commit();
      }
    }
    // One chunk fits a shared commit; a larger result gets a commit of its own.
    const commit: typeof write = chunks.length === 1 ? write : (id, fn) => mutateJob(kv, id, fn);
    const record = await commit(
      leased.job_id,
      whileLeased(leased, (cur) => ({
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
              options.publicBaseUrl,
            ),
          );
        },
      })),
    );
    if (record) {
      if (run.keep) kept.set(record.job_id, body);
      notify(record);
    }
    return record;
  }

  async function fail(leased: JobRecord, err: unknown): Promise<JobRecord | null> {
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
      const delay = options.backoffMs(leased.attempts);
      const record = await write(
        leased.job_id,
        whileLeased(leased, (cur) => {
          const next: JobRecord = {
            ...cur,
            status: "queued",
            phase: "retry_scheduled" satisfies JobPhase,
            progress: { percent: 0, message: `retrying in ${Math.round(delay / 1000)} s` },
            error,
            // Held by the backoff until the retry is due: a message that arrives sooner (the
            // job's first, a watchdog's) finds it leased and looks again when it lapses.
            lease_owner: BACKOFF,
            lease_until: now().getTime() + delay,
          };
          return {
            record: next,
            event: statusEvent(next),
            extra: (_, outbox) => outbox.job(cur.job_id, delay),
          };
        }),
      );
      return record;
    }
    return await finish(leased.job_id, error, { ownerCheck: true, attempts: leased.attempts });
  }

  function track(jobId: string, run: Promise<JobRecord | null>): Promise<JobRecord | null> {
    running.set(jobId, run);
    return run.finally(() => running.delete(jobId));
  }

  /** Enqueues the job's message for when its lease would expire, unless it has ended. */
  async function watchLater(jobId: string): Promise<void> {
    const entry = await getJob(kv, jobId);
    if (!entry.value || isTerminal(entry.value.status)) return;
    const wait = Math.max(250, entry.value.lease_until - now().getTime() + 250);
    const op = kv.atomic();
    new Outbox().job(jobId, wait).flush(op);
    await op.commit();
  }

  /** Runs a job named by a queue message, or makes sure a message comes back for it. */
  async function handleJob(jobId: string): Promise<void> {
    const cur = (await getJob(kv, jobId)).value;
    if (!cur || isTerminal(cur.status)) return;
    if (!(cur.lease_owner && cur.lease_until > now().getTime())) {
      await acquireSlot();
      // This message stays in flight while the job runs; if the process dies, KV gives it back
      // only after its own timeout (about a minute). A watchdog at lease expiry lets another
      // process take the job over as soon as the lease lapses.
      const watchdog = kv.atomic();
      new Outbox().job(jobId, options.leaseMs + 250).flush(watchdog);
      await watchdog.commit();
      try {
        if (await track(jobId, runQueued(jobId))) return;
      } finally {
        releaseSlot();
      }
    }
    // Someone else holds the lease (or just took it): this message must not vanish, or a
    // holder that dies would leave the job stranded. Look again when the lease would expire.
    await watchLater(jobId);
  }

  async function runQueued(jobId: string): Promise<JobRecord | null> {
    const leased = await takeLease(jobId);
    return leased ? await execute(leased) : null;
  }

  /**
   * See `JobRunner.cancel`. The answer is the outcome of one checked commit on the job record
   * (`finish`): it ends the job `cancelled` with its refund, or finds the job ended, and then the
   * 409 names the state it ended in, so a cancel racing the job's end never answers 202 for a job
   * that completed. A run of this process is aborted at once; one of another process finds its
   * lease gone at its next beat (every write of a run is conditional on the job still running).
   */
  async function cancel(jobId: string, workspaceId: string): Promise<JobRecord> {
    await getOwnJob(kv, workspaceId, jobId); // the same 404 for another workspace's job
    const ended = await finish(jobId, null, { ownerCheck: false });
    if (ended) {
      controllers.get(jobId)?.abort(new Cancelled());
      return ended;
    }
    throw endedAlready(await getOwnJob(kv, workspaceId, jobId));
  }

  return {
    owner,

    kick(jobId) {
      if (active >= options.concurrency) return;
      active++;
      track(jobId, runQueued(jobId)).catch((err) => console.error(`job ${jobId}:`, err)).finally(
        releaseSlot,
      );
    },

    runLeased(record, input, versionstamp) {
      if (versionstamp) {
        writer.remember({ key: keys.job(record.job_id), value: record, versionstamp });
      }
      return track(record.job_id, execute(record, input));
    },

    adopt(record, input, run, versionstamp) {
      if (versionstamp) {
        writer.remember({ key: keys.job(record.job_id), value: record, versionstamp });
      }
      return track(record.job_id, execute(record, input, run));
    },

    takeResult(jobId) {
      const body = kept.get(jobId);
      kept.delete(jobId);
      return body;
    },

    async handleMessage(message) {
      // One message may name the jobs of one commit; they are looked at side by side.
      await Promise.all(message.job_ids.map(handleJob));
    },

    cancel,

    async waitFor(jobId, timeoutMs) {
      const local = running.get(jobId);
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
      const stream = kv.watch<[JobRecord]>([keys.job(jobId)]);
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
    },

    async recoverUndelivered() {
      let count = 0;
      for await (const e of kv.list({ prefix: keys.jobsUndelivered() })) {
        const jobId = e.key[1] as string;
        const op = kv.atomic().check(e).delete(e.key);
        new Outbox().job(jobId).flush(op);
        if ((await op.commit()).ok) count++;
      }
      return count;
    },

    async resumeUnfinished() {
      let found = 0;
      const t = now().getTime();
      for await (const e of kv.list<JobRecord>({ prefix: ["job"] }, { limit: RESUME_SCAN_LIMIT })) {
        const record = e.value;
        // Only an earlier process's jobs: this one's own are run as they are created.
        if (!record || isTerminal(record.status) || record.lease_owner === owner) continue;
        if (Date.parse(record.created_at) >= startedAt) continue;
        found++;
        // The lease decides: taking it is a checked commit, so a queue message racing this
        // finds the job leased or done and leaves it. Each job waits for a worker slot here (a
        // `kick` would drop it while the slots are busy): its queue message may be stuck in
        // flight with the dead process, which KV gives back only after about a minute.
        const wait = record.status === "running" ? Math.max(0, record.lease_until - t) : 0;
        const timer = setTimeout(() => {
          handleJob(record.job_id).catch(() => {/* its queue message is the fallback */});
        }, wait + 50);
        Deno.unrefTimer(timer);
      }
      return found;
    },

    onFinished(listener) {
      listeners.push(listener);
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
