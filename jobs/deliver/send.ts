/** Send: one POST of the payload to the endpoint, through the guarded fetch. */
import {
  BodyTooLarge,
  FetchFailed,
  FetchTimeout,
  safeFetch,
  UrlRefused,
} from "../../lib/web/safe_fetch.ts";
import type { WebhookDelivery, WebhookEndpoint } from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";
import { sign } from "./sign.ts";

/** What one attempt produced. */
export interface Outcome {
  ok: boolean;
  code: number | null;
  reason: string | null;
}

function reasonOf(err: unknown, timeoutMs: number): string {
  if (err instanceof FetchTimeout) return `timed out after ${timeoutMs / 1000} s`;
  if (err instanceof UrlRefused) return `refused: ${err.message}`;
  if (err instanceof FetchFailed) return `connection failed: ${err.reason}`;
  if (err instanceof BodyTooLarge) return "response too large";
  return `failed: ${(err as Error)?.message ?? String(err)}`;
}

/** Sends one attempt of `delivery` to `endpoint`: 2xx is delivered, anything else a failure. */
export async function send(
  ctx: DelivererContext,
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
): Promise<Outcome> {
  const headers = sign(ctx, delivery, endpoint);
  try {
    const res = await safeFetch(endpoint.url, {
      method: "POST",
      headers,
      body: delivery.payload,
      timeoutMs: ctx.timeoutMs,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      schemes: ctx.options.allowInsecure ? ["https:", "http:"] : ["https:"],
      allowHosts: ctx.options.allowHosts,
      fetch: ctx.options.fetch,
    });
    const ok = res.status >= 200 && res.status < 300;
    return { ok, code: res.status, reason: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, code: null, reason: reasonOf(err, ctx.timeoutMs) };
  }
}
