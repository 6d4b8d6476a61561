/**
 * Retry or give up: a failed attempt schedules the next one as a delayed message (the published
 * schedule), so a retry 10 hours out survives restarts; past the schedule, or for a manual
 * attempt, the delivery is failed. A delivery whose endpoint is gone or paused is given up.
 */
import {
  type DeliveryMessage,
  enqueueDelivery,
  saveDelivery,
  type WebhookDelivery,
} from "../../lib/store/webhooks.ts";
import type { AtomicOp } from "../../lib/store/port.ts";
import type { DelivererContext } from "./context.ts";

/** The delay before the attempt after `message`'s, or undefined when there is none. */
export function retryIn(ctx: DelivererContext, message: DeliveryMessage): number | undefined {
  return message.manual ? undefined : ctx.schedule[message.attempt - 1];
}

/** Queues the next attempt in `op` when `next` is still pending after `message`'s attempt. */
export function scheduleRetry(
  op: AtomicOp,
  next: WebhookDelivery,
  message: DeliveryMessage,
  delay: number | undefined,
): void {
  if (next.status === "pending") {
    enqueueDelivery(
      op,
      { delivery_id: next.id, attempt: message.attempt + 1, manual: false },
      delay!,
    );
  }
}

/** Fails a delivery without an attempt (its endpoint is paused or deleted). */
export async function giveUp(
  ctx: DelivererContext,
  entry: Deno.KvEntry<WebhookDelivery>,
  reason: string,
): Promise<void> {
  await saveDelivery(ctx.kv, entry, {
    ...entry.value,
    status: "failed",
    next_attempt_at: null,
    last_failure_reason: reason,
  });
}
