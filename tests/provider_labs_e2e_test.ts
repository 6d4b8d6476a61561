/**
 * Every Labs and SERP operation over HTTP with `DATAFORSEO_BASE_URL` pointed at the fake DataForSEO
 * server (the configuration a self-hoster sets, no provider injected): a complete result that
 * validates against the operation's `output` schema, the provider's cost in `meta`, and the request
 * body the adapter sent, field by field as DataForSEO takes it (market codes:
 * docs/providers.md#markets-locations-and-languages; Labs requests:
 * docs/providers.md#labs-endpoints; the SERP request:
 * docs/providers.md#serp-google-organic-live-advanced). The bodies below are written by hand from
 * those fields and each registry example after its defaults; where DataForSEO leaves a choice to
 * the adapter, the comment says which choice it is.
 */
import assert from "node:assert/strict";
import { assertProviderCost, assertSentOnce, setupOnFake } from "./fakes/provider_harness.ts";
import { operations } from "../lib/operations/mod.ts";
import { callsProvider } from "../lib/operations/define.ts";

/**
 * Every example resolves to the United States market in English (2840 and `en`,
 * docs/providers.md#markets-locations-and-languages).
 */
const US_EN = { location_code: 2840, language_code: "en" };
const UNITED_STATES = { name: "United States", location_code: 2840, country_iso_code: "US" };
const ENGLISH = { name: "English", language_code: "en" };

const VOLUME = "keyword_data.keyword_info.search_volume";

/** Each operation's registry example: the DataForSEO path, body and cost it makes. */
const CASES: {
  path: string;
  live: string;
  body: Record<string, unknown>;
  cost: number;
  /** The language `meta` reports (null: the operation has no language field). */
  language?: typeof ENGLISH | null;
}[] = [
  {
    // keyword_ideas: keywords[] lower-cased, location required, limit 1:1;
    // min_search_volume 0 is "no minimum", so no filter; order_by is the provider's default
    // (`relevance,desc`) sent explicitly. The fake returns 4 ideas: $0.01 + 4 × $0.0001.
    path: "/keyword-ideas/suggest",
    live: "/v3/dataforseo_labs/google/keyword_ideas/live",
    body: { keywords: ["crm software"], ...US_EN, limit: 25, order_by: ["relevance,desc"] },
    cost: 0.0104,
  },
  {
    // keyword_overview: keywords and the (required) market only. 3 keywords known: 0.0103.
    path: "/keyword-metrics/overview",
    live: "/v3/dataforseo_labs/google/keyword_overview/live",
    body: {
      keywords: ["crm software", "best crm for small business", "crm pricing"],
      ...US_EN,
    },
    cost: 0.0103,
  },
  {
    // ranked_keywords: limit 1:1, max_rank → rank_group <= n, min_search_volume 0 → none,
    // include_lost false → historical_serp_mode "live" (the provider default, sent explicitly),
    // sort_by opportunity is scored locally and asked of the provider by traffic (etv desc).
    // item_types is the adapter's choice (both are types ranked_keywords allows).
    // The fake returns 2 live rankings: 0.0102.
    path: "/domain/ranked-keywords",
    live: "/v3/dataforseo_labs/google/ranked_keywords/live",
    body: {
      target: "example.com",
      ...US_EN,
      limit: 50,
      item_types: ["organic", "featured_snippet"],
      historical_serp_mode: "live",
      filters: ["ranked_serp_element.serp_item.rank_group", "<=", 20],
      order_by: ["ranked_serp_element.serp_item.etv,desc"],
    },
    cost: 0.0102,
  },
  {
    // relevant_pages: historical_serp_mode 1:1 (default live), min_traffic 0 → no filter,
    // sort_by estimated_traffic → metrics.organic.etv,desc; item_types is the endpoint's default
    // (organic, paid) sent explicitly. 2 pages: 0.0102.
    path: "/domain/relevant-pages",
    live: "/v3/dataforseo_labs/google/relevant_pages/live",
    body: {
      target: "example.com",
      ...US_EN,
      limit: 50,
      historical_serp_mode: "live",
      item_types: ["organic", "paid"],
      order_by: ["metrics.organic.etv,desc"],
    },
    cost: 0.0102,
  },
  {
    // competitors_domain: max_rank_group 1:1 (ours defaults to 20, the provider's to 100),
    // min_intersections 0 → no filter, sort_by threat is scored locally and asked by overlap.
    // limit is one more than asked (the operation's choice: the provider lists the target
    // itself among its competitors). item_types and exclude_top_domains (the endpoint's default,
    // false) are the adapter's explicit choices. 2 competitors: 0.0102.
    path: "/domain/competitors",
    live: "/v3/dataforseo_labs/google/competitors_domain/live",
    body: {
      target: "example.com",
      ...US_EN,
      limit: 26,
      max_rank_group: 20,
      item_types: ["organic"],
      exclude_top_domains: false,
      order_by: ["intersections,desc"],
    },
    cost: 0.0102,
  },
  {
    // domain_intersection: target1/target2 (no underscore), intersections 1:1
    // (default true), min_search_volume 0 → no filter, sort_by opportunity asked by volume
    // (the endpoint's default order). item_types is the adapter's choice. 2 keywords: 0.0102.
    path: "/domain/intersection",
    live: "/v3/dataforseo_labs/google/domain_intersection/live",
    body: {
      target1: "competitor-one.com",
      target2: "example.com",
      ...US_EN,
      limit: 25,
      intersections: true,
      item_types: ["organic"],
      order_by: [`${VOLUME},desc`],
    },
    cost: 0.0102,
  },
  {
    // bulk_traffic_estimation: targets 1:1; include_paid (default true) and
    // include_featured_snippet (default true) → item_types, organic always, local_pack off.
    // 3 targets: 0.0103.
    path: "/domain/traffic-estimate",
    live: "/v3/dataforseo_labs/google/bulk_traffic_estimation/live",
    body: {
      targets: ["example.com", "competitor-one.com", "competitor-two.com"],
      ...US_EN,
      item_types: ["organic", "paid", "featured_snippet"],
    },
    cost: 0.0103,
  },
  {
    // page_intersection: pages[] → {"1": …, "2": …}; no exclude_pages → none
    // sent; item_types, include_serp_info, include_clickstream_data 1:1 (their defaults sent);
    // intersection_mode sent explicitly (default union); max_rank (default 30) is applied by
    // the operation in union mode (an upstream rank filter on page 1 would drop the keywords it
    // does not rank for: its gaps); min_search_volume 0 → no filter; sort_by
    // opportunity asked by volume. No language field: the location's own (en). 1 keyword:
    // 0.0101.
    path: "/pages/intersection",
    live: "/v3/dataforseo_labs/google/page_intersection/live",
    body: {
      pages: { "1": "https://example.com/crm-software", "2": "https://competitor-one.com/blog/*" },
      ...US_EN,
      item_types: ["organic", "featured_snippet"],
      limit: 25,
      intersection_mode: "union",
      include_serp_info: false,
      include_clickstream_data: false,
      order_by: [`${VOLUME},desc`],
    },
    cost: 0.0101,
  },
  {
    // SERP: query → keyword, desktop with its default os sent explicitly. limit 10
    // needs depth 10, but every SERP request of a keyword, market and device is asked as one
    // canonical request (lib/providers/cache_serp.ts): depth 50 with the AI Overview, so the
    // other operations of the keyword read the same answer. Five pages and the AI Overview load:
    // $0.012.
    path: "/search",
    live: "/v3/serp/google/organic/live/advanced",
    body: {
      keyword: "best crm for small business",
      ...US_EN,
      device: "desktop",
      os: "windows",
      depth: 50,
      load_async_ai_overview: true,
    },
    cost: 0.012,
  },
  {
    // SERP: device 1:1 (mobile, with its default os android), no target → depth 10,
    // asked as the canonical request (depth 50, lib/providers/cache_serp.ts); "US" resolves to
    // 2840; load_async_ai_overview true, as reliable AI Overviews need. Five pages
    // ($0.010) and the AI Overview load ($0.002).
    path: "/analyze/serp",
    live: "/v3/serp/google/organic/live/advanced",
    body: {
      keyword: "plumber near me",
      ...US_EN,
      device: "mobile",
      os: "android",
      depth: 50,
      load_async_ai_overview: true,
    },
    cost: 0.012,
  },
];

Deno.test("[provider labs e2e] the table covers every provider-backed keyword, domain and SERP operation", () => {
  // The content operations call the provider too, through their own tests; these are the
  // keyword, domain and SERP ones.
  // An operation whose example reads no provider data (the lexical clustering) is left out.
  const ops = operations.filter((op) =>
    callsProvider(op, op.input.parse(op.example)) && (op.tag === "keywords" || op.tag === "search")
  );
  assert.deepEqual(ops.map((op) => op.path).sort(), CASES.map((c) => c.path).sort());
  for (const op of ops) assert.ok(op.example, op.path);
});

for (const c of CASES) {
  Deno.test(`[provider labs e2e] ${c.path} on DATAFORSEO_BASE_URL: a schema-valid result and the reference's body`, async () => {
    const { fake, h } = await setupOnFake();
    try {
      const op = operations.find((o) => o.path === c.path)!;
      const res = await h.post(`${c.path}?sync=true`, op.example, { "x-project-id": "acme" });
      const body = await res.json();
      assert.equal(res.status, 200, JSON.stringify(body));
      const parsed = op.output!.safeParse(body);
      assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
      assert.equal(body.meta.provider, "dataforseo");
      assert.equal(body.meta.cache, "miss");
      assert.equal(body.meta.data_age_seconds, 0);
      assert.equal(body.meta.provider_cost_usd, c.cost);
      assert.deepEqual(body.meta.location, UNITED_STATES);
      assert.deepEqual(body.meta.language, c.language === undefined ? ENGLISH : c.language);
      assert.ok(
        body.agent_workflow.limitations.every((l: string) => !/synthetic|sandbox/i.test(l)),
        JSON.stringify(body.agent_workflow.limitations),
      );
      assertSentOnce(fake, c);
      await assertProviderCost(h, c.path, c.cost);
    } finally {
      await h.close();
      await fake.close();
    }
  });
}

Deno.test("[provider labs e2e] a queued Labs job on the fake carries the same meta: provider, cost, cache", async () => {
  const { fake, h } = await setupOnFake();
  try {
    const op = operations.find((o) => o.path === "/domain/relevant-pages")!;
    const res = await h.post("/domain/relevant-pages", op.example);
    assert.equal(res.status, 202);
    const { job_id } = await res.json();
    await h.services.jobs.waitFor(job_id, 10_000);
    const job = await (await h.get(`/jobs/${job_id}`)).json();
    assert.equal(job.status, "completed", JSON.stringify(job.error));
    assert.ok(op.output!.safeParse(job.result).success);
    assert.equal(job.result.meta.job_id, job_id);
    assert.equal(job.result.meta.provider, "dataforseo");
    assert.equal(job.result.meta.cache, "miss");
    assert.equal(job.result.meta.provider_cost_usd, 0.0102);
    assert.equal(fake.calls("/v3/dataforseo_labs/google/relevant_pages/live"), 1);
    assert.equal(fake.requests.length, 1);
  } finally {
    await h.close();
    await fake.close();
  }
});

Deno.test("[provider labs e2e] a refused Labs `filters` is a 400 naming our fields, not retried, nothing charged", async () => {
  const { fake, h } = await setupOnFake();
  try {
    fake.fail("ranked_keywords", {
      kind: "task",
      code: 40501,
      message: "Invalid Field: 'filters'.",
    });
    const res = await h.post("/domain/ranked-keywords?sync=true", {
      target: "example.com",
      max_rank: 20,
      min_search_volume: 100,
    });
    const body = await res.json();
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(body.error.code, "INVALID_PARAMETERS");
    assert.equal(body.error.retryable, false);
    assert.deepEqual(
      body.error.details.issues.map((i: { path: string }) => i.path),
      ["max_rank", "min_search_volume"],
    );
    assert.equal(
      fake.calls("/v3/dataforseo_labs/google/ranked_keywords/live"),
      1,
      "a refusal is not retried",
    );
    assert.equal(fake.requests.length, 1);
    assert.deepEqual((fake.requests[0].body as Record<string, unknown>[])[0].filters, [
      ["ranked_serp_element.serp_item.rank_group", "<=", 20],
      "and",
      [VOLUME, ">=", 100],
    ]);
    const usage = await (await h.get("/usage")).json();
    assert.equal(usage.credits_used, 0);
    assert.equal(usage.credits_remaining, 1000);
  } finally {
    await h.close();
    await fake.close();
  }
});

const OVERVIEW = operations.find((o) => o.path === "/keyword-metrics/overview")!.example;
const OVERVIEW_LIVE = "/v3/dataforseo_labs/google/keyword_overview/live";

Deno.test("[provider labs e2e] a repeated /keyword-metrics/overview is a cache hit (keywords TTL): one upstream call", async () => {
  // Every other kind's TTL is 0 (not cached): a hit here is the `keywords` kind's doing.
  const { fake, h } = await setupOnFake({
    CACHE_TTL_BACKLINKS_SECONDS: "0",
    CACHE_TTL_TIMESERIES_SECONDS: "0",
    CACHE_TTL_DOMAINS_SECONDS: "0",
    CACHE_TTL_SERP_SECONDS: "0",
  });
  try {
    const first = await (await h.post("/keyword-metrics/overview?sync=true", OVERVIEW)).json();
    const res = await h.post("/keyword-metrics/overview?sync=true", OVERVIEW);
    const second = await res.json();
    assert.equal(res.status, 200, JSON.stringify(second));
    assert.equal(first.meta.cache, "miss");
    assert.equal(first.meta.provider_cost_usd, 0.0103);
    assert.equal(second.meta.cache, "hit");
    assert.equal(second.meta.provider_cost_usd, 0);
    assert.equal(second.meta.provider, "dataforseo");
    assert.deepEqual(second.keywords, first.keywords);
    assert.equal(fake.calls(OVERVIEW_LIVE), 1, "no second upstream call");
    const usage = await (await h.get("/usage")).json();
    assert.equal(usage.provider_cost_usd.total, 0.0103);
  } finally {
    await h.close();
    await fake.close();
  }
});

Deno.test("[provider labs e2e] with CACHE_TTL_KEYWORDS_SECONDS=0 the repeated overview goes upstream again", async () => {
  const { fake, h } = await setupOnFake({ CACHE_TTL_KEYWORDS_SECONDS: "0" });
  try {
    const first = await (await h.post("/keyword-metrics/overview?sync=true", OVERVIEW)).json();
    const second = await (await h.post("/keyword-metrics/overview?sync=true", OVERVIEW)).json();
    assert.equal(first.meta.cache, "miss");
    assert.equal(second.meta.cache, "miss");
    assert.equal(second.meta.provider_cost_usd, 0.0103);
    assert.equal(fake.calls(OVERVIEW_LIVE), 2);
  } finally {
    await h.close();
    await fake.close();
  }
});
