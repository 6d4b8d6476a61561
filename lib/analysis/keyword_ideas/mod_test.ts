import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { keywordIdeasSuggest } from "../../operations/keyword_ideas_suggest.ts";
import type {
  KeywordIdeasAnswer,
  KeywordIdeasRequest,
  KeywordMetrics,
} from "../../providers/provider.ts";
import { metrics, rowsAnswer, stubContext, US } from "../keyword_rows/testing.ts";
import { analyzeKeywordIdeas, type KeywordIdeasInput, KeywordIdeasResultSchema } from "./mod.ts";

function answerOf(
  rows: KeywordMetrics[],
  seed: KeywordMetrics | null,
  sandbox = false,
): KeywordIdeasAnswer {
  return { ...rowsAnswer(rows, sandbox ? "sandbox" : "dataforseo"), total_count: 340, seed };
}

function analyze(body: Record<string, unknown>, answer: KeywordIdeasAnswer) {
  const input = keywordIdeasSuggest.input.parse(body) as unknown as KeywordIdeasInput;
  const r = analyzeKeywordIdeas(input, answer, US);
  const check = KeywordIdeasResultSchema.safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const SEED = metrics("crm software", { search_volume: 40_000, keyword_difficulty: 80 });
const IDEAS = [
  SEED,
  metrics("CRM Software", { search_volume: 40_000 }),
  metrics("best crm software", { search_volume: 6_000, keyword_difficulty: 35 }),
  metrics("crm software pricing", { search_volume: 1_500, keyword_difficulty: 25 }),
  metrics("what is crm software", { search_volume: 3_000, keyword_difficulty: 20 }),
  metrics("crm software for nonprofits", { search_volume: 200, keyword_difficulty: 10 }),
  metrics("crm software list", { search_volume: null, cpc: null, keyword_difficulty: null }),
];

Deno.test("[keyword ideas] ideas are measured, best opportunity first, labelled and grouped by intent", () => {
  const r = analyze({ keyword: "crm software" }, answerOf(IDEAS, SEED));
  // The seed and its second spelling are not ideas of themselves.
  assert.ok(r.ideas.every((i) => i.keyword.toLowerCase() !== "crm software"));
  assert.equal(r.totals.received, 5);
  assert.equal(r.seed.metrics?.search_volume, 40_000);
  // Priority bands first; a buying seed's definition question is a guide, at most medium.
  const rank = { high: 0, medium: 1, low: 2 };
  const bands = r.ideas.map((i) => rank[i.priority]);
  assert.deepEqual(bands, [...bands].sort((a, b) => a - b));
  const what = r.ideas.find((i) => i.keyword === "what is crm software")!;
  assert.ok(["guide", "blog_post"].includes(what.recommended_page_type));
  assert.equal(what.priority, "medium");
  assert.equal(r.ideas[0].keyword, "best crm software");
  assert.equal(r.ideas[0].buyer_stage, "consideration");
  const pricing = r.ideas.find((i) => i.keyword === "crm software pricing")!;
  assert.equal(pricing.intent, "transactional");
  assert.equal(pricing.buyer_stage, "decision");
  assert.deepEqual(
    r.by_intent.map((g) => [g.intent, g.count]),
    [["commercial", 3], ["informational", 1], ["transactional", 1]],
  );
  assert.equal(r.totals.provider_total, 340);
  assert.equal(r.agent_workflow.decision, "target_top_ideas");
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.endpoint), [
    "/keyword-metrics/overview",
    "/keyword-cluster/build",
  ]);
  assert.match(r.markdown_summary, /United States, English/);
});

Deno.test("[keyword ideas] spellings of the seed go on the seed's page, not on pages of their own", () => {
  const r = analyze(
    { keyword: "crm software" },
    answerOf([
      metrics("crm softwares", { search_volume: 590, keyword_difficulty: 30 }),
      metrics("software crm", { search_volume: 320 }),
      metrics("crm software 2026", { search_volume: 390 }),
      metrics("crm software integration", { search_volume: 170 }),
    ], SEED),
  );
  assert.deepEqual(r.seed_variants.map((v) => v.keyword), [
    "crm softwares",
    "software crm",
    "crm software 2026",
  ]);
  assert.equal(r.totals.seed_variants, 3);
  assert.deepEqual(r.ideas.map((i) => i.keyword), ["crm software integration"]);
  assert.ok(
    r.agent_workflow.recommended_actions.every((a) => a.target !== "crm softwares"),
    "a plural is never a page of its own",
  );
});

Deno.test("[keyword ideas] min_search_volume and limit are applied locally", () => {
  const r = analyze(
    { keyword: "crm software", min_search_volume: 1_000, limit: 5 },
    answerOf(IDEAS, SEED),
  );
  assert.equal(r.totals.below_min_search_volume, 2);
  assert.ok(r.ideas.every((i) => (i.search_volume ?? 0) >= 1_000));
  const many = Array.from(
    { length: 12 },
    (_, i) => metrics(`crm idea ${i}`, { search_volume: 100 * (i + 1) }),
  );
  const limited = analyze({ keyword: "crm", limit: 5 }, answerOf(many, null));
  assert.equal(limited.ideas.length, 5);
  assert.equal(limited.ideas[0].keyword, "crm idea 11");
});

Deno.test("[keyword ideas] no ideas is a clear result; an unknown seed says so; sandbox is labelled", () => {
  const none = analyze({ keyword: "zzqx" }, answerOf([], null, true));
  assert.equal(none.agent_workflow.decision, "no_ideas");
  assert.equal(none.seed.metrics, null);
  assert.match(none.agent_workflow.summary, /no figures for the seed itself/);
  assert.deepEqual(none.agent_workflow.next_calls, []);
  assert.ok(none.agent_workflow.limitations[0].startsWith("Sandbox data: synthetic"));
  assert.ok(none.agent_workflow.confidence <= 0.3);
});

Deno.test("[keyword ideas] run asks the provider in the resolved market and answers its output schema", async () => {
  let asked: KeywordIdeasRequest | null = null;
  const ctx = stubContext({
    keywordIdeas: (req) => {
      asked = req;
      return Promise.resolve(answerOf(IDEAS, SEED));
    },
  });
  const body = keywordIdeasSuggest.input.parse({
    keyword: "crm software",
    location: "de",
    language: "German",
    min_search_volume: 10,
  });
  const r = await keywordIdeasSuggest.run!(body, ctx);
  assert.deepEqual(asked, {
    location_code: 2276,
    language_code: "de",
    keyword: "crm software",
    limit: 25,
    min_search_volume: 10,
  });
  const check = keywordIdeasSuggest.output!.omit({ meta: true }).safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow!);
});

Deno.test("[keyword ideas] rivals' navigation and career searches are not pages to make (payroll DE, fashion PL, CRM US)", async () => {
  const { fitOf } = await import("./fit.ts");
  const row = (keyword: string, intent: string, source: "provider" | "modifiers" = "provider") =>
    ({
      keyword,
      intent,
      intent_source: source,
      recommended_page_type: "landing_page",
      priority: "high",
    }) as unknown as Parameters<typeof fitOf>[0];
  assert.equal(fitOf(row("personio login", "navigational")).role, "rival_navigation");
  assert.equal(
    fitOf(row("sukienka na wesele allegro", "navigational")).decided_by,
    "provider_intent",
  );
  assert.equal(fitOf(row("hubspot login", "commercial", "modifiers")).role, "rival_navigation");
  assert.equal(fitOf(row("lohnbuchhalter gehalt", "informational")).role, "career");
  assert.equal(fitOf(row("crm manager jobs", "informational")).role, "career");
  assert.equal(fitOf(row("crm software for nonprofits", "commercial")).role, "target");
});
