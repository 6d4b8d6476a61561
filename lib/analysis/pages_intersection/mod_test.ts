import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { pagesIntersection } from "../../operations/pages_intersection.ts";
import type {
  KeywordMetrics,
  PagesIntersectionRequest,
  PagesIntersectionRow,
  SerpPosition,
} from "../../providers/labs_types.ts";
import type { ProviderName, RowsAnswer, SeoDataProvider } from "../../providers/provider.ts";
import { resolveMarket } from "../../geo/geo.ts";
import { marketCodes } from "../keyword_rows/mod.ts";
import { analyzePagesIntersection, PagesIntersectionResultSchema, priorityOf } from "./mod.ts";

const market = resolveMarket({ location: "United States" });
const PAGES = ["https://acme.com/crm", "https://rival.com/blog/*"];

function kw(
  keyword: string,
  volume: number | null,
  difficulty: number | null = 30,
): KeywordMetrics {
  return {
    keyword,
    search_volume: volume,
    cpc: volume === null ? null : volume / 1000,
    competition: null,
    competition_level: null,
    monthly_searches: [],
    keyword_difficulty: difficulty,
    main_intent: "commercial",
    serp_features: ["featured_snippet"],
  };
}

function pos(rank: number, etv: number): SerpPosition {
  return {
    type: "organic",
    rank_group: rank,
    rank_absolute: rank,
    url: `https://x.example/${rank}`,
    domain: "x.example",
    title: null,
    etv,
    previous_rank_absolute: null,
    is_new: false,
    is_up: false,
    is_down: false,
  };
}

function row(k: KeywordMetrics, ...positions: ([number, number] | null)[]): PagesIntersectionRow {
  return { keyword: k, positions: positions.map((p) => (p ? pos(p[0], p[1]) : null)) };
}

function answer(rows: PagesIntersectionRow[], provider: ProviderName = "dataforseo") {
  return { rows, total_count: rows.length, cost_usd: 0.01, provider } satisfies RowsAnswer<
    PagesIntersectionRow
  >;
}

function analyze(rows: PagesIntersectionRow[], over: Partial<PagesIntersectionRequest> = {}) {
  const req: PagesIntersectionRequest = {
    ...marketCodes(market),
    pages: PAGES,
    exclude_pages: [],
    item_types: ["organic", "featured_snippet"],
    limit: 25,
    intersection_mode: "union",
    include_serp_info: false,
    include_clickstream_data: false,
    min_search_volume: 0,
    max_rank: 30,
    sort_by: "opportunity",
    ...over,
  };
  const r = analyzePagesIntersection(req, answer(rows), { market });
  assert.ok(PagesIntersectionResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ROWS = [
  row(kw("crm software", 8000, 50), [12, 50], [3, 900]),
  row(kw("crm for agencies", 600, 20), null, [5, 40]),
  row(kw("acme crm", 300, 5), [1, 120], [9, 4]),
  row(kw("crm glossary", 20, 10), [2, 4], null),
  row(kw("deep crm", 900, 40), [45, 1], [7, 30]),
];

Deno.test("[pages intersection] ranks, spread, traffic gap and priority per keyword, read for the first page", () => {
  const r = analyze(ROWS);
  const crm = r.keywords.find((k) => k.keyword === "crm software")!;
  assert.deepEqual(crm.ranks.map((p) => [p.page, p.rank]), [[PAGES[0], 12], [PAGES[1], 3]]);
  assert.equal(crm.rank_spread, 9);
  assert.equal(crm.traffic_gap, 850);
  assert.equal(crm.best_page, PAGES[1]);
  assert.equal(crm.reachable_position, 8);
  assert.equal(crm.priority, "high");
  const agencies = r.keywords.find((k) => k.keyword === "crm for agencies")!;
  assert.deepEqual([agencies.first_page_rank, agencies.rank_spread, agencies.traffic_gap], [
    null,
    null,
    40,
  ]);
  const own = r.keywords.find((k) => k.keyword === "acme crm")!;
  assert.deepEqual([own.traffic_gap, own.priority], [0, "low"]);
  // max_rank applies to the first page: "deep crm" (first page #45) is left out.
  assert.ok(!r.keywords.some((k) => k.keyword === "deep crm"));
  assert.deepEqual(r.summary, {
    keywords: 4,
    first_page_ranks: 3,
    first_page_best: 2,
    first_page_behind: 2,
    high_priority: 2,
    medium_priority: 0,
    low_priority: 2,
  });
  assert.equal(r.agent_workflow.decision, "improve_first_page");
  assert.match(r.agent_workflow.summary, /United States, English/);
  assert.ok(r.agent_workflow.limitations.some((l) => /no language field/.test(l)));
});

Deno.test("[pages intersection] the priority rule: behind and worth it is high; holding the top is low", () => {
  assert.equal(priorityOf({ behind: true, climbs: true, opportunity: 30 }), "high");
  assert.equal(priorityOf({ behind: true, climbs: false, opportunity: 10 }), "medium");
  assert.equal(priorityOf({ behind: false, climbs: true, opportunity: 30 }), "medium");
  assert.equal(priorityOf({ behind: false, climbs: true, opportunity: 29.9 }), "low");
  // A page holding its top-3 place is low whatever the keyword is worth.
  assert.equal(priorityOf({ behind: false, climbs: false, opportunity: 90 }), "low");
});

Deno.test("[pages intersection] sort_by, intersect mode and filters", () => {
  const order = (sort_by: PagesIntersectionRequest["sort_by"]) =>
    analyze(ROWS, { sort_by }).keywords.map((k) => k.keyword);
  assert.deepEqual(order("rank"), ["acme crm", "crm glossary", "crm software", "crm for agencies"]);
  assert.deepEqual(order("traffic_gap")[0], "crm software");
  assert.deepEqual(order("search_volume").at(-1), "crm glossary");
  assert.deepEqual(order("cpc")[0], "crm software");
  const both = analyze(ROWS, { intersection_mode: "intersect", max_rank: 100 });
  assert.deepEqual(both.keywords.map((k) => k.keyword).sort(), [
    "acme crm",
    "crm software",
    "deep crm",
  ]);
  assert.equal(analyze(ROWS, { min_search_volume: 500, limit: 5 }).keywords.length, 2);
});

Deno.test("[pages intersection] an empty answer is a clear result", () => {
  const r = analyze([]);
  assert.equal(r.agent_workflow.decision, "no_keywords_found");
  assert.equal(r.agent_workflow.next_calls.length, 0);
  assert.match(r.markdown_summary, /No keywords found for 2 pages/);
});

Deno.test("[pages intersection] the operation takes the location's own language and labels sandbox data", async () => {
  let asked: PagesIntersectionRequest | undefined;
  const provider = {
    name: "sandbox",
    pagesIntersection(r: PagesIntersectionRequest) {
      asked = r;
      return Promise.resolve(answer(ROWS, "sandbox"));
    },
  } as unknown as SeoDataProvider;
  const input = pagesIntersection.input.parse({ pages: PAGES, location: "Germany" });
  const result = await pagesIntersection.run!(input, { ...opContext(new Date(0)), provider });
  assert.equal(asked?.location_code, 2276);
  assert.equal(asked?.language_code, "de");
  assert.deepEqual(asked?.exclude_pages, []);
  assert.deepEqual(asked?.item_types, ["organic", "featured_snippet"]);
  const r = PagesIntersectionResultSchema.parse(result);
  assert.deepEqual(r.market, { location: "Germany", language: "German" });
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
  assertValidNextCalls(r.agent_workflow);
});
