/** The process-wide services every route and job uses, created once and injected. */
import { type Config, ConfigError } from "./config.ts";
import { createLedger, type Ledger, recordProviderCost } from "./credits.ts";
import { type Bucket, createRateLimiter, type RateDecision } from "./rate_limit.ts";
import type { ApiKeyRecord } from "./store/api_keys.ts";
import type { Operation } from "./operations/define.ts";
import { operations as registry } from "./operations/mod.ts";
import { createProvider, type SeoDataProvider } from "./providers/mod.ts";
import { createProviderCache, type ProviderCache } from "./providers/cache.ts";
import { type MeteredProvider, meteredProvider } from "./providers/metered.ts";
import { recordSerpSnapshot, serpSnapshotOf } from "./store/serp_history.ts";
import { createWebFetcher, type WebFetcher } from "./web/fetcher.ts";
import { createPageCache, PAGE_CACHE_BYTES, withPageCache } from "./web/page_cache.ts";
import { createChromiumRenderer, findChromium, type PageRenderer } from "./web/render.ts";
import type { Deliverer, JobRunner, Workers } from "./workers.ts";
import type { Store } from "./store/port.ts";

/** What routes and jobs need: configuration, the store, and the clock. */
export interface Services {
  config: Config;
  kv: Store;
  ledger: Ledger;
  /** Counts a request of `key` costing `cost` tokens (default 1) against its plan's `bucket`. */
  rateLimit(key: ApiKeyRecord, bucket: Bucket, cost?: number): Promise<RateDecision>;
  /** The requests per window `key`'s plan allows in each bucket. */
  planLimits(key: ApiKeyRecord): Record<Bucket, number>;
  operations: readonly Operation[];
  /** Live page and sitemap fetches for the analyses; competitor pages through the page cache. */
  web: WebFetcher;
  /** Headless Chromium for pages built by JavaScript (RENDER=chromium), else null. */
  render: PageRenderer | null;
  /** The backlink, keyword and SERP data provider (DataForSEO or the sandbox). */
  provider: SeoDataProvider;
  /** The KV cache of provider answers. */
  providerCache: ProviderCache;
  /** The provider as one run uses it: cached, its upstream cost counted in usage. */
  meterProvider(run: ProviderRun): MeteredProvider;
  jobs: JobRunner;
  webhooks: Deliverer;
  now: () => Date;
}

/** Who a run's provider calls are billed to, and whether it may use cached answers. */
export interface ProviderRun {
  workspaceId: string;
  operation: string;
  projectId: string | null;
  /** The request said `Cache-Control: no-cache`. */
  noCache: boolean;
  /** Aborts the run's provider calls (a cancelled job); calls given a signal of their own keep it. */
  signal?: AbortSignal;
}

/** The services the workers are built on (everything but the workers themselves). */
export type ServiceCore = Omit<Services, "jobs" | "webhooks">;

/**
 * Options of `createServices`: the queue workers over the core (`jobs/workers.ts` builds
 * them; `lib/` never imports `jobs/`), and for tests a clock or a different registry.
 */
export interface ServiceOptions {
  workers: (core: ServiceCore) => Workers;
  now?: () => Date;
  operations?: readonly Operation[];
  /** The page fetcher (tests serve fixed pages); default: the SSRF-guarded live fetcher. */
  web?: WebFetcher;
  /** The data provider; default: the configured one (`createProvider`). */
  provider?: SeoDataProvider;
  /** The page renderer; default: Chromium when RENDER=chromium, else none. */
  render?: PageRenderer | null;
}

/** Wires the services over an open KV store. */
export function createServices(
  config: Config,
  kv: Store,
  options: ServiceOptions,
): Services {
  const now = options.now ?? (() => new Date());
  const ledger = createLedger(kv);
  const operations = options.operations ?? registry;
  const limiter = createRateLimiter(kv, {
    windowSeconds: config.rateLimitWindowSeconds,
    now: () => now().getTime(),
  });
  // A key on a plan no longer configured gets the bootstrap plan's limits.
  const planLimits = (key: ApiKeyRecord) =>
    config.plans[key.plan] ?? config.plans[config.bootstrapPlan];
  const provider = options.provider ?? createProvider(config);
  const providerCache = createProviderCache(kv, config.cache, () => now().getTime());
  const core: ServiceCore = {
    config,
    kv,
    ledger,
    planLimits,
    rateLimit: (key, bucket, cost) => limiter(key.id, bucket, planLimits(key)[bucket], cost),
    operations,
    // Competitor pages are kept as long as the SERP that listed them (`page_cache.ts`).
    web: withPageCache(
      options.web ?? createWebFetcher({ allowHosts: config.fetchAllowHosts }),
      createPageCache({
        ttlSeconds: config.cache.enabled ? config.cache.ttlSeconds.serp : 0,
        maxBytes: PAGE_CACHE_BYTES,
        now: () => now().getTime(),
      }),
    ),
    render: options.render !== undefined ? options.render : rendererOf(config),
    provider,
    providerCache,
    meterProvider: (run) =>
      meteredProvider(provider, providerCache.forWorkspace(run.workspaceId), {
        noCache: run.noCache,
        signal: run.signal,
        recordCost: (usd) =>
          recordProviderCost(kv, run.workspaceId, {
            operation: run.operation,
            project_id: run.projectId,
            at: now().toISOString(),
          }, usd),
        recordSerp: async (req, serp) => {
          const snapshot = serpSnapshotOf(req, serp);
          if (snapshot) await recordSerpSnapshot(kv, run.workspaceId, snapshot, now().getTime());
        },
      }),
    now,
  };
  const services: Services = { ...core, ...options.workers(core) };
  return services;
}

/**
 * The renderer RENDER asks for: Chromium at CHROMIUM_PATH or on the PATH, behind the same SSRF
 * guard and allow-list as the fetcher. A missing browser is a start-up error that says how to
 * install one, never a silent fallback.
 */
function rendererOf(config: Config): PageRenderer | null {
  if (config.render.mode !== "chromium") return null;
  const path = config.render.chromiumPath ?? findChromium();
  if (!path) {
    throw new ConfigError(
      "RENDER=chromium but no Chromium was found: install it (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  return createChromiumRenderer({
    executablePath: path,
    guard: { allowHosts: config.fetchAllowHosts },
  });
}
