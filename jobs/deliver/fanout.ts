/**
 * Fan-out: an event becomes one delivery per subscribed endpoint; the first attempts are sent at
 * once in this process, bounded (their queue messages stay behind them).
 */
import { keyedBatcher } from "../../lib/batcher.ts";
import { keys } from "../../lib/store/keys.ts";
import { type FanoutMessage, Outbox } from "../../lib/store/outbox.ts";
import { type DeliveryMessage, fanOut, type WebhookEvent } from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";

/** First attempts sent at once in this process at most. */
const SEND_SOON_LIMIT = 32;

/**
 * Starts the first attempts of `ids` in this process, bounded; a duplicate queue message finds
 * the attempt claimed or done.
 */
export function sendSoon(
  ctx: DelivererContext,
  deliver: (message: DeliveryMessage) => Promise<void>,
  ids: string[],
): void {
  for (const id of ids) {
    if (ctx.sending >= SEND_SOON_LIMIT) return;
    ctx.sending++;
    deliver({ kind: "webhook_delivery", delivery_id: id, attempt: 1, manual: false })
      .catch(() => {/* the queue message retries */})
      .finally(() => ctx.sending--);
  }
}

/** Events of one workspace that arrive together are fanned out together (one endpoint read). */
export function fanoutBatcher(ctx: DelivererContext) {
  return keyedBatcher(async (_: string, events: WebhookEvent[]) => {
    const ids = await fanOut(ctx.kv, events);
    return events.map((_, i) => (i === 0 ? ids : []));
  });
}

/** Re-queues events whose fan-out messages KV could not deliver; returns how many. */
export async function recoverUndelivered(ctx: DelivererContext): Promise<number> {
  let count = 0;
  for await (const e of ctx.kv.list<FanoutMessage>({ prefix: keys.fanoutsUndelivered() })) {
    const event = e.value.events?.find((ev) => ev.id === e.key[1]);
    const op = ctx.kv.atomic().check(e).delete(e.key);
    if (event) new Outbox().fanout(event).flush(op);
    if ((await op.commit()).ok) count++;
  }
  return count;
}
