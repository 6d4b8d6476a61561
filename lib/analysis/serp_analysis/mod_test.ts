import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import type { Serp } from "../../providers/serp_types.ts";
import { item, organic, organicRun, serpOf } from "../search/serp_fixtures.ts";
import { analyzeSerpPage, type AnalyzeSerpRequest, AnalyzeSerpResultSchema } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");

function run(
  keyword: string,
  serp: Serp | null,
  options: { target?: string; provider?: "dataforseo" | "sandbox" } = {},
) {
  const req: AnalyzeSerpRequest = {
    keyword,
    device: "desktop",
    target: options.target,
    location: "United States",
    language: "en",
  };
  const r = analyzeSerpPage(req, { serp, provider: options.provider ?? "dataforseo" }, now);
  const checked = AnalyzeSerpResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const business = (at: number, name: string) =>
  item("local_pack", at, {
    title: name,
    domain: `${name.toLowerCase().replace(/\W+/g, "")}.com`,
    url: `https://${name.toLowerCase().replace(/\W+/g, "")}.com/`,
  });

const localSerp = serpOf("plumber near me", [
  item("paid", 1, { title: "Ad 1", url: "https://ad1.com/", domain: "ad1.com" }),
  item("paid", 2, { title: "Ad 2", url: "https://ad2.com/", domain: "ad2.com" }),
  business(3, "Joe Plumbing"),
  business(4, "Fast Pipes"),
  business(5, "Drain Pros"),
  ...organicRun(8, 6),
  item("related_searches", 14),
]);

const informational = serpOf("what is a crm", [
  item("ai_overview", 1, {
    references: [
      { url: "https://www.hubspot.com/crm", domain: "www.hubspot.com", title: "What is CRM" },
      { url: "https://salesforce.com/crm", domain: "salesforce.com", title: "CRM 101" },
    ],
  }),
  item("people_also_ask", 2, {
    questions: ["What does a CRM do?", "Is Excel a CRM?", "What are the 3 types of CRM?"],
  }),
  ...organicRun(10, 3),
]);

Deno.test("[analyze-serp] a local SERP is won with a Business Profile, not a blog post", () => {
  const r = run("plumber near me", localSerp);
  assert.equal(r.serp_opportunity.verdict, "local_pack_first");
  assert.equal(r.serp_opportunity.winnable_with_a_page, false);
  const pack = r.features.find((f) => f.type === "local_pack")!;
  assert.deepEqual([pack.items, pack.first_rank_absolute, pack.above_first_organic], [3, 3, true]);
  assert.deepEqual(r.feature_details.local_pack.map((b) => b.title), [
    "Joe Plumbing",
    "Fast Pipes",
    "Drain Pros",
  ]);
  const first = r.serp_opportunity.opportunities[0];
  assert.deepEqual([first.type, first.won_by, first.priority], [
    "local_pack",
    "google_business_profile",
    "high",
  ]);
  const organicOpp = r.serp_opportunity.opportunities.find((o) => o.type === "organic_top_10")!;
  assert.equal(organicOpp.priority, "low");
  assert.equal(r.organic.first_rank_absolute, 6);
  assert.equal(r.organic.features_above, 2, "paid and local pack; related searches never count");
  assert.equal(r.intent.local_query, true);
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/keyword-ideas/suggest"));
  assert.ok(!r.agent_workflow.next_calls.some((c) => c.endpoint === "/content/serp-outline"));
});

Deno.test("[analyze-serp] an informational SERP with an AI overview and questions aims at the citation", () => {
  const r = run("what is a crm", informational);
  assert.equal(r.serp_opportunity.verdict, "ai_overview_citation");
  assert.equal(r.serp_opportunity.winnable_with_a_page, true);
  assert.equal(r.intent.intent, "informational");
  assert.deepEqual(r.feature_details.ai_overview_citations.map((c) => c.domain), [
    "hubspot.com",
    "salesforce.com",
  ]);
  assert.equal(r.feature_details.people_also_ask.length, 3);
  const types = r.serp_opportunity.opportunities.map((o) => [o.type, o.priority]);
  assert.deepEqual(types.slice(0, 2), [["ai_overview_citation", "high"], [
    "organic_top_10",
    "high",
  ]]);
  assert.ok(types.some(([t]) => t === "people_also_ask"));
  const evidence = Object.fromEntries(r.serp_opportunity.evidence.map((e) => [e.claim, e.value]));
  assert.equal(evidence["Sources the AI overview cites"], 2);
  assert.equal(evidence["People also ask questions"], 3);
  assert.equal(evidence["Features above the first organic result"], 2);
  const metrics = r.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/keyword-metrics/overview"
  );
  assert.equal((metrics!.body.keywords as string[]).length, 4);
});

Deno.test("[analyze-serp] a clean organic SERP is an organic top-10 verdict with high confidence", () => {
  const r = run(
    "crm software",
    serpOf("crm software", [...organicRun(10, 1), item("related_searches", 11)]),
  );
  assert.equal(r.serp_opportunity.verdict, "organic_top_10");
  assert.equal(r.organic.features_above, 0);
  assert.equal(r.organic.first_rank_absolute, 1);
  assert.equal(r.features.find((f) => f.type === "related_searches")!.above_first_organic, false);
  assert.ok(r.agent_workflow.confidence >= 0.8);
  assert.equal(r.agent_workflow.recommended_actions[0].priority, "high");
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.endpoint), [
    "/content/serp-outline",
    "/extract",
    "/keyword-metrics/overview",
  ]);
});

Deno.test("[analyze-serp] four features above the first organic result make a crowded SERP", () => {
  const serp = serpOf("crm", [
    item("paid", 1, { url: "https://ad.com/", domain: "ad.com" }),
    item("ai_overview", 2, { references: [] }),
    item("people_also_ask", 3, { questions: ["What is CRM?"] }),
    item("video", 4, { url: "https://youtube.com/watch?v=1", domain: "youtube.com" }),
    ...organicRun(10, 5),
  ]);
  const r = run("crm", serp);
  assert.equal(r.serp_opportunity.verdict, "crowded_by_features");
  assert.equal(r.organic.features_above, 4);
  assert.equal(
    r.serp_opportunity.opportunities.find((o) => o.type === "organic_top_10")!.priority,
    "medium",
  );
  assert.ok(r.serp_opportunity.headline.includes("element #5 with 4 features"));
});

Deno.test("[analyze-serp] a featured snippet held by another site is one to take; held by the target it is not", () => {
  const serp = serpOf("how to clean a crm", [
    item("featured_snippet", 1, {
      url: "https://rival.com/clean",
      domain: "rival.com",
      title: "Cleaning",
    }),
    organic(1, 2, "rival.com", "/clean"),
    ...organicRun(9, 3, 2),
  ]);
  const take = run("how to clean a crm", serp);
  assert.equal(take.serp_opportunity.verdict, "featured_snippet_to_take");
  assert.equal(take.feature_details.featured_snippet?.domain, "rival.com");
  assert.equal(take.serp_opportunity.opportunities[0].type, "featured_snippet");
  const overviewFirst = run(
    "how to clean a crm",
    serpOf("how to clean a crm", [
      item("ai_overview", 1, { references: [] }),
      ...serp.items.map((i) => ({ ...i, rank_absolute: i.rank_absolute + 1 })),
    ]),
  );
  assert.equal(overviewFirst.serp_opportunity.verdict, "ai_overview_citation");
  const held = run("how to clean a crm", serp, { target: "rival.com" });
  assert.equal(held.serp_opportunity.verdict, "organic_top_10");
  assert.deepEqual(held.target?.in_features, ["featured_snippet"]);
});

Deno.test("[analyze-serp] the target is found on a subdomain, and a longer name is not the target", () => {
  const serp = serpOf("crm", [
    ...organicRun(3, 1),
    organic(4, 4, "blog.example.com", "/crm-guide"),
    organic(5, 5, "notexample.com"),
    ...organicRun(5, 6, 6),
  ]);
  const found = run("crm", serp, { target: "example.com" });
  assert.deepEqual(
    [found.target?.found, found.target?.position, found.target?.url, found.target?.same_page],
    [true, 4, "https://blog.example.com/crm-guide", null],
  );
  assert.ok(found.organic.results[3].is_target);
  assert.ok(!found.organic.results[4].is_target);
  const organicOpp = found.serp_opportunity.opportunities.find((o) => o.type === "organic_top_10")!;
  assert.ok(organicOpp.how.startsWith("Move from position 4 into the top 3"));
  assert.ok(found.agent_workflow.summary.includes("example.com ranks at position 4"));
  const page = run("crm", serp, { target: "https://example.com/pricing" });
  assert.equal(page.target?.same_page, false, "another page of the site ranks");
  const missing = run("crm", serp, { target: "example.org" });
  assert.deepEqual([missing.target?.found, missing.target?.position], [false, null]);
  assert.ok(missing.agent_workflow.limitations.some((l) => l.includes("10 organic results read")));
});

Deno.test("[analyze-serp] a feature listed without items has no position and lowers confidence", () => {
  const serp = serpOf("crm", organicRun(10, 1), ["organic", "knowledge_graph", "images"]);
  const r = run("crm", serp);
  const kg = r.features.find((f) => f.type === "knowledge_graph")!;
  assert.deepEqual([kg.first_rank_absolute, kg.above_first_organic, kg.won_by], [
    null,
    null,
    "nobody",
  ]);
  assert.ok(r.agent_workflow.limitations.some((l) => l.includes("knowledge_graph, images")));
  assert.ok(r.agent_workflow.confidence < 0.8);
});

Deno.test("[analyze-serp] no result page is a clear no-results answer", () => {
  const r = run("crm", null);
  assert.equal(r.serp_opportunity.verdict, "no_results");
  assert.equal(r.found, false);
  assert.deepEqual(r.features, []);
  assert.equal(r.fetched_at, now.toISOString());
  assert.ok(r.agent_workflow.confidence <= 0.3);
});

Deno.test("[analyze-serp] sandbox SERPs are labelled synthetic and capped at low confidence", () => {
  const r = run("what is a crm", informational, { provider: "sandbox" });
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data: the SERP is synthetic"));
  assert.ok(r.markdown_summary.includes("sandbox (synthetic)"));
});

Deno.test("[analyze-serp] the analysis is deterministic", () => {
  assert.equal(
    JSON.stringify(run("plumber near me", localSerp)),
    JSON.stringify(run("plumber near me", localSerp)),
  );
});
