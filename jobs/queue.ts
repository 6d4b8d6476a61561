/** The process's one queue worker (`lib/store/queue_worker.ts`): dispatches messages by kind. */
import { plural } from "../lib/toolkit/prose.ts";
import type { Services } from "../lib/services.ts";
import type { FanoutMessage, JobMessage } from "../lib/store/outbox.ts";
import type { DeliveryMessage } from "../lib/store/webhooks.ts";
import { isClosed, work, type WorkerOptions } from "../lib/store/queue_worker.ts";

/** Every message kind the queue carries. */
export type QueueMessage = JobMessage | FanoutMessage | DeliveryMessage;

function kindOf(value: unknown): QueueMessage["kind"] | null {
  const kind = typeof value === "object" && value !== null
    ? (value as { kind?: unknown }).kind
    : null;
  return kind === "job" || kind === "webhook_fanout" || kind === "webhook_delivery" ? kind : null;
}

/**
 * Works the queue until the store closes (or `options.signal` aborts). Handlers are idempotent:
 * a duplicate or late message finds its job ended (no-op) or leased (comes back later), its
 * delivery attempt done.
 */
export async function listenQueue(
  services: Services,
  options: WorkerOptions = {},
): Promise<void> {
  const listening = work(services.kv, async (message: unknown) => {
    try {
      await dispatch(message);
    } catch (err) {
      // Closing the store mid-handler (shutdown) leaves the message to the next process.
      if (isClosed(err)) return;
      throw err;
    }
  }, { visibilityMs: services.config.queueVisibilityMs, ...options });
  async function dispatch(message: unknown): Promise<void> {
    switch (kindOf(message)) {
      case "job":
        return await services.jobs.handleMessage(message as JobMessage);
      case "webhook_fanout":
        return await services.webhooks.fanout(message as FanoutMessage);
      case "webhook_delivery":
        return await services.webhooks.deliver(message as DeliveryMessage);
      default:
        console.error(
          "Dropped a queue message of unknown kind:",
          JSON.stringify(message).slice(0, 200),
        );
    }
  }
  const recovered = await services.jobs.recoverUndelivered().catch(() => 0) +
    await services.webhooks.recoverUndelivered().catch(() => 0);
  if (recovered > 0) console.log(`Re-queued ${plural(recovered, "undelivered queue message")}.`);
  const resumed = await services.jobs.resumeUnfinished().catch(() => 0);
  if (resumed > 0) {
    console.log(`Resuming ${plural(resumed, "unfinished job")} of an earlier process.`);
  }
  await listening;
}
