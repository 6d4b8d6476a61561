/**
 * Claim: an attempt is claimed with a checked commit before it is sent; a crash mid-send leaves
 * the claim to expire and the watchdog message sends it again (receivers dedupe on
 * `webhook-id`).
 */
import {
  DELIVERY_TTL_MS,
  type DeliveryMessage,
  enqueueDelivery,
  type WebhookDelivery,
} from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";

/** Claims attempt `message.attempt` of a delivery; null when another claim or change won. */
export async function claim(
  ctx: DelivererContext,
  entry: Deno.KvEntry<WebhookDelivery>,
  message: DeliveryMessage,
  t: Date,
): Promise<Deno.KvEntry<WebhookDelivery> | null> {
  const claimed: WebhookDelivery = {
    ...entry.value,
    attempts: message.attempt,
    sending_until: t.getTime() + ctx.timeoutMs + 5_000,
  };
  const op = ctx.kv.atomic().check(entry).set(entry.key, claimed, {
    expireIn: DELIVERY_TTL_MS,
  });
  // The claim brings its own watchdog for when it lapses: if this process dies mid-send, the
  // attempt is sent again then. The message being handled may be in flight with this process
  // (KV gives it back only after about a minute) or a direct call that no message backs.
  enqueueDelivery(op, message, claimed.sending_until - t.getTime() + 250);
  const res = await op.commit();
  return res.ok ? { key: entry.key, value: claimed, versionstamp: res.versionstamp } : null;
}
