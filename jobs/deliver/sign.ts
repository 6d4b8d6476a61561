/** Sign: the headers of one attempt, signed with the endpoint's secret (Standard Webhooks). */
import { signedHeaders } from "../../lib/webhooks/signing.ts";
import type { WebhookDelivery, WebhookEndpoint } from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";

/** The request headers of an attempt of `delivery` to `endpoint`. */
export function sign(
  ctx: DelivererContext,
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
): Record<string, string> {
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "Rankscope-Webhooks/1",
    ...signedHeaders(endpoint.secret, { id: delivery.id, timestamp, body: delivery.payload }),
  };
}
