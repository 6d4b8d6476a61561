/**
 * `creditHeaders`: every keyed answer says what it cost and what is left
 * (`x-credits-charged`, 0 unless a handler charged; `x-credits-remaining`), errors included.
 */
import type { MiddlewareHandler } from "hono";
import type { Services } from "../../lib/services.ts";
import type { AppEnv } from "../env.ts";

/** The `creditHeaders` middleware; mount it before `apiKey`, so it also marks refusals. */
export function creditHeaders(services: Services): MiddlewareHandler<AppEnv> {
  return async function creditHeaders(c, next) {
    await next();
    const record = c.get("apiKey");
    if (!record) return; // not authenticated: nothing to say about a balance
    if (!c.res.headers.has("x-credits-charged")) c.res.headers.set("x-credits-charged", "0");
    if (!c.res.headers.has("x-credits-remaining")) {
      const balance = await services.ledger.balance(record.workspace_id);
      c.res.headers.set("x-credits-remaining", String(balance?.remaining ?? 0));
    }
  };
}
