/**
 * `Idempotency-Key` (docs/contract.md#idempotency): the same key and body within 24 h return the
 * first answer (the same job, no second charge); a different body is 422; a first request still
 * being accepted is 409. The claim is one checked commit; the job id is written together with the
 * job and its charge, so a key can never point at a job that was not created.
 */
import { IDEMPOTENCY_TTL_MS } from "./store/lifetimes.ts";
import { ApiError, invalidParameters } from "./errors.ts";
import { sha256Hex } from "./ids.ts";
import type { JobEnvelope } from "./schemas/jobs.ts";
import { keys } from "./store/keys.ts";
import type { AtomicOp, Store } from "./store/port.ts";

/** Keys live this long. */
export { IDEMPOTENCY_TTL_MS };

/** The stored state of one key. */
export interface IdempotencyRecord {
  fingerprint: string;
  operation: string;
  state: "in_progress" | "done";
  job_id: string | null;
  /** The first answer of a request that is not a job (e.g. creating a webhook endpoint). */
  response?: { status: number; body: unknown };
  /** How the first request for a job was answered, replayed as such (absent until known). */
  first?: FirstAnswer;
  created_at: string;
}

/**
 * How a job's first request was answered: the 202 envelope (kept as sent), its result (200,
 * read from the job) or its failure (the job's error).
 */
export type FirstAnswer =
  | { kind: "job"; envelope: JobEnvelope }
  | { kind: "result" }
  | { kind: "failed" };

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The validated `Idempotency-Key` header, or null when absent. */
export function idempotencyKey(headers: Headers): string | null {
  const value = headers.get("idempotency-key");
  if (value === null) return null;
  if (!KEY_SHAPE.test(value)) {
    throw invalidParameters([{
      path: "Idempotency-Key",
      message: `must be 1-255 visible ASCII characters without spaces (got ${
        JSON.stringify(value.slice(0, 40))
      })`,
    }]);
  }
  return value;
}

/** A digest of what makes two requests "the same": the operation and its parsed body. */
export function fingerprint(operation: string, input: unknown): string {
  return sha256Hex(`${operation}\n${JSON.stringify(input)}`);
}

/** What `claimKey` found: a fresh claim, or the job or answer of an earlier identical request. */
export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; jobId: string; first?: FirstAnswer }
  | { kind: "replay_response"; response: { status: number; body: unknown } };

/**
 * Claims `key` for this request, or returns the earlier job; 422 / 409 as
 * docs/contract.md#idempotency says.
 */
export async function claimKey(
  kv: Store,
  workspaceId: string,
  key: string,
  print: string,
  operation: string,
  now: Date,
): Promise<Claim> {
  const kvKey = keys.idempotency(workspaceId, key);
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<IdempotencyRecord>(kvKey);
    if (entry.value) {
      if (entry.value.fingerprint !== print) {
        throw new ApiError(
          "IDEMPOTENCY_KEY_REUSED",
          `Idempotency-Key "${key}" was first used with a different request (${entry.value.operation}); use a new key for a new request.`,
        );
      }
      if (entry.value.state === "done" && entry.value.response) {
        return { kind: "replay_response", response: entry.value.response };
      }
      if (entry.value.state === "in_progress" || !entry.value.job_id) {
        throw new ApiError(
          "IDEMPOTENCY_IN_PROGRESS",
          `A request with Idempotency-Key "${key}" is still being accepted; retry in a moment.`,
          { headers: { "Retry-After": "1" } },
        );
      }
      return { kind: "replay", jobId: entry.value.job_id, first: entry.value.first };
    }
    const claim: IdempotencyRecord = {
      fingerprint: print,
      operation,
      state: "in_progress",
      job_id: null,
      created_at: now.toISOString(),
    };
    const res = await kv.atomic().check(entry).set(kvKey, claim, { expireIn: IDEMPOTENCY_TTL_MS })
      .commit();
    if (res.ok) return { kind: "claimed" };
  }
  throw new ApiError("IDEMPOTENCY_IN_PROGRESS", `Idempotency-Key "${key}" is contended; retry.`);
}

/** Adds "done, answered by job `jobId`" to the commit that creates the job. */
export function settleKey(
  op: AtomicOp,
  workspaceId: string,
  key: string,
  record: Omit<IdempotencyRecord, "state" | "job_id">,
  jobId: string,
): void {
  const done: IdempotencyRecord = { ...record, state: "done", job_id: jobId };
  op.set(keys.idempotency(workspaceId, key), done, { expireIn: IDEMPOTENCY_TTL_MS });
}

/**
 * Records how the first request of the job under `key` was answered, so a replay answers the
 * same way. Best effort: a replay before this write (or after a crash) answers from the job.
 */
export async function recordFirstAnswer(
  kv: Store,
  scope: { workspaceId: string; key: string; jobId: string },
  first: FirstAnswer,
): Promise<void> {
  const kvKey = keys.idempotency(scope.workspaceId, scope.key);
  const entry = await kv.get<IdempotencyRecord>(kvKey);
  if (entry.value?.state !== "done" || entry.value.job_id !== scope.jobId) return;
  const record: IdempotencyRecord = { ...entry.value, first };
  await kv.atomic().check(entry).set(kvKey, record, { expireIn: IDEMPOTENCY_TTL_MS }).commit();
}

/** Drops a claim whose request was refused before a job existed, so the key can be retried. */
export async function releaseKey(kv: Store, workspaceId: string, key: string): Promise<void> {
  await kv.delete(keys.idempotency(workspaceId, key));
}

/**
 * Runs a POST that is not a job under `Idempotency-Key` (when given): the first answer is stored
 * for 24 h and returned again for the same key and body; a failure frees the key.
 */
export async function idempotentResponse(
  kv: Store,
  scope: { workspaceId: string; key: string | null; operation: string; body: unknown; now: Date },
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<{ status: number; body: unknown; replayed: boolean }> {
  if (!scope.key) return { ...(await run()), replayed: false };
  const print = fingerprint(scope.operation, scope.body);
  const claim = await claimKey(kv, scope.workspaceId, scope.key, print, scope.operation, scope.now);
  if (claim.kind === "replay_response") return { ...claim.response, replayed: true };
  if (claim.kind === "replay") {
    throw new ApiError(
      "IDEMPOTENCY_KEY_REUSED",
      `Idempotency-Key "${scope.key}" belongs to a job; use a new key.`,
    );
  }
  let response: { status: number; body: unknown };
  try {
    response = await run();
  } catch (err) {
    await releaseKey(kv, scope.workspaceId, scope.key);
    throw err;
  }
  const done: IdempotencyRecord = {
    fingerprint: print,
    operation: scope.operation,
    state: "done",
    job_id: null,
    response,
    created_at: scope.now.toISOString(),
  };
  await kv.set(keys.idempotency(scope.workspaceId, scope.key), done, {
    expireIn: IDEMPOTENCY_TTL_MS,
  });
  return { ...response, replayed: false };
}
