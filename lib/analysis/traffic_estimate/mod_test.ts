import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { domainTrafficEstimate } from "../../operations/domain_traffic_estimate.ts";
import type { TrafficEstimateRequest, TrafficEstimateRow } from "../../providers/labs_types.ts";
import type { ProviderName, RowsAnswer, SeoDataProvider } from "../../providers/provider.ts";
import { resolveMarket } from "../../geo/geo.ts";
import {
  analyzeTrafficEstimate,
  type TrafficEstimateQuery,
  TrafficEstimateResultSchema,
} from "./mod.ts";
import { footprintOf, opportunityOf } from "./rules.ts";

const market = resolveMarket({ location: "US", language: "en" });
const ALL = ["organic", "paid", "featured_snippet", "local_pack"] as const;

function row(
  target: string,
  organic: number,
  paid = 0,
  snippet = 0,
  local = 0,
): TrafficEstimateRow {
  return {
    target,
    organic: { etv: organic, count: Math.round(organic / 10) },
    paid: { etv: paid, count: 3 },
    featured_snippet: { etv: snippet, count: 1 },
    local_pack: { etv: local, count: 2 },
  };
}

function answer(rows: TrafficEstimateRow[], provider: ProviderName = "dataforseo") {
  return { rows, total_count: rows.length, cost_usd: 0.01, provider } satisfies RowsAnswer<
    TrafficEstimateRow
  >;
}

function analyze(rows: TrafficEstimateRow[], q: Partial<TrafficEstimateQuery> = {}) {
  const query: TrafficEstimateQuery = {
    targets: rows.map((r) => r.target),
    item_types: [...ALL],
    sort_by: "organic_traffic",
    ...q,
  };
  const r = analyzeTrafficEstimate(query, answer(rows), { market });
  assert.ok(TrafficEstimateResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ROWS = [
  row("leader.com", 100_000, 5_000, 8_000),
  row("ads-shop.com", 300, 2_000),
  row("bakery.co.uk", 200, 0, 0, 600),
  row("mixed.io", 1_000, 400, 0, 300),
  row("tiny.org", 10),
];

Deno.test("[traffic estimate] footprint type from the channel mix, first rule that applies", () => {
  const r = analyze(ROWS);
  assert.deepEqual(
    Object.fromEntries(r.targets.map((t) => [t.target, t.footprint_type])),
    {
      "leader.com": "organic_led",
      "ads-shop.com": "paid_led",
      "bakery.co.uk": "local_led",
      "mixed.io": "mixed",
      "tiny.org": "negligible",
    },
  );
  const leader = r.targets[0];
  assert.equal(leader.total_traffic, 113_000);
  assert.equal(leader.channel_mix.organic, 0.885);
  assert.equal(r.leader, "leader.com");
  assert.deepEqual(r.summary.footprints, {
    organic_led: 1,
    paid_led: 1,
    local_led: 1,
    mixed: 1,
    negligible: 1,
  });
  assert.equal(
    footprintOf(49, { organic: 1, paid: null, featured_snippet: null, local_pack: null }),
    "negligible",
  );
});

Deno.test("[traffic estimate] opportunity is the log distance to the best target; the leader scores 0", () => {
  const r = analyze(ROWS, { sort_by: "opportunity" });
  assert.equal(r.targets.at(-1)!.target, "leader.com");
  assert.equal(r.targets.at(-1)!.opportunity_score, 0);
  assert.equal(r.targets[0].target, "tiny.org");
  assert.equal(r.targets[0].opportunity_score, opportunityOf(10, 100_000));
  assert.equal(opportunityOf(0, 100), 100);
  assert.equal(opportunityOf(5, 0), 0);
  assert.equal(r.agent_workflow.decision, "close_gap_to_leader");
  const gaps = r.agent_workflow.next_calls.filter((c) => c.endpoint === "/domain/intersection");
  assert.ok(gaps.length > 0 && gaps.every((c) => c.body.target1 === "leader.com"));
  // Before anyone is called the leader, the brand split is offered.
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/domain/ranked-keywords"));
  assert.match(r.agent_workflow.summary, /United States, English/);
});

Deno.test("[traffic estimate] sort_by and channels left out by the request", () => {
  const q = { item_types: ["organic" as const, "paid" as const] };
  const byPaid = analyze(ROWS, { ...q, sort_by: "paid_traffic" });
  assert.deepEqual(byPaid.targets.slice(0, 2).map((t) => t.target), ["leader.com", "ads-shop.com"]);
  assert.deepEqual(byPaid.channels, ["organic", "paid"]);
  const bakery = byPaid.targets.find((t) => t.target === "bakery.co.uk")!;
  assert.equal(bakery.traffic.local_pack, null);
  assert.equal(bakery.channel_mix.local_pack, null);
  assert.equal(bakery.footprint_type, "organic_led");
  const byName = analyze(ROWS, { sort_by: "target" });
  assert.deepEqual(byName.targets.map((t) => t.target), [
    "ads-shop.com",
    "bakery.co.uk",
    "leader.com",
    "mixed.io",
    "tiny.org",
  ]);
  const byTotal = analyze(ROWS, { sort_by: "total_traffic" });
  assert.equal(byTotal.targets[1].target, "ads-shop.com");
});

Deno.test("[traffic estimate] a target the provider does not know is no data, not zero traffic; none known is a clear result", () => {
  const r = analyze([row("known.com", 500)], {
    targets: ["known.com", "https://www.Unknown.com/"],
  });
  const unknown = r.targets.find((t) => !t.found)!;
  assert.equal(unknown.target, "https://www.Unknown.com/");
  assert.equal(unknown.total_traffic, 0);
  // No data is not no traffic: never scored as the biggest gap, never a follow-up target.
  assert.equal(unknown.opportunity_score, null);
  assert.equal(unknown.footprint_type, "no_data");
  assert.equal(unknown.like_for_like, false);
  assert.ok(r.agent_workflow.limitations.some((l) => /found: false/.test(l)));
  assert.ok(
    !r.agent_workflow.next_calls.some((c) => JSON.stringify(c.body).includes("nknown.com")),
  );
  // A row of zeros in every channel is DataForSEO's answer for a domain it does not know.
  const none0 = { etv: 0, count: 0 };
  const empty = {
    target: "new-firm.es",
    organic: none0,
    paid: none0,
    featured_snippet: none0,
    local_pack: none0,
  };
  const zeros = analyze([row("known.com", 500), empty], {
    targets: ["known.com", "new-firm.es"],
  });
  assert.equal(zeros.targets.find((t) => t.target === "new-firm.es")?.found, false);
  const none = analyze([], { targets: ["a.com", "b.com"] });
  assert.equal(none.agent_workflow.decision, "no_traffic_data");
  assert.equal(none.leader, null);
  assert.equal(none.agent_workflow.confidence, 0.15);
});

Deno.test("[traffic estimate] the operation asks only the included channels and labels sandbox data", async () => {
  let asked: TrafficEstimateRequest | undefined;
  const provider = {
    name: "sandbox",
    trafficEstimate(r: TrafficEstimateRequest) {
      asked = r;
      return Promise.resolve(answer([row("example.com", 4000, 100)], "sandbox"));
    },
  } as unknown as SeoDataProvider;
  const input = domainTrafficEstimate.input.parse({
    targets: ["example.com"],
    include_paid: false,
  });
  const result = await domainTrafficEstimate.run!(input, { ...opContext(new Date(0)), provider });
  assert.deepEqual(asked, {
    location_code: 2840,
    language_code: "en",
    targets: ["example.com"],
    item_types: ["organic", "featured_snippet"],
  });
  const r = TrafficEstimateResultSchema.parse(result);
  assert.equal(r.targets[0].traffic.paid, null);
  assert.equal(r.agent_workflow.decision, "profile_single_target");
  assert.equal(r.targets[0].opportunity_score, 0);
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
  assertValidNextCalls(r.agent_workflow);
});
