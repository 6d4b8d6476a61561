/**
 * Jobs in KV (docs/contract.md#jobs): the record, its event log, and its input and result in
 * chunks. Every change of a record is one checked commit that also appends its event, so a watcher
 * that sees `seq` move can always read every event it missed from the log.
 */
import type { UsageRecord } from "../credits.ts";
import { keyedBatcher } from "../batcher.ts";
import { ApiError } from "../errors.ts";
import { getAll } from "./get_all.ts";
import { keys } from "./keys.ts";
import { Outbox } from "./outbox.ts";
import { pageIndex } from "./paging.ts";
import type { WebhookEvent } from "./webhooks.ts";
import type { JobError, JobProgress, JobStatus, PublicJob } from "../schemas/jobs.ts";
import { concatBytes } from "../bytes.ts";
import type { AtomicOp, Store } from "./port.ts";

/** `queued` -> `running` -> `completed` | `failed` (a retry goes back to `queued`). */
export type { JobError, JobStatus };

/** The stored job record: the public fields (docs/contract.md#jobs) plus bookkeeping. */
export interface JobRecord {
  job_id: string;
  operation: string;
  status: JobStatus;
  phase: string;
  progress: JobProgress;
  attempts: number;
  max_attempts: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  error: JobError | null;
  /**
   * When a cancel ended the job while it ran (written by the commit that cancels it; a record of
   * an older version may carry it while still running: the next lease taker ends it cancelled).
   */
  cancel_requested_at?: string | null;
  credits_charged: number;
  project_id: string | null;
  workflow_id: string | null;
  request_id: string;
  // Bookkeeping, never shown.
  workspace_id: string;
  /** The request asked for the `method` of the result (`?explain=true`); absent on old records. */
  explain?: boolean;
  /** The request said `Cache-Control: no-cache`; absent on old records. */
  no_cache?: boolean;
  /** Number of the last event in the log. */
  seq: number;
  /** The process holding the lease and until when (ms since epoch). */
  lease_owner: string | null;
  lease_until: number;
  input_chunks: number;
  result_attempt: number;
  result_chunks: number;
  /** The charge, kept for a refund. */
  usage: UsageRecord;
  expires_at: number;
}

/**
 * The event kinds of the job stream (docs/contract.md#job-event-stream); `job.open` is made from
 * the record.
 */
export type JobEventKind = "job.status" | "job.done" | "job.failed" | "job.cancelled";

/** One entry of a job's event log. */
export interface JobEvent {
  event: JobEventKind;
  data: Record<string, unknown>;
}

/** Values are at most 64 KiB; chunks stay well below. */
export const CHUNK_BYTES = 60_000;

/**
 * Whether a failed job's credits go back: a retryable failure (upstream or ours), or a refusal of
 * the request's own input found only while running (`INVALID_PARAMETERS`: a URL the SSRF guard
 * refuses, a field the provider refuses), which is never charged (docs/contract.md#credits).
 */
export function refundedOnFailure(error: Pick<JobError, "code" | "retryable">): boolean {
  return error.retryable || error.code === "INVALID_PARAMETERS";
}

/** True for `completed`, `failed` and `cancelled`. */
export function isTerminal(status: JobStatus): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/** Splits a JSON value into UTF-8 chunks. */
export function encodeChunks(value: unknown): Uint8Array[] {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK_BYTES) out.push(bytes.subarray(i, i + CHUNK_BYTES));
  return out.length > 0 ? out : [new Uint8Array()];
}

/** Reads and joins chunks written by `encodeChunks`. */
async function readChunks(kv: Store, chunkKeys: Deno.KvKey[]): Promise<unknown> {
  const parts: Uint8Array[] = [];
  for (const e of await getAll<Uint8Array>(kv, chunkKeys)) {
    if (!e.value) {
      throw new ApiError("INTERNAL_ERROR", `A stored chunk ${JSON.stringify(e.key)} is missing.`);
    }
    parts.push(e.value);
  }
  return JSON.parse(new TextDecoder().decode(concatBytes(parts)));
}

/** Milliseconds a job's keys still have to live. */
export function ttlOf(record: Pick<JobRecord, "expires_at">, now: number): number {
  return Math.max(60_000, record.expires_at - now);
}

/** The job's request body. */
export function readJobInput(kv: Store, record: JobRecord): Promise<unknown> {
  return readChunks(
    kv,
    Array.from({ length: record.input_chunks }, (_, i) => keys.jobInput(record.job_id, i)),
  );
}

/** The job's result, or null before it completed. */
export async function readJobResult(kv: Store, record: JobRecord): Promise<unknown> {
  if (record.status !== "completed") return null;
  return await readChunks(
    kv,
    Array.from(
      { length: record.result_chunks },
      (_, i) => keys.jobResult(record.job_id, record.result_attempt, i),
    ),
  );
}

/** The record as clients see it (docs/contract.md#jobs), with its result. */
export function publicJob(record: JobRecord, result: unknown = null): PublicJob {
  return {
    job_id: record.job_id,
    operation: record.operation,
    status: record.status,
    phase: record.phase,
    progress: record.progress,
    attempts: record.attempts,
    max_attempts: record.max_attempts,
    created_at: record.created_at,
    started_at: record.started_at,
    finished_at: record.finished_at,
    result,
    error: record.error,
    cancel_requested_at: record.cancel_requested_at ?? null,
    credits_charged: record.credits_charged,
    project_id: record.project_id,
    workflow_id: record.workflow_id,
    request_id: record.request_id,
  };
}

/** The `job.status` payload of a record. */
export function statusEvent(record: JobRecord): JobEvent {
  return {
    event: "job.status",
    data: {
      job_id: record.job_id,
      status: record.status,
      phase: record.phase,
      progress: record.progress,
      attempts: record.attempts,
      error: record.error,
    },
  };
}

/**
 * Adds the writes of a new job to `op`: record, index, first event, input chunks and the
 * queue message (delayed for a job this process runs inline: then it is the watchdog that
 * takes the job over if this process dies). The caller commits them with the charge.
 */
export function addJobCreation(
  op: AtomicOp,
  outbox: Outbox,
  record: JobRecord,
  inputChunks: Uint8Array[],
  options: { now: number; enqueueDelay: number },
): void {
  const expireIn = ttlOf(record, options.now);
  op.set(keys.job(record.job_id), record, { expireIn })
    .set(keys.workspaceJob(record.workspace_id, record.job_id), {
      status: record.status,
      operation: record.operation,
    }, {
      expireIn,
    })
    .set(keys.jobEvent(record.job_id, record.seq), statusEvent(record), { expireIn });
  inputChunks.forEach((chunk, i) => op.set(keys.jobInput(record.job_id, i), chunk, { expireIn }));
  outbox.job(record.job_id, options.enqueueDelay);
}

/**
 * Writes the input chunks of a job too large to go into its creation commit, before that
 * commit (in batches, within KV's limits); `deleteJobInput` takes them back if it is refused.
 */
export async function writeJobInput(
  kv: Store,
  record: Pick<JobRecord, "job_id" | "expires_at">,
  chunks: Uint8Array[],
  now: number,
): Promise<void> {
  for (let i = 0; i < chunks.length; i += 6) {
    const batch = kv.atomic();
    chunks.slice(i, i + 6).forEach((c, j) =>
      batch.set(keys.jobInput(record.job_id, i + j), c, { expireIn: record.expires_at - now })
    );
    await batch.commit();
  }
}

/** Deletes the input chunks of a job that was never created. */
export async function deleteJobInput(kv: Store, jobId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await kv.delete(keys.jobInput(jobId, i));
}

/**
 * Adds a job's end other than completion to `op`: the failed or cancelled record, its index entry,
 * its `job.failed` or `job.cancelled` event and the fan-out of its webhook event. The caller
 * commits them (with the refund, when refunded).
 */
export function addJobEnd(
  op: AtomicOp,
  outbox: Outbox,
  record: JobRecord,
  options: { expireIn: number; webhook: WebhookEvent },
): void {
  const { expireIn } = options;
  const event: JobEvent = record.status === "cancelled"
    ? { event: "job.cancelled", data: { job_id: record.job_id } }
    : { event: "job.failed", data: { job_id: record.job_id, error: record.error } };
  op.set(keys.job(record.job_id), record, { expireIn })
    .set(keys.workspaceJob(record.workspace_id, record.job_id), {
      status: record.status,
      operation: record.operation,
    }, { expireIn })
    .set(keys.jobEvent(record.job_id, record.seq), event, { expireIn });
  outbox.fanout(options.webhook);
}

/** The record of a job, or null. */
export async function getJob(kv: Store, jobId: string): Promise<Deno.KvEntryMaybe<JobRecord>> {
  return await kv.get<JobRecord>(keys.job(jobId));
}

/** The job of a workspace, or the same 404 whether it is missing or another's. */
export async function getOwnJob(
  kv: Store,
  workspaceId: string,
  jobId: string,
): Promise<JobRecord> {
  const record = (await getJob(kv, jobId)).value;
  if (!record || record.workspace_id !== workspaceId) {
    throw new ApiError("NOT_FOUND", `Job "${jobId}" does not exist in this workspace.`);
  }
  return record;
}

/** What a job mutation does: the new record, its event, and any other writes. */
export interface JobChange {
  record: JobRecord;
  event?: JobEvent;
  /** Other writes and queue messages of the same commit. */
  extra?: (op: AtomicOp, outbox: Outbox) => void;
}

/** Adds the writes of `next` (record, index on a status change, event, extras) to `op`. */
function addChange(
  op: AtomicOp,
  outbox: Outbox,
  entry: Deno.KvEntry<JobRecord>,
  next: JobChange,
  now: number,
): JobRecord {
  const current = entry.value;
  const record = next.event ? { ...next.record, seq: current.seq + 1 } : next.record;
  const expireIn = ttlOf(record, now);
  op.check(entry).set(entry.key, record, { expireIn });
  if (record.status !== current.status) {
    op.set(keys.workspaceJob(record.workspace_id, record.job_id), {
      status: record.status,
      operation: record.operation,
    }, {
      expireIn,
    });
  }
  if (next.event) op.set(keys.jobEvent(record.job_id, record.seq), next.event, { expireIn });
  next.extra?.(op, outbox);
  return record;
}

/** A change of one job: gets the current record, returns what to write or null. */
export type JobChangeFn = (current: JobRecord) => JobChange | null;

/**
 * Applies `change` to the current record with a checked commit, retrying on conflicts.
 * `change` returns null to leave the record alone (then null is returned).
 */
export async function mutateJob(
  kv: Store,
  jobId: string,
  change: JobChangeFn,
  now: () => number = Date.now,
): Promise<JobRecord | null> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const entry = await getJob(kv, jobId);
    if (!entry.value) return null;
    const next = change(entry.value);
    if (!next) return null;
    const op = kv.atomic();
    const outbox = new Outbox();
    const record = addChange(op, outbox, entry as Deno.KvEntry<JobRecord>, next, now());
    outbox.flush(op);
    if ((await op.commit()).ok) return record;
  }
  throw new ApiError("SERVICE_UNAVAILABLE", `Job ${jobId} is under heavy contention; retry.`);
}

/** Writes job changes; see `jobWriter`. */
export interface JobWriter {
  write(jobId: string, change: JobChangeFn): Promise<JobRecord | null>;
  /** Tells the writer the entry this process just committed, sparing the next read. */
  remember(entry: Deno.KvEntry<JobRecord>): void;
}

/**
 * Like `mutateJob`, but changes of different jobs that arrive together share one commit (at
 * most 10 checks, the smallest KV backend's limit), and the entries this process wrote last
 * are checked without reading them again. If any record moved meanwhile, each change falls
 * back to its own read and checked commit, so the outcome is the same as `mutateJob`'s.
 */
export function jobWriter(kv: Store, now: () => number = Date.now): JobWriter {
  interface Item {
    jobId: string;
    change: JobChangeFn;
  }
  const known = new Map<string, Deno.KvEntry<JobRecord>>();

  async function entriesOf(jobIds: string[]): Promise<Deno.KvEntryMaybe<JobRecord>[]> {
    const missing = jobIds.filter((id) => !known.has(id));
    const read = missing.length > 0
      ? await kv.getMany<JobRecord[]>(missing.map((id) => keys.job(id)))
      : [];
    const byId = new Map(read.map((e, i) => [missing[i], e]));
    return jobIds.map((id) => known.get(id) ?? byId.get(id)!);
  }

  async function writeBatch(_: string, items: Item[]): Promise<(JobRecord | null)[]> {
    const seen = new Set<string>();
    const batched: number[] = [];
    items.forEach((item, i) => {
      if (!seen.has(item.jobId)) {
        seen.add(item.jobId);
        batched.push(i);
      }
    });
    const results: (JobRecord | null)[] = new Array(items.length).fill(null);
    const entries = await entriesOf(batched.map((i) => items[i].jobId));
    const op = kv.atomic();
    const outbox = new Outbox();
    const written: number[] = [];
    batched.forEach((i, j) => {
      const entry = entries[j];
      const next = entry.value ? items[i].change(entry.value) : null;
      if (entry.value && next) {
        results[i] = addChange(op, outbox, entry as Deno.KvEntry<JobRecord>, next, now());
        written.push(i);
      } else known.delete(items[i].jobId);
    });
    outbox.flush(op);
    const res = written.length > 0 ? await op.commit() : null;
    if (res && res.ok) {
      for (const i of written) {
        const record = results[i]!;
        if (isTerminal(record.status)) known.delete(record.job_id);
        else {known.set(record.job_id, {
            key: keys.job(record.job_id),
            value: record,
            versionstamp: res.versionstamp,
          });}
      }
    }
    const failed = res !== null && !res.ok;
    const rest = items.map((_, i) => i).filter((i) => failed || !batched.includes(i));
    for (const i of rest) {
      known.delete(items[i].jobId);
      results[i] = await mutateJob(kv, items[i].jobId, items[i].change, now);
    }
    return results;
  }
  const submit = keyedBatcher(writeBatch, { maxBatch: 10 });
  return {
    write: (jobId, change) => submit("jobs", { jobId, change }),
    remember: (entry) => {
      if (!isTerminal(entry.value.status)) known.set(entry.value.job_id, entry);
    },
  };
}

/** Events with `after < seq <= upTo`, in order. */
export async function readJobEvents(
  kv: Store,
  jobId: string,
  after: number,
  upTo: number,
): Promise<{ seq: number; event: JobEvent }[]> {
  const out: { seq: number; event: JobEvent }[] = [];
  if (upTo <= after) return out;
  const iter = kv.list<JobEvent>({
    start: keys.jobEvent(jobId, after + 1),
    end: keys.jobEvent(jobId, upTo + 1),
  });
  for await (const e of iter) out.push({ seq: e.key[2] as number, event: e.value });
  return out;
}

/** Options of `listJobs`. */
export interface ListJobsOptions {
  status?: JobStatus;
  limit: number;
  /** The last job id of the previous page. */
  cursor?: string;
}

/** A workspace's jobs, newest first, with a cursor for the next page. */
export async function listJobs(
  kv: Store,
  workspaceId: string,
  options: ListJobsOptions,
): Promise<{ jobs: JobRecord[]; next_cursor: string | null }> {
  const page = await pageIndex<{ status: JobStatus }, JobRecord>(kv, {
    prefix: keys.workspaceJobs(workspaceId),
    recordKey: keys.job,
    limit: options.limit,
    cursor: options.cursor,
    keep: options.status ? (v) => v.status === options.status : undefined,
  });
  return { jobs: page.records, next_cursor: page.next_cursor };
}
