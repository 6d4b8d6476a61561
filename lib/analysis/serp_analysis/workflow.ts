/** The evidence, `agent_workflow`, `markdown_summary` and follow-up calls of `/analyze/serp`. */
import { calibrate } from "../../agent/confidence.ts";
import {
  agentWorkflow,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { absoluteUrl } from "../../toolkit/urls.ts";
import type { SerpFacts } from "./facts.ts";
import type { AnalyzeSerpResult } from "./result.ts";

type Core = Omit<AnalyzeSerpResult, "agent_workflow" | "markdown_summary">;
type OpportunityEvidence = AnalyzeSerpResult["serp_opportunity"]["evidence"];

/** The sentence every sandbox result carries. */
export const SANDBOX_NOTE =
  "Sandbox data: the SERP is synthetic, derived from the keyword, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real results.";

/** The counts and positions the verdict rests on, each read from the page. */
export function opportunityEvidence(f: SerpFacts): OpportunityEvidence {
  const out: OpportunityEvidence = [
    { claim: "Organic results read", value: f.organic.length },
    { claim: "First organic result's position among page elements", value: f.firstOrganic },
    { claim: "Features above the first organic result", value: f.above.length },
    { claim: "Features on the page", value: f.features.length },
  ];
  const has = (type: string) => f.features.some((x) => x.type === type);
  if (has("people_also_ask")) {
    out.push({ claim: "People also ask questions", value: f.details.people_also_ask.length });
  }
  if (has("ai_overview")) {
    out.push({
      claim: "Sources the AI overview cites",
      value: f.details.ai_overview_citations.length,
    });
  }
  if (has("local_pack")) {
    out.push({ claim: "Local pack businesses", value: f.details.local_pack.length });
  }
  if (f.target) out.push({ claim: "Target's best organic position", value: f.target.position });
  return out;
}

/** Follow-ups on this server, localised to the request's market. */
export function serpNextCalls(
  r: Core,
  locale: { location: string; language: string },
): NextCall[] {
  const calls: NextCall[] = [];
  const market = { location: locale.location, language: locale.language };
  const top = r.organic.results.map((x) => absoluteUrl(x.url, null)).find((u) => u !== null);
  if (r.serp_opportunity.winnable_with_a_page) {
    calls.push({
      endpoint: "/content/serp-outline",
      reason: "Outline a page that competes with the ranking results",
      body: { keyword: r.keyword, ...market, device: r.device },
    });
  }
  const build = r.ranking.page_to_build;
  const model = build.models.map((u) => absoluteUrl(u, null)).find((u) => u !== null);
  if (model || top) {
    calls.push({
      endpoint: "/extract",
      reason: model
        ? `Read the best-ranked ${build.page_type.replace("_", " ")} of the kind to build`
        : "Read the first organic result's page",
      body: { url: model ?? top },
    });
  }
  if (r.serp_opportunity.verdict === "local_pack_first") {
    calls.push({
      endpoint: "/content/brief",
      reason: "Brief the service page the Business Profile links to (call and booking first)",
      body: {
        keyword: r.keyword,
        ...market,
        device: r.device,
        ...(r.target ? { target: r.target.target } : {}),
      },
    });
    calls.push({
      endpoint: "/keyword-ideas/suggest",
      reason: "Find variants of the keyword without local intent that a page can win",
      body: { keyword: r.keyword, ...market },
    });
  }
  const questions = r.feature_details.people_also_ask.filter((q) => q.length <= 200).slice(0, 9);
  calls.push({
    endpoint: "/keyword-metrics/overview",
    reason: "Measure the keyword's volume and difficulty (with the People also ask questions)",
    body: { keywords: [r.keyword, ...questions], ...market },
  });
  return calls;
}

/** The actions: the high and medium opportunities (at least the first one), at most four. */
function actionsOf(r: Core): RecommendedAction[] {
  const list = r.serp_opportunity.opportunities;
  const worth = list.filter((o) => o.priority !== "low");
  return (worth.length > 0 ? worth : list.slice(0, 1)).slice(0, 4).map((o) => ({
    action: o.how,
    priority: o.priority,
    reason: o.evidence,
    ...(o.type === "organic_top_10" && r.target?.url ? { target: r.target.url } : {}),
  }));
}

/** What the result cannot tell. */
function limitationsOf(r: Core): string[] {
  const unknown = r.features.filter((x) => x.first_rank_absolute === null).map((x) => x.type);
  return [
    ...(r.data_source === "sandbox" ? [SANDBOX_NOTE] : []),
    `One SERP at one moment (${r.device}): features change with location, device and day.`,
    ...(r.target && !r.target.found
      ? [`The target was looked for among the ${r.target.results_read} organic results read only.`]
      : []),
    ...(unknown.length
      ? [`Listed by the provider without a position: ${unknown.join(", ")}.`]
      : []),
  ];
}

/** Confidence: a live page with enough results is direct evidence; sandbox data is not. */
function confidenceOf(r: Core) {
  const ceiling = !r.found || r.data_source === "sandbox" ? 0.3 : r.organic.count < 5 ? 0.7 : 0.9;
  // A feature listed without its position supports the verdict less than one placed on the page.
  const strengths = r.features.map((x) => (x.first_rank_absolute === null ? 0.5 : 1));
  return calibrate(ceiling, strengths, "Several features have no known position");
}

/** The target's standing in one sentence, or "". */
function targetSentence(r: Core): string {
  const t = r.target;
  if (!t) return "";
  return t.found
    ? ` ${t.domain} ranks at position ${t.position}.`
    : ` ${t.domain} is not in the top ${t.results_read} organic results.`;
}

/** The `agent_workflow` and `markdown_summary` of an `/analyze/serp` result. */
export function serpWorkflow(r: Core, calls: NextCall[]) {
  const calibrated = confidenceOf(r);
  const o = r.serp_opportunity;
  const workflow = agentWorkflow({
    decision: o.verdict,
    confidence: calibrated.confidence,
    summary: `${o.headline}${targetSentence(r)}${calibrated.caveat ? ` ${calibrated.caveat}` : ""}`,
    recommended_actions: actionsOf(r),
    evidence: o.evidence.map((e) => ({ ...e, source: "provider SERP" })),
    limitations: limitationsOf(r),
    next_calls: calls,
  });
  const markdown = markdownSummary({
    title: `SERP analysis: ${r.keyword}`,
    headline: workflow.summary,
    figures: [
      ["Verdict", o.verdict],
      ["Intent", r.intent.intent],
      ["First organic result (element #)", r.organic.first_rank_absolute ?? "none"],
      ["Features above organic", r.organic.features_above],
      ["Features", r.features.map((x) => x.type).join(", ") || "none"],
      ...(r.target
        ? [["Target position", r.target.position ?? "not found"] as [string, string | number]]
        : []),
      ["Data", r.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: r.data_source === "sandbox" ? [SANDBOX_NOTE] : [],
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
