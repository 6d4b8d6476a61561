/**
 * The queue as data: a message is a record of the store, written in the same commit as the state
 * it belongs to (a job, a delivery), so it exists exactly when that state does. Records are keyed
 * by due time; a worker claims a due record with a checked commit that moves it to now + a
 * visibility lease (renewed while its handler runs), deletes it when the handler succeeds,
 * re-times it with backoff when the handler throws, and after the last attempt moves it to a
 * dead-letter record (and writes its `keysIfUndelivered`, which the workers' recovery reads).
 * Delivery is at least once: a worker that dies leaves its claim to lapse, and any process takes
 * the message again. Workers wake on a watch of a tick key that every enqueue bumps, and on a
 * short poll. The same code runs on every store adapter (a local KV file, KV Connect, PostgreSQL).
 */
import { sortableId } from "../ids.ts";
import { keys } from "./keys.ts";
import type { AtomicOp, Store } from "./port.ts";

/** When a message is due, and where its failure is recorded. */
export interface EnqueueOptions {
  /** Due after this many ms (default 0). */
  delay?: number;
  /** Written with the message after its last failed attempt (recovery lists them). */
  keysIfUndelivered?: Deno.KvKey[];
}

/** A queued message as stored. */
export interface QueueRecord {
  id: string;
  message: unknown;
  /** Attempts claimed so far. */
  attempts: number;
  keysIfUndelivered: Deno.KvKey[];
  /** The last attempt's error, when one failed. */
  error?: string;
}

/** A message given up after its last attempt (`keys.queueDead`), for the admin API. */
export interface DeadLetter extends QueueRecord {
  failed_at: string;
}

/** Adds a message to `op`: it is queued exactly when `op` commits. */
export function enqueue(op: AtomicOp, message: unknown, options: EnqueueOptions = {}): AtomicOp {
  const id = sortableId("msg");
  const record: QueueRecord = {
    id,
    message,
    attempts: 0,
    keysIfUndelivered: options.keysIfUndelivered ?? [],
  };
  return op.set(keys.queued(Date.now() + (options.delay ?? 0), id), record)
    .sum(keys.queueTick(), 1n);
}

/** Messages given up after their last attempt, oldest first. */
export async function listDeadLetters(store: Store, limit = 100): Promise<DeadLetter[]> {
  const out: DeadLetter[] = [];
  for await (const e of store.list<DeadLetter>({ prefix: keys.queueDeadAll() }, { limit })) {
    out.push(e.value);
  }
  return out;
}
