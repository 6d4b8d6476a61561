/**
 * Fixed-window rate limits per key and bucket (`work`, `control`), exact in KV: each window
 * is one record written with a checked commit, and concurrent requests of one key are grouped
 * into one commit (see `batcher.ts`).
 */
import { keyedBatcher } from "./batcher.ts";
import { ApiError } from "./errors.ts";
import { keys } from "./store/keys.ts";
import type { Store } from "./store/port.ts";

/** The two buckets (docs/contract.md#rate-limits). */
export type Bucket = "work" | "control";

/** The decision for one request, with what the `RateLimit-*` headers show. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  windowSeconds: number;
}

interface Window {
  window_start: number;
  count: number;
}

interface RateRequest {
  limit: number;
  /** Tokens the request takes (a JSON-RPC batch takes one per message); all or none. */
  cost: number;
}

/** Options of `createRateLimiter`. */
export interface RateLimiterOptions {
  windowSeconds: number;
  now?: () => number;
}

/** Windows a limiter remembers (the least recently used are dropped). */
const REMEMBERED_MAX = 10_000;

/**
 * Returns `consume(keyId, bucket, limit, cost = 1)`: counts a request of `cost` tokens against
 * the key's window (all of them, or none when they do not fit). The
 * limiter remembers the window it last wrote and commits against that versionstamp without
 * reading first; when another process wrote since, the check fails and it reads afresh.
 */
export function createRateLimiter(kv: Store, options: RateLimiterOptions) {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, Deno.KvEntryMaybe<Window>>();

  function remember(id: string, entry: Deno.KvEntryMaybe<Window>) {
    remembered.delete(id);
    if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(id, entry);
  }

  async function writeBatch(id: string, requests: RateRequest[]): Promise<RateDecision[]> {
    const [keyId, bucket] = JSON.parse(id) as [string, Bucket];
    const key = keys.rateLimit(keyId, bucket);
    let entry = remembered.get(id) ?? await kv.get<Window>(key);
    for (let attempt = 0; attempt < 50; attempt++) {
      const t = now();
      const start = Math.floor(t / windowMs) * windowMs;
      let count = entry.value && entry.value.window_start === start ? entry.value.count : 0;
      const reset = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
      const decisions = requests.map((r): RateDecision => {
        const allowed = count + r.cost <= r.limit;
        if (allowed) count += r.cost;
        return {
          allowed,
          limit: r.limit,
          remaining: Math.max(0, r.limit - count),
          reset,
          windowSeconds: options.windowSeconds,
        };
      });
      const value = { window_start: start, count };
      const res = await kv.atomic().check(entry)
        .set(key, value, { expireIn: windowMs * 2 })
        .commit();
      if (res.ok) {
        remember(id, { key, value, versionstamp: res.versionstamp });
        return decisions;
      }
      entry = await kv.get<Window>(key);
    }
    remembered.delete(id);
    throw new ApiError("SERVICE_UNAVAILABLE", "The rate limiter is under heavy contention; retry.");
  }

  const submit = keyedBatcher(writeBatch, { maxBatch: 500 });
  return (keyId: string, bucket: Bucket, limit: number, cost = 1): Promise<RateDecision> =>
    submit(JSON.stringify([keyId, bucket]), { limit, cost });
}

/** The 429 of a refused request: says the limit and when to retry, with `Retry-After`. */
export function rateLimited(d: RateDecision, bucket: Bucket, plan: string): ApiError {
  return new ApiError(
    "RATE_LIMITED",
    `Rate limit of ${d.limit} ${bucket} requests per ${d.windowSeconds} s reached for plan "${plan}"; retry in ${d.reset} s.`,
    { headers: { "Retry-After": String(d.reset) }, details: { retry_after_seconds: d.reset } },
  );
}

/** The `RateLimit-*` response headers of a decision (docs/contract.md#rate-limits). */
export function rateLimitHeaders(d: RateDecision, bucket: Bucket): Record<string, string> {
  return {
    "RateLimit-Limit": String(d.limit),
    "RateLimit-Remaining": String(d.remaining),
    "RateLimit-Reset": String(d.reset),
    "RateLimit-Policy": `"${bucket}";q=${d.limit};w=${d.windowSeconds}`,
  };
}
