import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { domainCompetitors } from "../../operations/domain_competitors.ts";
import type {
  DomainCompetitorRow,
  DomainCompetitorsRequest,
  PositionMetrics,
} from "../../providers/labs_types.ts";
import type { ProviderName, RowsAnswer, SeoDataProvider } from "../../providers/provider.ts";
import { resolveMarket } from "../../geo/geo.ts";
import { marketCodes } from "../keyword_rows/mod.ts";
import { analyzeDomainCompetitors, DomainCompetitorsResultSchema } from "./mod.ts";
import { isGenericPlatform } from "./rules.ts";

const market = resolveMarket({ location: "United States", language: "en" });

function metrics(count: number, etv: number, top10 = 0): PositionMetrics {
  return {
    pos_1: 0,
    pos_2_3: 0,
    pos_4_10: top10,
    pos_11_20: 0,
    pos_21_100: Math.max(0, count - top10),
    etv,
    count,
    estimated_paid_traffic_cost: 0,
    is_new: 0,
    is_up: 0,
    is_down: 0,
    is_lost: 0,
  };
}

function row(
  domain: string,
  shared: number,
  o: { full?: number; etv?: number; theirs?: number; mine?: number | null; top10?: number } = {},
): DomainCompetitorRow {
  return {
    domain,
    avg_position: 12.34,
    intersections: shared,
    full_organic: metrics(o.full ?? shared * 4, o.etv ?? 1000),
    shared_organic: metrics(shared, o.theirs ?? 100, o.top10 ?? 0),
    target_shared_organic: o.mine === null ? null : metrics(shared, o.mine ?? 100),
  };
}

function answer(
  rows: DomainCompetitorRow[],
  provider: ProviderName = "dataforseo",
): RowsAnswer<DomainCompetitorRow> {
  return { rows, total_count: rows.length, cost_usd: 0.01, provider };
}

function req(over: Partial<DomainCompetitorsRequest> = {}): DomainCompetitorsRequest {
  return {
    ...marketCodes(market),
    target: "acme.com",
    limit: 25,
    min_intersections: 0,
    max_rank_group: 20,
    sort_by: "threat",
    ...over,
  };
}

function analyze(rows: DomainCompetitorRow[], over: Partial<DomainCompetitorsRequest> = {}) {
  const r = analyzeDomainCompetitors(req(over), answer(rows), { market });
  assert.ok(DomainCompetitorsResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ROWS = [
  row("acme.com", 1000, { full: 1000, etv: 5000 }),
  // A quarter of the target's keywords, winning most of the clicks there: high.
  row("rival.com", 300, { theirs: 900, mine: 100 }),
  // A tenth of them, splitting the clicks: medium.
  row("peer.io", 100, { theirs: 100, mine: 100 }),
  // A handful, losing them: low.
  row("small.net", 20, { theirs: 10, mine: 90 }),
  // The largest overlap of all, but a generic platform.
  row("en.wikipedia.org", 600, { theirs: 2000, mine: 100, etv: 9_000_000 }),
];

Deno.test("[domain competitors] the target's own row gives its footprint and is left out", () => {
  const r = analyze(ROWS);
  assert.equal(r.target_keywords, 1000);
  assert.equal(r.target_traffic, 5000);
  assert.ok(!r.competitors.some((c) => c.domain === "acme.com"));
  const rival = r.competitors[0];
  assert.equal(rival.domain, "rival.com");
  assert.equal(rival.share_of_target_keywords, 0.3);
  assert.equal(rival.share_of_competitor_keywords, 0.25);
  assert.equal(rival.traffic_gap, 800);
  assert.equal(rival.overlap_score, 100);
  assert.equal(rival.strength_score, 90);
  assert.equal(rival.threat_level, "high");
});

Deno.test("[domain competitors] threat follows overlap and strength; platforms come last", () => {
  const r = analyze(ROWS);
  assert.deepEqual(
    r.competitors.map((c) => [c.domain, c.threat_level, c.direct_competitor]),
    [
      ["rival.com", "high", true],
      ["peer.io", "medium", true],
      ["small.net", "low", true],
      ["en.wikipedia.org", "low", false],
    ],
  );
  assert.deepEqual(r.summary, {
    competitors: 4,
    high_threats: 1,
    medium_threats: 1,
    low_threats: 1,
    generic_platforms: 1,
  });
  assert.equal(r.agent_workflow.decision, "close_gaps_with_top_threats");
  // Next calls: the gap keywords of the top threats, never of the platform.
  const gaps = r.agent_workflow.next_calls.filter((c) => c.endpoint === "/domain/intersection");
  assert.deepEqual(gaps.map((c) => c.body.target1), ["rival.com", "peer.io"]);
  assert.deepEqual(gaps[0].body, {
    target1: "rival.com",
    target2: "acme.com",
    intersections: false,
    location: "United States",
    language: "en",
    limit: 50,
  });
  assert.match(r.agent_workflow.summary, /United States, English/);
});

Deno.test("[domain competitors] a couple of shared keywords never make a high threat", () => {
  // A small target: 2 or 8 shared keywords are a large share of its 10, and the rival wins them.
  const r = analyze([
    row("tiny.com", 10, { full: 10, etv: 50 }),
    row("two.com", 2, { theirs: 90, mine: 10 }),
    row("eight.com", 8, { theirs: 90, mine: 10 }),
    row("thirty.com", 30, { theirs: 90, mine: 10 }),
  ], { target: "tiny.com" });
  const level = (d: string) => r.competitors.find((c) => c.domain === d)?.threat_level;
  assert.equal(level("two.com"), "low", "under 5 shared keywords: at most low");
  assert.equal(level("eight.com"), "medium", "under 20: at most medium");
  assert.equal(level("thirty.com"), "high");
  assert.ok(
    r.competitors.every((c) => c.threat_score >= 60),
    "the scores themselves are kept: each would be high on its own",
  );
});

Deno.test("[domain competitors] sort_by orders direct competitors; an unknown gap sorts last", () => {
  const rows = [...ROWS, row("mystery.org", 50, { mine: null, etv: 99_999 })];
  const byTraffic = analyze(rows, { sort_by: "competitor_traffic" });
  assert.equal(byTraffic.competitors[0].domain, "mystery.org");
  assert.equal(byTraffic.competitors.at(-1)!.domain, "en.wikipedia.org");
  const byGap = analyze(rows, { sort_by: "traffic_gap" });
  assert.deepEqual(
    byGap.competitors.map((c) => c.domain),
    ["rival.com", "peer.io", "small.net", "mystery.org", "en.wikipedia.org"],
  );
  const byOverlap = analyze(rows, { sort_by: "overlap", limit: 2 });
  assert.deepEqual(byOverlap.competitors.map((c) => c.domain), ["rival.com", "peer.io"]);
  const min = analyze(rows, { min_intersections: 60 });
  assert.deepEqual(min.competitors.map((c) => c.domain), [
    "rival.com",
    "peer.io",
    "en.wikipedia.org",
  ]);
});

Deno.test("[domain competitors] without the target's footprint, overlap is relative and said so", () => {
  const r = analyze(ROWS.slice(1, 4).map((x) => ({ ...x, target_shared_organic: null })));
  assert.equal(r.target_keywords, null);
  assert.equal(r.competitors[0].share_of_target_keywords, null);
  assert.equal(r.competitors[0].overlap_score, 100);
  assert.equal(r.competitors[0].traffic_gap, null);
  assert.ok(r.agent_workflow.limitations.some((l) => /relative to the largest/.test(l)));
  // Strength falls back to the share of shared keywords ranked 1-10 (none here).
  assert.equal(r.competitors[0].strength_score, 0);
});

Deno.test("[domain competitors] an empty answer is a clear result, not an error", () => {
  const r = analyze([]);
  assert.equal(r.competitors.length, 0);
  assert.equal(r.agent_workflow.decision, "no_competitors_found");
  assert.equal(r.agent_workflow.confidence, 0.4);
  assert.equal(r.agent_workflow.next_calls[0].endpoint, "/domain/ranked-keywords");
  assert.match(r.markdown_summary, /No organic competitors/);
});

Deno.test("[domain competitors] generic platforms match on any label but the TLD", () => {
  assert.ok(isGenericPlatform("amazon.co.uk"));
  assert.ok(isGenericPlatform("www.youtube.com"));
  assert.ok(!isGenericPlatform("amazonia-tours.com"));
  assert.ok(!isGenericPlatform("wikipedia"));
});

Deno.test("[domain competitors] the operation resolves the market, normalizes a URL and asks one extra row", async () => {
  let asked: DomainCompetitorsRequest | undefined;
  const provider = {
    name: "sandbox",
    domainCompetitors(r: DomainCompetitorsRequest) {
      asked = r;
      return Promise.resolve(answer(ROWS, "sandbox"));
    },
  } as unknown as SeoDataProvider;
  const input = domainCompetitors.input.parse({
    target: "https://www.acme.com/pricing",
    location_code: 2276,
    language: "German",
  });
  const result = await domainCompetitors.run!(input, { ...opContext(new Date(0)), provider });
  assert.deepEqual(asked, {
    location_code: 2276,
    language_code: "de",
    target: "acme.com",
    limit: 26,
    min_intersections: 0,
    max_rank_group: 20,
    sort_by: "threat",
  });
  const r = DomainCompetitorsResultSchema.parse(result);
  assert.equal(r.target, "acme.com");
  assert.deepEqual(r.market, { location: "Germany", language: "German" });
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
  assert.match(r.agent_workflow.summary, /Germany, German/);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[domain competitors] namesakes owning the brand word are set aside with a disambiguation step, never a follow-up target (fintech UK, ice cream, payroll DE)", () => {
  const rows = [
    row("halomoney.co.uk", 1000, { full: 3000 }),
    { ...row("halowaypoint.com", 240, { full: 38000 }), avg_position: 1.7 },
    { ...row("halotop.co.uk", 85, { full: 2100 }), avg_position: 2.1 },
    row("plumsave.co.uk", 210, { full: 4600, theirs: 300, mine: 200 }),
    { ...row("lohnpilot.de", 150, { full: 5000, theirs: 200, mine: 100 }), avg_position: 6.5 },
  ];
  const r = analyzeDomainCompetitors(req({ target: "halomoney.co.uk" }), answer(rows), {
    market,
    brand_terms: ["Halo Money"],
  });
  assert.ok(DomainCompetitorsResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  const of = (d: string) => r.competitors.find((c) => c.domain === d)!;
  assert.equal(of("halowaypoint.com").set_aside?.kind, "namesake");
  assert.equal(of("halotop.co.uk").threat_score, 0);
  assert.equal(of("plumsave.co.uk").direct_competitor, true);
  assert.equal(of("lohnpilot.de").direct_competitor, true);
  assert.ok(r.agent_workflow.recommended_actions.some((a) => /Disambiguate/.test(a.action)));
  const named = JSON.stringify(r.agent_workflow.next_calls);
  assert.ok(!named.includes('halowaypoint.com"') && !named.includes('"halotop.co.uk'));
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/domain/ranked-keywords"));
});
