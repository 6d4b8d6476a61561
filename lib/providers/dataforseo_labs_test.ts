import assert from "node:assert/strict";
import { ApiError } from "../errors.ts";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../tests/fakes/dataforseo.ts";
import { createDataForSeoProvider } from "./dataforseo.ts";
import type * as P from "./provider.ts";

type Raw = Record<string, unknown>;

/** The adapter pointed at the fake, backoff instant. */
const adapter = (fake: FakeDataForSeo) =>
  createDataForSeoProvider({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.baseUrl,
    sleep: () => Promise.resolve(),
  });

const US = { location_code: 2840, language_code: "en" };
const VOLUME = "keyword_data.keyword_info.search_volume";

/** One row of the method table. */
interface Case<R> {
  name: string;
  endpoint: string;
  call(p: P.SeoDataProvider): Promise<R>;
  body: Raw;
  check(answer: R): void;
}
const row = <R>(c: Case<R>) => c as unknown as Case<unknown>;

/** total_count, cost_usd and provider of an answer. */
const meta = (a: P.ProviderAnswer) => [a.total_count, a.cost_usd, a.provider];

const CASES: Case<unknown>[] = [
  row({
    name: "keyword ideas, seed lower-cased, volume filter",
    endpoint: "keyword_ideas",
    call: (p) => p.keywordIdeas({ ...US, keyword: "SEO Tools", limit: 3, min_search_volume: 100 }),
    body: {
      keywords: ["seo tools"],
      ...US,
      limit: 3,
      filters: ["keyword_info.search_volume", ">=", 100],
      order_by: ["relevance,desc"],
    },
    check: (a: P.KeywordIdeasAnswer) => {
      assert.deepEqual(a.rows.map((k) => k.keyword), [
        "seo tools",
        "best seo tools",
        "free seo tools",
      ]);
      const seed = a.seed!;
      assert.deepEqual(
        [seed.keyword, seed.search_volume, seed.cpc, seed.competition, seed.competition_level],
        ["seo tools", 40500, 6.12, 0.41, "medium"],
      );
      assert.deepEqual([seed.keyword_difficulty, seed.main_intent, seed.serp_features], [
        71,
        "commercial",
        [],
      ]);
      assert.equal(seed.monthly_searches.length, 12);
      assert.deepEqual(seed.monthly_searches[0], { year: 2024, month: 7, search_volume: 34425 });
      assert.deepEqual(seed.monthly_searches[11], { year: 2023, month: 8, search_volume: 46575 });
      assert.equal(a.rows[2].main_intent, "transactional");
      assert.deepEqual(meta(a), [3712, 0.0103, "dataforseo"]);
    },
  }),
  row({
    name: "keyword ideas without a minimum: no filters, seed absent",
    endpoint: "keyword_ideas",
    call: (p) => p.keywordIdeas({ ...US, keyword: "crm", limit: 700, min_search_volume: 0 }),
    body: { keywords: ["crm"], ...US, limit: 700, order_by: ["relevance,desc"] },
    check: (a: P.KeywordIdeasAnswer) => {
      assert.equal(a.rows.length, 4);
      assert.equal(a.seed?.keyword, "crm", "the fake puts the seed first");
      assert.deepEqual([a.rows[3].cpc, a.rows[3].competition_level], [null, "low"]);
      assert.deepEqual(meta(a), [3712, 0.0104, "dataforseo"]);
    },
  }),
  row({
    name: "keyword overview: keywords without data are omitted",
    endpoint: "keyword_overview",
    call: (p) =>
      p.keywordOverview({ ...US, keywords: ["seo tools", "zxq nonsense", "keyword research"] }),
    body: { keywords: ["seo tools", "zxq nonsense", "keyword research"], ...US },
    check: (a: P.RowsAnswer<P.KeywordMetrics>) => {
      assert.deepEqual(a.rows.map((k) => [k.keyword, k.search_volume, k.main_intent]), [
        ["seo tools", 12100, "commercial"],
        ["keyword research", 2900, "informational"],
      ]);
      assert.deepEqual(meta(a), [2, 0.0102, "dataforseo"], "total: what came back");
    },
  }),
  row({
    name: "ranked keywords with lost rankings, by rank",
    endpoint: "ranked_keywords",
    call: (p) =>
      p.rankedKeywords({
        ...US,
        target: "dataforseo.com",
        limit: 3,
        max_rank: 20,
        min_search_volume: 10,
        include_lost: true,
        sort_by: "rank",
      }),
    body: {
      target: "dataforseo.com",
      ...US,
      limit: 3,
      item_types: ["organic", "featured_snippet"],
      historical_serp_mode: "all",
      filters: [["ranked_serp_element.serp_item.rank_group", "<=", 20], "and", [
        VOLUME,
        ">=",
        10,
      ]],
      order_by: ["ranked_serp_element.serp_item.rank_group,asc"],
    },
    check: (a: P.RowsAnswer<P.RankedKeywordRow>) => {
      const real = a.rows[0];
      assert.deepEqual(real.keyword, {
        keyword: "1000 keywords",
        search_volume: 90,
        cpc: null,
        competition: 0.019999999552965164,
        competition_level: "low",
        monthly_searches: [
          { year: 2024, month: 7, search_volume: 50 },
          { year: 2024, month: 6, search_volume: 50 },
        ],
        keyword_difficulty: 39,
        main_intent: "commercial",
        serp_features: ["organic", "people_also_ask", "images"],
      });
      assert.deepEqual(real.position, {
        type: "organic",
        rank_group: 1,
        rank_absolute: 1,
        url: "https://dataforseo.com/free-seo-stats/top-1000-websites",
        domain: "dataforseo.com",
        title: "Top 1000 Websites By Ranking Keywords",
        etv: 27.360000610351562,
        previous_rank_absolute: 2,
        is_new: false,
        is_up: true,
        is_down: false,
      });
      assert.equal(real.is_lost, false);
      assert.deepEqual([a.rows[1].position.type, a.rows[1].position.etv], [
        "featured_snippet",
        512.4,
      ]);
      assert.deepEqual([a.rows[2].is_lost, a.rows[2].position.is_down], [true, true]);
      assert.deepEqual(meta(a), [4207, 0.0103, "dataforseo"]);
    },
  }),
  row({
    name: "ranked keywords, live only, opportunity asked by traffic",
    endpoint: "ranked_keywords",
    call: (p) =>
      p.rankedKeywords({
        ...US,
        target: "dataforseo.com",
        limit: 100,
        max_rank: 100,
        min_search_volume: 0,
        include_lost: false,
        sort_by: "opportunity",
      }),
    body: {
      target: "dataforseo.com",
      ...US,
      limit: 100,
      item_types: ["organic", "featured_snippet"],
      historical_serp_mode: "live",
      filters: ["ranked_serp_element.serp_item.rank_group", "<=", 100],
      order_by: ["ranked_serp_element.serp_item.etv,desc"],
    },
    check: (a: P.RowsAnswer<P.RankedKeywordRow>) => {
      assert.deepEqual(a.rows.map((r) => r.is_lost), [false, false]);
      assert.deepEqual(meta(a), [4207, 0.0102, "dataforseo"]);
    },
  }),
  row({
    name: "relevant pages by keyword count",
    endpoint: "relevant_pages",
    call: (p) =>
      p.relevantPages({
        ...US,
        target: "example.com",
        limit: 10,
        min_traffic: 50,
        historical_serp_mode: "live",
        sort_by: "keyword_count",
      }),
    body: {
      target: "example.com",
      ...US,
      limit: 10,
      historical_serp_mode: "live",
      item_types: ["organic", "paid"],
      filters: ["metrics.organic.etv", ">=", 50],
      order_by: ["metrics.organic.count,desc"],
    },
    check: (a: P.RowsAnswer<P.RelevantPageRow>) => {
      const [guide, pricing] = a.rows;
      assert.equal(guide.page, "https://example.com/guide");
      assert.deepEqual(guide.organic, {
        pos_1: 3,
        pos_2_3: 5,
        pos_4_10: 21,
        pos_11_20: 14,
        pos_21_100: 15,
        etv: 410.2,
        count: 58,
        estimated_paid_traffic_cost: 697.34,
        is_new: 6,
        is_up: 10,
        is_down: 8,
        is_lost: 0,
      });
      assert.equal(guide.paid?.etv, 12.5);
      assert.deepEqual([pricing.page, pricing.organic.pos_21_100, pricing.paid], [
        "https://example.com/pricing",
        13,
        null,
      ]);
      assert.deepEqual(meta(a), [2150, 0.0102, "dataforseo"]);
    },
  }),
  row({
    name: "relevant pages, top3 asked by traffic, no minimum",
    endpoint: "relevant_pages",
    call: (p) =>
      p.relevantPages({
        ...US,
        target: "example.com",
        limit: 1,
        min_traffic: 0,
        historical_serp_mode: "all",
        sort_by: "top3",
      }),
    body: {
      target: "example.com",
      ...US,
      limit: 1,
      historical_serp_mode: "all",
      item_types: ["organic", "paid"],
      order_by: ["metrics.organic.etv,desc"],
    },
    check: (a: P.RowsAnswer<P.RelevantPageRow>) => {
      assert.equal(a.rows.length, 1, "the limit is respected");
      assert.deepEqual(meta(a), [2150, 0.0101, "dataforseo"]);
    },
  }),
  row({
    name: "domain competitors by competitor traffic",
    endpoint: "competitors_domain",
    call: (p) =>
      p.domainCompetitors({
        ...US,
        target: "dataforseo.com",
        limit: 2,
        min_intersections: 5,
        max_rank_group: 20,
        sort_by: "competitor_traffic",
      }),
    body: {
      target: "dataforseo.com",
      ...US,
      limit: 2,
      max_rank_group: 20,
      item_types: ["organic"],
      exclude_top_domains: false,
      filters: ["intersections", ">=", 5],
      order_by: ["full_domain_metrics.organic.etv,desc"],
    },
    check: (a: P.RowsAnswer<P.DomainCompetitorRow>) => {
      const [rival, other] = a.rows;
      assert.deepEqual(
        [rival.domain, rival.avg_position, rival.intersections, rival.full_organic.etv],
        ["rival.com", 14.2, 400, 54000.5],
      );
      assert.deepEqual([rival.full_organic.pos_1, rival.full_organic.count], [120, 9100]);
      assert.deepEqual([rival.shared_organic.etv, rival.target_shared_organic?.etv], [2100, 3300]);
      assert.deepEqual([other.domain, other.target_shared_organic], ["other-seo.io", null]);
      assert.deepEqual(meta(a), [1836, 0.0102, "dataforseo"]);
    },
  }),
  row({
    name: "domain competitors, threat asked by overlap",
    endpoint: "competitors_domain",
    call: (p) =>
      p.domainCompetitors({
        ...US,
        target: "dataforseo.com",
        limit: 10,
        min_intersections: 0,
        max_rank_group: 100,
        sort_by: "threat",
      }),
    body: {
      target: "dataforseo.com",
      ...US,
      limit: 10,
      max_rank_group: 100,
      item_types: ["organic"],
      exclude_top_domains: false,
      order_by: ["intersections,desc"],
    },
    check: (a: P.RowsAnswer<P.DomainCompetitorRow>) =>
      assert.deepEqual(meta(a), [1836, 0.0102, "dataforseo"]),
  }),
  row({
    name: "domain intersection: target1 only (second null), by traffic gap",
    endpoint: "domain_intersection",
    call: (p) =>
      p.domainIntersection({
        ...US,
        target1: "a-site.com",
        target2: "b-site.com",
        limit: 10,
        intersections: false,
        min_search_volume: 0,
        sort_by: "traffic_gap",
      }),
    body: {
      target1: "a-site.com",
      target2: "b-site.com",
      ...US,
      limit: 10,
      intersections: false,
      item_types: ["organic"],
      order_by: ["first_domain_serp_element.etv,desc"],
    },
    check: (a: P.RowsAnswer<P.DomainIntersectionRow>) => {
      assert.deepEqual(a.rows.map((r) => r.keyword.keyword), [
        "rank tracker api",
        "backlink checker",
      ]);
      const first = a.rows[0].first;
      assert.deepEqual([first.url, first.domain, first.rank_group, first.etv], [
        "https://a-site.com/tools/0",
        "a-site.com",
        3,
        95.5,
      ]);
      assert.deepEqual(a.rows.map((r) => r.second), [null, null]);
      assert.deepEqual(meta(a), [642, 0.0102, "dataforseo"]);
    },
  }),
  row({
    name: "domain intersection: both rank, by volume",
    endpoint: "domain_intersection",
    call: (p) =>
      p.domainIntersection({
        ...US,
        target1: "a-site.com",
        target2: "b-site.com",
        limit: 1,
        intersections: true,
        min_search_volume: 500,
        sort_by: "opportunity",
      }),
    body: {
      target1: "a-site.com",
      target2: "b-site.com",
      ...US,
      limit: 1,
      intersections: true,
      item_types: ["organic"],
      filters: [VOLUME, ">=", 500],
      order_by: [`${VOLUME},desc`],
    },
    check: (a: P.RowsAnswer<P.DomainIntersectionRow>) => {
      assert.deepEqual([a.rows[0].second?.url, a.rows[0].second?.rank_absolute], [
        "https://b-site.com/features/0",
        9,
      ]);
      assert.deepEqual(meta(a), [642, 0.0101, "dataforseo"]);
    },
  }),
  row({
    name: "traffic estimate: a type not asked for is null",
    endpoint: "bulk_traffic_estimation",
    call: (p) =>
      p.trafficEstimate({
        ...US,
        targets: ["a-site.com", "https://b-site.com/blog/"],
        item_types: ["organic", "featured_snippet"],
      }),
    body: {
      targets: ["a-site.com", "https://b-site.com/blog/"],
      ...US,
      item_types: ["organic", "featured_snippet"],
    },
    check: (a: P.RowsAnswer<P.TrafficEstimateRow>) => {
      assert.deepEqual(a.rows[0], {
        target: "a-site.com",
        organic: { etv: 1234.5, count: 321 },
        paid: null,
        featured_snippet: { etv: 40, count: 2 },
        local_pack: null,
      });
      assert.deepEqual(a.rows[1].organic, { etv: 2469, count: 642 });
      assert.deepEqual(meta(a), [2, 0.0102, "dataforseo"]);
    },
  }),
  row({
    name: "pages intersection, union with clickstream, by rank",
    endpoint: "page_intersection",
    call: (p) =>
      p.pagesIntersection({
        ...US,
        pages: ["https://a-site.com/blog/*", "https://b-site.com/guides/*"],
        exclude_pages: [],
        item_types: ["organic"],
        limit: 10,
        intersection_mode: "union",
        include_serp_info: false,
        include_clickstream_data: true,
        min_search_volume: 100,
        max_rank: 10,
        sort_by: "rank",
      }),
    body: {
      pages: { "1": "https://a-site.com/blog/*", "2": "https://b-site.com/guides/*" },
      ...US,
      item_types: ["organic"],
      limit: 10,
      intersection_mode: "union",
      include_serp_info: false,
      include_clickstream_data: true,
      // Union mode: max_rank is applied by the operation (the first page's gaps stay).
      filters: [VOLUME, ">=", 100],
      order_by: ["intersection_result.1.rank_group,asc"],
    },
    check: (a: P.RowsAnswer<P.PagesIntersectionRow>) => {
      const hit = a.rows[0];
      assert.equal(hit.keyword.keyword, "content brief template");
      assert.equal(hit.positions.length, 2, "one per requested page");
      assert.deepEqual([hit.positions[0]?.url, hit.positions[0]?.rank_group], [
        "https://a-site.com/blog/content-brief",
        2,
      ]);
      assert.equal(hit.positions[1], null, "the second page does not rank");
      assert.deepEqual(meta(a), [57, 0.0202, "dataforseo"], "clickstream doubles the price");
    },
  }),
  row({
    name: "pages intersection, intersect with exclusions, by traffic gap",
    endpoint: "page_intersection",
    call: (p) =>
      p.pagesIntersection({
        ...US,
        pages: ["https://a-site.com/blog/*", "https://b-site.com/guides/*", "c-site.com"],
        exclude_pages: ["https://mine.com/*"],
        item_types: ["organic", "featured_snippet"],
        limit: 5,
        intersection_mode: "intersect",
        include_serp_info: true,
        include_clickstream_data: false,
        min_search_volume: 0,
        max_rank: 20,
        sort_by: "traffic_gap",
      }),
    body: {
      pages: {
        "1": "https://a-site.com/blog/*",
        "2": "https://b-site.com/guides/*",
        "3": "c-site.com",
      },
      exclude_pages: ["https://mine.com/*"],
      ...US,
      item_types: ["organic", "featured_snippet"],
      limit: 5,
      intersection_mode: "intersect",
      include_serp_info: true,
      include_clickstream_data: false,
      filters: ["intersection_result.1.rank_group", "<=", 20],
      order_by: ["intersection_result.1.etv,desc"],
    },
    check: (a: P.RowsAnswer<P.PagesIntersectionRow>) => {
      assert.deepEqual(a.rows[0].positions.map((p) => p?.rank_group), [2, 3, 4]);
      assert.deepEqual(meta(a), [57, 0.0101, "dataforseo"]);
    },
  }),
];

for (const c of CASES) {
  Deno.test(`[dataforseo labs] ${c.name}: the exact task, Basic auth, parsed rows`, async () => {
    await using fake = await startFakeDataForSeo();
    c.check(await c.call(adapter(fake)));
    const path = `/v3/dataforseo_labs/google/${c.endpoint}/live`;
    assert.equal(fake.calls(path), 1);
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0].path, path);
    assert.deepEqual(fake.requests[0].body, [c.body]);
    assert.equal(fake.requests[0].authorization, `Basic ${btoa("fake-login:fake-password")}`);
  });
}

const RANKED: P.RankedKeywordsRequest = {
  ...US,
  target: "dataforseo.com",
  limit: 100,
  max_rank: 10,
  min_search_volume: 50,
  include_lost: false,
  sort_by: "search_volume",
};

Deno.test("[dataforseo labs] a refused field is named as our request field it was built from", async () => {
  await using fake = await startFakeDataForSeo();
  const provider = adapter(fake);
  const refused = async (message: string) => {
    fake.fail("ranked_keywords", { kind: "task", code: 40501, message });
    const err = await provider.rankedKeywords(RANKED).catch((e) => e);
    assert.ok(err instanceof ApiError);
    assert.deepEqual([err.code, err.status, err.retryable], ["INVALID_PARAMETERS", 400, false]);
    return (err.details?.issues as { path: string }[]).map((i) => i.path);
  };
  assert.deepEqual(await refused("Invalid Field: 'filters'."), ["max_rank", "min_search_volume"]);
  assert.deepEqual(await refused("Invalid Field: 'order_by'."), ["sort_by"]);
  assert.deepEqual(await refused("Invalid Field: 'location_code'."), ["location_code"]);
  assert.deepEqual(
    await refused("Invalid Field: 'item_types'."),
    ["item_types"],
    "an adapter default keeps DataForSEO's name",
  );
  assert.equal(fake.calls("/v3/dataforseo_labs/google/ranked_keywords/live"), 4, "not retried");
});

Deno.test("[dataforseo labs] a refused keyword_ideas field: keywords -> keyword", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("keyword_ideas", { kind: "task", code: 40501, message: "Invalid Field: 'keywords'." });
  const err = await adapter(fake)
    .keywordIdeas({ ...US, keyword: "seo", limit: 10, min_search_volume: 0 })
    .catch((e) => e);
  assert.ok(err instanceof ApiError);
  assert.deepEqual((err.details?.issues as { path: string }[]).map((i) => i.path), ["keyword"]);
});

/** Each method with a minimal request, and its endpoint. */
const NULL_CASES: [string, (p: P.SeoDataProvider) => Promise<P.RowsAnswer<unknown>>][] = [
  ["keyword_ideas", (p) => p.keywordIdeas({ ...US, keyword: "x", limit: 5, min_search_volume: 0 })],
  ["keyword_overview", (p) => p.keywordOverview({ ...US, keywords: ["x"] })],
  ["ranked_keywords", (p) => p.rankedKeywords(RANKED)],
  ["relevant_pages", (p) =>
    p.relevantPages({
      ...US,
      target: "x.com",
      limit: 5,
      min_traffic: 0,
      historical_serp_mode: "live",
      sort_by: "estimated_traffic",
    })],
  ["competitors_domain", (p) =>
    p.domainCompetitors({
      ...US,
      target: "x.com",
      limit: 5,
      min_intersections: 0,
      max_rank_group: 20,
      sort_by: "overlap",
    })],
  ["domain_intersection", (p) =>
    p.domainIntersection({
      ...US,
      target1: "x.com",
      target2: "y.com",
      limit: 5,
      intersections: true,
      min_search_volume: 0,
      sort_by: "cpc",
    })],
  [
    "bulk_traffic_estimation",
    (p) => p.trafficEstimate({ ...US, targets: ["x.com"], item_types: ["organic"] }),
  ],
  ["page_intersection", (p) =>
    p.pagesIntersection({
      ...US,
      pages: ["https://x.com/*"],
      exclude_pages: [],
      item_types: ["organic"],
      limit: 5,
      intersection_mode: "intersect",
      include_serp_info: false,
      include_clickstream_data: false,
      min_search_volume: 0,
      max_rank: 100,
      sort_by: "cpc",
    })],
];

Deno.test("[dataforseo labs] a null result is an empty answer for every call", async () => {
  await using fake = await startFakeDataForSeo();
  const provider = adapter(fake);
  for (const [endpoint, call] of NULL_CASES) {
    fake.fail(`labs:${endpoint}`, { kind: "null_result" });
    const a = await call(provider);
    assert.deepEqual([a.rows, ...meta(a)], [[], 0, 0.01, "dataforseo"], endpoint);
    if ("seed" in a) assert.equal(a.seed, null);
  }
});

Deno.test("[dataforseo labs] page_intersection faults: qualified names pick the API", async () => {
  await using fake = await startFakeDataForSeo();
  const provider = adapter(fake);
  fake.fail("backlinks:page_intersection", { kind: "null_result" });
  const [, pages] = NULL_CASES.find(([e]) => e === "page_intersection")!;
  assert.equal((await pages(provider)).rows.length, 1, "the Labs call is not faulted");
  fake.fail("page_intersection", { kind: "task", code: 40204, message: "Access denied." });
  const err = await pages(provider).catch((e) => e);
  assert.ok(err instanceof ApiError);
  assert.equal(err.code, "PROVIDER_NOT_CONFIGURED", "the bare name serves either API");
});

Deno.test("[dataforseo labs] ranked keywords of one keyword: an exact-match filter, lower-cased", async () => {
  await using fake = await startFakeDataForSeo();
  await adapter(fake).rankedKeywords({
    ...US,
    target: "https://example.com/crm-guide",
    limit: 10,
    max_rank: 100,
    min_search_volume: 0,
    include_lost: true,
    keyword: " CRM Guide ",
    sort_by: "rank",
  });
  const [task] = fake.requests[0].body as Raw[];
  assert.deepEqual(task.filters, [
    ["ranked_serp_element.serp_item.rank_group", "<=", 100],
    "and",
    ["keyword_data.keyword", "=", "crm guide"],
  ]);
  assert.equal(task.limit, 10);
});
