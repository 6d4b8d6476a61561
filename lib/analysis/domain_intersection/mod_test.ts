import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { domainIntersection } from "../../operations/domain_intersection.ts";
import type {
  DomainIntersectionRequest,
  DomainIntersectionRow,
  KeywordMetrics,
  SerpPosition,
} from "../../providers/labs_types.ts";
import type { ProviderName, RowsAnswer, SeoDataProvider } from "../../providers/provider.ts";
import { resolveMarket } from "../../geo/geo.ts";
import { marketCodes } from "../keyword_rows/mod.ts";
import { opportunityScore } from "../keyword_judgement/mod.ts";
import { analyzeDomainIntersection, DomainIntersectionResultSchema } from "./mod.ts";

const market = resolveMarket({ location: "United Kingdom", language: "en" });

function kw(
  keyword: string,
  volume: number | null,
  difficulty: number | null = 30,
): KeywordMetrics {
  return {
    keyword,
    search_volume: volume,
    cpc: volume === null ? null : volume / 1000,
    competition: 0.5,
    competition_level: "medium",
    monthly_searches: [],
    keyword_difficulty: difficulty,
    main_intent: null,
    serp_features: ["people_also_ask"],
  };
}

function pos(rank: number, etv: number, domain: string): SerpPosition {
  return {
    type: "organic",
    rank_group: rank,
    rank_absolute: rank,
    url: `https://${domain}/${rank}`,
    domain,
    title: null,
    etv,
    previous_rank_absolute: null,
    is_new: false,
    is_up: false,
    is_down: false,
  };
}

function row(k: KeywordMetrics, one: [number, number], two: [number, number] | null) {
  return {
    keyword: k,
    first: pos(one[0], one[1], "rival.com"),
    second: two ? pos(two[0], two[1], "acme.com") : null,
  } satisfies DomainIntersectionRow;
}

function answer(rows: DomainIntersectionRow[], provider: ProviderName = "dataforseo") {
  return { rows, total_count: rows.length, cost_usd: 0.01, provider } satisfies RowsAnswer<
    DomainIntersectionRow
  >;
}

function req(over: Partial<DomainIntersectionRequest> = {}): DomainIntersectionRequest {
  return {
    ...marketCodes(market),
    target1: "rival.com",
    target2: "acme.com",
    limit: 25,
    intersections: true,
    min_search_volume: 0,
    sort_by: "opportunity",
    ...over,
  };
}

function analyze(rows: DomainIntersectionRow[], over: Partial<DomainIntersectionRequest> = {}) {
  const r = analyzeDomainIntersection(req(over), answer(rows), { market });
  assert.ok(DomainIntersectionResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const SHARED = [
  row(kw("best crm software", 5000, 60), [2, 700], [14, 40]),
  row(kw("crm pricing", 1200, 20), [5, 90], [3, 130]),
  row(kw("what is a crm", 800, 10), [4, 60], [4, 60]),
  row(kw("crm for startups", null, null), [8, 5], [30, 0]),
];

Deno.test("[domain intersection] each keyword has a winner, gaps and target2's opportunity", () => {
  const r = analyze(SHARED);
  const best = r.keywords.find((g) => g.keyword === "best crm software")!;
  assert.equal(best.winner, "target1");
  assert.equal(best.rank_gap, 12);
  assert.equal(best.traffic_gap, 660);
  assert.equal(best.reachable_position, 8);
  assert.equal(
    best.opportunity_score,
    opportunityScore({ search_volume: 5000, keyword_difficulty: 60, reachable_position: 8 }),
  );
  assert.equal(best.action, "improve_page");
  assert.equal(best.buyer_stage, "consideration");
  const pricing = r.keywords.find((g) => g.keyword === "crm pricing")!;
  assert.deepEqual([pricing.winner, pricing.opportunity_score, pricing.action], [
    "target2",
    null,
    "defend",
  ]);
  assert.deepEqual(r.summary, {
    keywords: 4,
    target1_wins: 2,
    target2_wins: 1,
    ties: 1,
    target2_missing: 0,
    rival_queries: 0,
    target1_traffic: 855,
    target2_traffic: 230,
  });
  assert.equal(r.agent_workflow.decision, "close_keyword_gaps");
  assert.match(r.agent_workflow.summary, /United Kingdom, English/);
});

Deno.test("[domain intersection] sort_by orders the keywords; unknown values last", () => {
  const order = (sort_by: DomainIntersectionRequest["sort_by"]) =>
    analyze(SHARED, { sort_by }).keywords.map((g) => g.keyword);
  assert.deepEqual(order("opportunity").slice(0, 2), ["best crm software", "crm for startups"]);
  assert.deepEqual(order("search_volume"), [
    "best crm software",
    "crm pricing",
    "what is a crm",
    "crm for startups",
  ]);
  assert.deepEqual(order("rank_gap")[0], "crm for startups");
  assert.deepEqual(order("traffic_gap").at(-1), "crm pricing");
  assert.equal(order("cpc").at(-1), "crm for startups");
  assert.equal(analyze(SHARED, { limit: 5, min_search_volume: 1000 }).keywords.length, 2);
});

Deno.test("[domain intersection] intersections=false: target2 is missing, every keyword a page to create", () => {
  const r = analyze(
    [
      row(kw("crm integrations", 900, 30), [6, 40], null),
      row(kw("crm api", 300, 55), [2, 50], null),
    ],
    { intersections: false },
  );
  assert.deepEqual(r.keywords.map((g) => [g.keyword, g.action, g.rank_gap, g.reachable_position]), [
    ["crm integrations", "create_page", 95, 7],
    ["crm api", "create_page", 99, 15],
  ]);
  assert.equal(r.summary.target2_missing, 2);
  assert.equal(r.agent_workflow.next_calls[0].endpoint, "/content/brief");
  assert.ok(!r.agent_workflow.next_calls.some((c) => c.endpoint === "/domain/intersection"));
});

Deno.test("[domain intersection] an empty answer is a clear result with low confidence", () => {
  const r = analyze([]);
  assert.equal(r.agent_workflow.decision, "no_keywords_found");
  assert.equal(r.agent_workflow.confidence, 0.4);
  assert.equal(r.summary.keywords, 0);
  assert.match(r.markdown_summary, /No keywords shared by rival.com and acme.com/);
});

Deno.test("[domain intersection] the operation normalizes URLs, resolves the market and labels sandbox data", async () => {
  let asked: DomainIntersectionRequest | undefined;
  const provider = {
    name: "sandbox",
    domainIntersection(r: DomainIntersectionRequest) {
      asked = r;
      return Promise.resolve(answer(SHARED, "sandbox"));
    },
  } as unknown as SeoDataProvider;
  const input = domainIntersection.input.parse({
    target1: "https://www.rival.com/blog",
    target2: "acme.com",
    location: "France",
    language: "fr",
  });
  const result = await domainIntersection.run!(input, { ...opContext(new Date(0)), provider });
  assert.deepEqual(asked, {
    location_code: 2250,
    language_code: "fr",
    target1: "rival.com",
    target2: "acme.com",
    limit: 25,
    intersections: true,
    min_search_volume: 0,
    sort_by: "opportunity",
  });
  const r = DomainIntersectionResultSchema.parse(result);
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
  assert.match(r.agent_workflow.summary, /France, French/);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[domain intersection] a seasonal gap carries its calendar into the action", () => {
  // Garden furniture (UK): searches peak in June; the data ends October 2026, newest first.
  const seasonal = kw("garden furniture sets", 6000, 20);
  const months = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 11];
  seasonal.monthly_searches = months.map((month, i) => ({
    year: month >= 11 && i >= 10 ? 2025 : 2026,
    month,
    search_volume: [1, 2, 4, 9, 15, 14, 9, 5, 3, 2, 1, 1][i] * 1000,
  }));
  const r = analyze([row(seasonal, [3, 400], null)], { intersections: false });
  const gap = r.keywords[0];
  assert.ok(gap.trend.calendar, JSON.stringify(gap.trend));
  assert.match(r.agent_workflow.recommended_actions[0].action, /seasonal .* have it live by/);
});
