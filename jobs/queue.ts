/** The process's one KV queue listener: dispatches messages by kind. */
import type { Services } from "../lib/services.ts";
import type { JobMessage } from "../lib/store/jobs.ts";

/** Every message kind the queue carries. */
export type QueueMessage = JobMessage;

function isJobMessage(value: unknown): value is JobMessage {
  return typeof value === "object" && value !== null && (value as JobMessage).kind === "job" &&
    typeof (value as JobMessage).job_id === "string";
}

/**
 * Listens on the queue until the store closes. Handlers are idempotent: a duplicate or late
 * message finds its job ended (no-op) or leased (comes back later).
 */
export async function listenQueue(services: Services): Promise<void> {
  const listening = services.kv.listenQueue(async (message: unknown) => {
    if (isJobMessage(message)) await services.jobs.handleMessage(message);
    else {console.error(
        "Dropped a queue message of unknown kind:",
        JSON.stringify(message).slice(0, 200),
      );}
  });
  const recovered = await services.jobs.recoverUndelivered().catch(() => 0);
  if (recovered > 0) {
    console.log(`Re-queued ${recovered} job(s) whose messages were not delivered.`);
  }
  await listening;
}
