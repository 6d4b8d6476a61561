/**
 * What the queue workers (`jobs/`) provide to the rest of the process, as interfaces: routes
 * and `lib/` depend on these, never on `jobs/` itself; the composition root wires them.
 */
import type { AnalysisResult } from "./operations/define.ts";
import type { RunSink } from "./run_progress.ts";
import type { ProviderUsage } from "./providers/metered.ts";
import type { FanoutMessage, JobMessage } from "./store/outbox.ts";
import type { JobRecord } from "./store/jobs.ts";
import type { DeliveryMessage, WebhookEvent } from "./store/webhooks.ts";

/** A run already under way, and where its progress reports should go from now on. */
export interface Adopted {
  running: Promise<AnalysisResult>;
  /** What the run's provider calls cost and where their data came from. */
  usage(): ProviderUsage;
  /** Sends the run's phase and progress reports to `sink` from now on, the latest first. */
  progressTo(sink: RunSink): void;
  /** Aborts the run (its job was cancelled): its fetches and provider calls stop. */
  abort(reason: unknown): void;
}

/** Called after a job reached `completed` or `failed` (webhooks hook in here). */
export type JobListener = (record: JobRecord) => void | Promise<void>;

/** The runner of one process. */
export interface JobRunner {
  /** This process's lease-holder id. */
  readonly owner: string;
  /** Starts a queued job now if a worker slot is free; the queue is the fallback. */
  kick(jobId: string): void;
  /**
   * Runs a job this process created already leased (`?sync=true`) with its parsed input;
   * resolves when it ends. Its result stays in memory for one `takeResult`.
   */
  runLeased(
    record: JobRecord,
    input: Record<string, unknown>,
    versionstamp?: string,
  ): Promise<JobRecord | null>;
  /** The result of an inline run that completed in this process, once. */
  takeResult(jobId: string): AnalysisResult | undefined;
  /**
   * Takes over a run that started before its job existed (a sync request that outlived the
   * window): the job, created leased by this process, completes with that run's outcome.
   */
  adopt(
    record: JobRecord,
    input: Record<string, unknown>,
    run: Adopted,
    versionstamp?: string,
  ): Promise<JobRecord | null>;
  /** The queue handler for job messages. */
  handleMessage(message: JobMessage): Promise<void>;
  /**
   * Cancels a job of `workspaceId` in one checked commit: a queued or running one ends `cancelled`,
   * refunded in the same commit (a running one's run is aborted at once in this process, at its
   * next lease beat in another). 404 for another's job, 409 once ended, even a moment before.
   */
  cancel(jobId: string, workspaceId: string): Promise<JobRecord>;
  /** Resolves with the record once the job is terminal, or null after `timeoutMs`. */
  waitFor(jobId: string, timeoutMs: number): Promise<JobRecord | null>;
  /** Re-enqueues jobs whose messages KV could not deliver. */
  recoverUndelivered(): Promise<number>;
  /**
   * At start: takes up the unfinished jobs of a process that died (queued, or running under an
   * expired lease) at once, and the ones still leased when their lease ends, instead of waiting
   * for KV's own redelivery of their queue messages. Returns how many it found.
   */
  resumeUnfinished(): Promise<number>;
  onFinished(listener: JobListener): void;
  /** Resolves when no job of this process is running. */
  idle(): Promise<void>;
}

/** The webhook workers of one process. */
export interface Deliverer {
  /** The queue handler of one delivery attempt (idempotent). */
  deliver(message: DeliveryMessage): Promise<void>;
  /** The queue handler of a fan-out: one delivery per subscribed endpoint. */
  fanout(message: FanoutMessage): Promise<void>;
  /** Re-queues events whose fan-out messages KV could not deliver. */
  recoverUndelivered(): Promise<number>;
  /** Fans an event out now (the committed fan-out message remains as the guarantee). */
  fanoutNow(event: WebhookEvent): void;
}

/** The workers `createServices` is given. */
export interface Workers {
  jobs: JobRunner;
  webhooks: Deliverer;
}
