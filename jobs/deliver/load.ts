/**
 * Load: reads the delivery an attempt message names and decides whether this message sends it.
 * Attempt n is sent once: a duplicate of a finished attempt, or of one still being sent, is
 * dropped; one whose sender died (claim expired) is sent again. Then reads its endpoint; a
 * paused or deleted endpoint gives the delivery up.
 */
import { keys } from "../../lib/store/keys.ts";
import {
  type DeliveryMessage,
  enqueueDelivery,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";
import { giveUp } from "./retry.ts";

/** A delivery to attempt, and when its handling began (the attempt's time). */
export interface Loaded {
  entry: Deno.KvEntry<WebhookDelivery>;
  at: Date;
}

/** The delivery to attempt now, or null when this message has nothing to send. */
export async function load(
  ctx: DelivererContext,
  message: DeliveryMessage,
): Promise<Loaded | null> {
  const entry = await ctx.kv.get<WebhookDelivery>(keys.webhookDelivery(message.delivery_id));
  const d = entry.value;
  if (!d || d.status !== "pending") return null;
  const t = ctx.now();
  if (d.attempts > message.attempt) return null;
  if (d.attempts === message.attempt && d.sending_until === 0) return null;
  if (d.attempts === message.attempt && d.sending_until > t.getTime()) {
    // Being sent elsewhere: this message must not vanish, or a sender that dies would leave
    // the delivery pending for ever. Look again when the sender's claim would expire.
    const op = ctx.kv.atomic();
    enqueueDelivery(op, message, d.sending_until - t.getTime() + 250);
    await op.commit();
    return null;
  }
  return { entry: entry as Deno.KvEntry<WebhookDelivery>, at: t };
}

/** The active endpoint of a delivery; else the delivery is given up and null returned. */
export async function loadEndpoint(
  ctx: DelivererContext,
  entry: Deno.KvEntry<WebhookDelivery>,
): Promise<WebhookEndpoint | null> {
  const d = entry.value;
  const endpoint =
    (await ctx.kv.get<WebhookEndpoint>(keys.webhookEndpoint(d.workspace_id, d.endpoint_id)))
      .value;
  if (!endpoint || !endpoint.is_active) {
    await giveUp(ctx, entry, endpoint ? "endpoint paused" : "endpoint deleted");
    return null;
  }
  return endpoint;
}
