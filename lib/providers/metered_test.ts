import assert from "node:assert/strict";
import { createProviderCache } from "./cache.ts";
import { meteredProvider, type MeterOptions, NO_PROVIDER_USAGE, providerMeta } from "./metered.ts";
import type { SeoDataProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import type { Serp, SerpRequest } from "./serp_types.ts";
import { openTestStore } from "../../tests/store.ts";

/** The sandbox, priced like DataForSEO ($0.02 a call) and counting its calls. */
function pricedSandbox() {
  const sandbox = createSandboxProvider();
  const calls: string[] = [];
  const provider = new Proxy(sandbox, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        calls.push(String(prop));
        return { ...await value.apply(target, args), cost_usd: 0.02, provider: "dataforseo" };
      };
    },
  }) as SeoDataProvider;
  return { provider, calls };
}

const SUMMARY = {
  target: "example.com",
  include_subdomains: true,
  include_indirect_links: true,
  exclude_internal_backlinks: true,
  backlinks_status_type: "live",
  dofollow_only: false,
  internal_list_limit: 10,
  rank_scale: "one_hundred",
} as const;

Deno.test("[metered provider] an upstream answer's cost is recorded once; a cached one costs nothing", async () => {
  const kv = await openTestStore();
  let t = Date.parse("2026-11-25T10:00:00Z");
  const cache = createProviderCache(
    kv,
    {
      enabled: true,
      ttlSeconds: { backlinks: 86_400, timeseries: 86_400, keywords: 1, domains: 1, serp: 1 },
    },
    () => t,
  );
  const { provider, calls } = pricedSandbox();
  const recorded: number[] = [];
  const run = () =>
    meteredProvider(provider, cache, {
      noCache: false,
      recordCost: (usd) => Promise.resolve(void recorded.push(usd)),
    });

  const first = run();
  const answer = await first.provider.backlinksSummary(SUMMARY);
  assert.equal(answer.cost_usd, 0.02);
  assert.equal(first.provider.name, provider.name);
  assert.deepEqual(first.usage(), { calls: 1, cached: 0, cost_usd: 0.02, oldest_fetched_at: t });
  assert.deepEqual(providerMeta(first.usage(), new Date(t)), {
    cache: "miss",
    data_age_seconds: 0,
    provider_cost_usd: 0.02,
  });

  t += 90_500;
  const second = run();
  const cached = await second.provider.backlinksSummary(SUMMARY);
  assert.equal(cached.cost_usd, 0);
  assert.deepEqual(cached.summary, answer.summary);
  assert.deepEqual(providerMeta(second.usage(), new Date(t)), {
    cache: "hit",
    data_age_seconds: 90,
    provider_cost_usd: 0,
  });
  assert.deepEqual(calls, ["backlinksSummary"]);
  assert.deepEqual(recorded, [0.02]);
  await kv.close();
});

Deno.test("[metered provider] a run without provider calls has no cache state or age", () => {
  assert.deepEqual(providerMeta(NO_PROVIDER_USAGE, new Date()), {
    cache: null,
    data_age_seconds: null,
    provider_cost_usd: 0,
  });
  const mixed = { calls: 2, cached: 1, cost_usd: 0.0200300001, oldest_fetched_at: 0 };
  assert.deepEqual(providerMeta(mixed, new Date(5_000)), {
    cache: "miss",
    data_age_seconds: 5,
    provider_cost_usd: 0.02003,
  });
});

Deno.test("[metered provider] every SERP answered, upstream or cached, is handed to recordSerp; a failure to record never fails the call", async () => {
  const kv = await openTestStore();
  const cache = createProviderCache(kv, {
    enabled: true,
    ttlSeconds: { backlinks: 1, timeseries: 1, keywords: 1, domains: 1, serp: 3600 },
  });
  const serp: Serp = {
    keyword: "crm",
    datetime: "2026-11-25 10:00:00 +00:00",
    check_url: null,
    item_types: ["organic"],
    se_results_count: 1,
    items: [],
  };
  let upstream = 0;
  const base: SeoDataProvider = {
    ...createSandboxProvider(),
    serpOrganic: (req) => {
      upstream++;
      return Promise.resolve({
        provider: "sandbox",
        cost_usd: 0,
        total_count: 1,
        serp: req.keyword === "none" ? null : serp,
      });
    },
  };
  const seen: [SerpRequest, Serp][] = [];
  const run = (recordSerp: MeterOptions["recordSerp"]) =>
    meteredProvider(base, cache, {
      noCache: false,
      recordCost: () => Promise.resolve(),
      recordSerp,
    })
      .provider;
  const record = (req: SerpRequest, s: Serp) => Promise.resolve(void seen.push([req, s]));
  const req: SerpRequest = {
    keyword: "crm",
    location_code: 2840,
    language_code: "en",
    device: "desktop",
    depth: 10,
    ai_overview: false,
  };

  assert.deepEqual((await run(record).serpOrganic(req)).serp, serp);
  assert.deepEqual((await run(record).serpOrganic(req)).serp, serp); // from the cache
  assert.equal(upstream, 1);
  assert.deepEqual(seen, [[req, serp], [req, serp]]);
  await run(record).serpOrganic({ ...req, keyword: "none" });
  assert.equal(seen.length, 2, "no SERP, nothing recorded");

  const failing = run(() => Promise.reject(new Error("kv down")));
  const throwing = run(() => {
    throw new Error("bug");
  });
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    assert.deepEqual((await failing.serpOrganic(req)).serp, serp);
    assert.deepEqual((await throwing.serpOrganic(req)).serp, serp);
  } finally {
    console.error = log;
  }
  assert.equal(errors.length, 2);
  await kv.close();
});
