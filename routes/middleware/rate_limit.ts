/**
 * `rateLimit`: the key's plan decides (docs/contract.md#rate-limits). Every answer carries the
 * RateLimit headers of its bucket; over the limit is a 429 with Retry-After.
 */
import type { Context, MiddlewareHandler } from "hono";
import { type Bucket, rateLimited, rateLimitHeaders } from "../../lib/rate_limit.ts";
import type { Services } from "../../lib/services.ts";
import type { AppEnv } from "../env.ts";

/**
 * The `rateLimit` middleware; `bucketOf` says which bucket a request draws from, or null when the
 * handler counts it itself (an MCP tool call of an operation draws from `work` there).
 */
export function rateLimit(
  services: Services,
  bucketOf: (c: Context<AppEnv>) => Bucket | null | Promise<Bucket | null>,
): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const record = c.get("apiKey");
    const bucket = await bucketOf(c);
    if (bucket === null) return await next();
    const decision = await services.rateLimit(record, bucket);
    for (const [name, value] of Object.entries(rateLimitHeaders(decision, bucket))) {
      c.header(name, value);
    }
    if (!decision.allowed) throw rateLimited(decision, bucket, record.plan);
    await next();
  };
}
