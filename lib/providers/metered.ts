/**
 * The provider as one run sees it: every call goes through the response cache, and what the
 * calls cost upstream and how old their data is are counted for the result's `meta` and the
 * workspace's usage. A cached or shared answer costs nothing upstream (its `cost_usd` is 0).
 */
import type { ProviderCache } from "./cache.ts";
import {
  CALL_KINDS,
  type CallOptions,
  type ProviderAnswer,
  type ProviderCall,
  type SeoDataProvider,
} from "./provider.ts";
import type { Serp, SerpAnswer, SerpRequest } from "./serp_types.ts";

/** What the provider calls of one run cost and where their data came from. */
export interface ProviderUsage {
  calls: number;
  /** Calls answered without an upstream call of their own (the cache, or a shared call). */
  cached: number;
  /** What the upstream calls of this run cost, in USD. */
  cost_usd: number;
  /** When the oldest data used was fetched (ms since the epoch); null without calls. */
  oldest_fetched_at: number | null;
}

/** A run's provider and its usage so far. */
export interface MeteredProvider {
  provider: SeoDataProvider;
  usage(): ProviderUsage;
}

/** How a run's provider calls are served and billed. */
export interface MeterOptions {
  /** The request said `Cache-Control: no-cache`: skip cached answers. */
  noCache: boolean;
  /** The run's own signal, for calls made without one (a cancelled job stops its calls). */
  signal?: AbortSignal;
  /** Records an upstream cost (USD) in the workspace's usage, as soon as it is incurred. */
  recordCost: (usd: number) => Promise<void>;
  /**
   * Called with every SERP a `serpOrganic` call answers (from upstream, the cache or a shared
   * call alike: the SERP history stores one fetch time once). A failure is logged and never
   * fails the call.
   */
  recordSerp?: (req: SerpRequest, serp: Serp) => Promise<void>;
}

/** No usage yet. */
export const NO_PROVIDER_USAGE: ProviderUsage = {
  calls: 0,
  cached: 0,
  cost_usd: 0,
  oldest_fetched_at: null,
};

type AnyCall = (req: unknown, opts?: CallOptions) => Promise<ProviderAnswer>;

/**
 * The calls of a metered provider, built once: each instance (one per run) only carries its
 * `call`, so a request that never calls the provider allocates one object, not one per call.
 */
const METERED_CALLS = Object.fromEntries(
  (Object.keys(CALL_KINDS) as ProviderCall[]).map((name) => [
    name,
    function (
      this: { call: (n: ProviderCall, r: unknown, o?: CallOptions) => unknown },
      req: unknown,
      opts?: CallOptions,
    ) {
      return this.call(name, req, opts);
    },
  ]),
);

/** `base` seen through `cache`, metered. */
export function meteredProvider(
  base: SeoDataProvider,
  cache: ProviderCache,
  options: MeterOptions,
): MeteredProvider {
  let usage = { ...NO_PROVIDER_USAGE };

  async function call(name: ProviderCall, req: unknown, given?: CallOptions) {
    const opts = given?.signal || !options.signal ? given : { ...given, signal: options.signal };
    // The cache says what to ask: the request, or its family's canonical one (`cache.ts`).
    const upstream = (asked: unknown) => (base[name] as AnyCall).call(base, asked, opts);
    const key = { provider: base.name, call: name, kind: CALL_KINDS[name], request: req };
    const fetched = await cache.fetch(key, upstream, options.noCache);
    const own = fetched.source === "upstream";
    const cost = own ? fetched.answer.cost_usd : 0;
    if (cost > 0) await options.recordCost(cost);
    usage = {
      calls: usage.calls + 1,
      cached: usage.cached + (own ? 0 : 1),
      cost_usd: usage.cost_usd + cost,
      oldest_fetched_at: Math.min(usage.oldest_fetched_at ?? Infinity, fetched.fetched_at),
    };
    if (name === "serpOrganic" && options.recordSerp) {
      const serp = (fetched.answer as SerpAnswer).serp;
      if (serp) {
        try {
          await options.recordSerp(req as SerpRequest, serp);
        } catch (err) {
          console.error("serp history: could not record a snapshot:", err);
        }
      }
    }
    return own ? fetched.answer : { ...fetched.answer, cost_usd: 0 };
  }

  const provider = Object.assign(Object.create(METERED_CALLS), { name: base.name, call });
  return { provider, usage: () => usage };
}

/** The provider fields of a result's `meta`. */
export interface ProviderMeta {
  cache: "hit" | "miss" | null;
  data_age_seconds: number | null;
  provider_cost_usd: number;
}

/** `meta.cache` (hit: no call of the run went upstream), data age and upstream cost. */
export function providerMeta(usage: ProviderUsage, at: Date): ProviderMeta {
  if (usage.calls === 0) return { cache: null, data_age_seconds: null, provider_cost_usd: 0 };
  return {
    cache: usage.cached === usage.calls ? "hit" : "miss",
    data_age_seconds: Math.max(
      0,
      Math.floor((at.getTime() - (usage.oldest_fetched_at ?? at.getTime())) / 1000),
    ),
    provider_cost_usd: Math.round(usage.cost_usd * 1e6) / 1e6,
  };
}
