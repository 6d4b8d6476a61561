import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { keywordMetricsOverview } from "../../operations/keyword_metrics_overview.ts";
import type { KeywordMetrics, KeywordOverviewRequest } from "../../providers/provider.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import { metrics, rowsAnswer, stubContext, US } from "../keyword_rows/testing.ts";
import {
  analyzeKeywordOverview,
  type KeywordOverviewInput,
  KeywordOverviewResultSchema,
} from "./mod.ts";

const input = (body: Record<string, unknown>) =>
  keywordMetricsOverview.input.parse(body) as unknown as KeywordOverviewInput;

function analyze(body: Record<string, unknown>, rows: KeywordMetrics[], sandbox = false) {
  const r = analyzeKeywordOverview(
    input(body),
    rowsAnswer(rows, sandbox ? "sandbox" : "dataforseo"),
    US,
  );
  const check = KeywordOverviewResultSchema.safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ROWS = [
  metrics("crm software", { search_volume: 40_000, keyword_difficulty: 80, cpc: 25 }),
  metrics("best crm for small business", {
    search_volume: 5_000,
    keyword_difficulty: 25,
    cpc: 18,
    main_intent: "commercial",
  }),
  metrics("crm pricing", { search_volume: 900, keyword_difficulty: 20, cpc: 30 }),
  metrics("what is a crm", { search_volume: 2_000, keyword_difficulty: null, cpc: null }),
];

Deno.test("[keyword overview] easy, sizeable keywords come first, each with its stage and page type", () => {
  const r = analyze({ keywords: ROWS.map((m) => m.keyword) }, ROWS);
  assert.equal(r.keywords[0].keyword, "best crm for small business");
  assert.equal(r.keywords[0].intent_source, "provider");
  assert.equal(r.keywords[0].buyer_stage, "consideration");
  assert.equal(r.keywords[0].recommended_page_type, "comparison_page");
  assert.equal(r.keywords[0].reachable_position, 7);
  // A hard head term is scored at page 2, where it earns little.
  const head = r.keywords.find((k) => k.keyword === "crm software")!;
  assert.equal(head.reachable_position, 15);
  const pricing = r.keywords.find((k) => k.keyword === "crm pricing")!;
  assert.equal(pricing.buyer_stage, "decision");
  const scores = r.keywords.map((k) => k.opportunity_score);
  assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
  assert.equal(r.agent_workflow.decision, "target_top_opportunities");
  assert.equal(r.agent_workflow.recommended_actions[0].target, "best crm for small business");
  assert.match(r.agent_workflow.recommended_actions[0].action, /comparison page/);
  assert.equal(r.method.opportunity, OPPORTUNITY_FORMULA);
  assert.match(r.markdown_summary, /United States/);
  assert.ok(r.agent_workflow.limitations.some((l) => l.includes("Difficulty unknown for 1")));
});

Deno.test("[keyword overview] keywords without figures are listed as no data, never scored", () => {
  const r = analyze(
    { keywords: ["crm pricing", "zzqx crm", "CRM Pricing", "empty row"] },
    [
      ROWS[2],
      metrics("empty row", { search_volume: null, cpc: null, keyword_difficulty: null }),
    ],
  );
  assert.deepEqual(r.no_data, ["zzqx crm", "empty row"]);
  assert.equal(r.totals.requested, 3);
  assert.equal(r.totals.measured, 1);
  assert.deepEqual(r.keywords.map((k) => k.keyword), ["crm pricing"]);
  assert.ok(r.agent_workflow.recommended_actions.some((a) => a.action.startsWith("Rephrase")));
});

Deno.test("[keyword overview] min_search_volume is applied locally and says how many it dropped", () => {
  const r = analyze({
    keywords: ROWS.map((m) => m.keyword),
    min_search_volume: 1_000,
  }, [...ROWS, metrics("crm login", { search_volume: null, cpc: 1 })]);
  assert.deepEqual(r.below_min_search_volume.sort(), ["crm login", "crm pricing"]);
  assert.equal(r.totals.below_min_search_volume, 2);
  assert.equal(r.totals.returned, 3);
  assert.equal(r.totals.total_search_volume, 47_000);
  assert.ok(r.agent_workflow.evidence.some((e) => e.value === 2));
});

Deno.test("[keyword overview] sort_by orders by volume, cpc, or easiest first with unknowns last", () => {
  const kws = ROWS.map((m) => m.keyword);
  const order = (sort_by: string) =>
    analyze({ keywords: kws, sort_by }, ROWS).keywords.map((k) => k.keyword);
  assert.deepEqual(order("search_volume"), [
    "crm software",
    "best crm for small business",
    "what is a crm",
    "crm pricing",
  ]);
  assert.deepEqual(order("cpc"), [
    "crm pricing",
    "crm software",
    "best crm for small business",
    "what is a crm",
  ]);
  assert.deepEqual(order("difficulty"), [
    "crm pricing",
    "best crm for small business",
    "crm software",
    "what is a crm",
  ]);
});

Deno.test("[keyword overview] an empty answer is a clear no-data result, and sandbox data is labelled", () => {
  const none = analyze({ keywords: ["nothing here"] }, []);
  assert.equal(none.agent_workflow.decision, "no_data");
  assert.deepEqual(none.no_data, ["nothing here"]);
  assert.equal(none.keywords.length, 0);
  assert.ok(none.agent_workflow.confidence <= 0.4);
  assert.match(none.agent_workflow.summary, /0 of 1 keyword measured \(United States, English\)/);
  const sandbox = analyze({ keywords: ["crm software"] }, [ROWS[0]], true);
  assert.ok(sandbox.agent_workflow.limitations[0].startsWith("Sandbox data: synthetic"));
  assert.ok(sandbox.agent_workflow.confidence <= 0.3);
});

Deno.test("[keyword overview] run resolves the market (location_code wins) and answers its output schema", async () => {
  let asked: KeywordOverviewRequest | null = null;
  const ctx = stubContext({
    keywordOverview: (req) => {
      asked = req;
      return Promise.resolve(rowsAnswer(ROWS));
    },
  });
  const body = keywordMetricsOverview.input.parse({
    keywords: ROWS.map((m) => m.keyword),
    location: "United States",
    location_code: 2826,
    language: "English",
  });
  const r = await keywordMetricsOverview.run!(body, ctx);
  assert.deepEqual(asked, {
    location_code: 2826,
    language_code: "en",
    keywords: ROWS.map((m) => m.keyword),
  });
  const check = keywordMetricsOverview.output!.omit({ meta: true }).safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assert.equal((r as { market: { location: string } }).market.location, "United Kingdom");
  assertValidNextCalls(r.agent_workflow!);
  const calls = r.agent_workflow!.next_calls.map((c) => c.endpoint);
  assert.deepEqual(calls, ["/keyword-ideas/suggest", "/keyword-cluster/build"]);
});
