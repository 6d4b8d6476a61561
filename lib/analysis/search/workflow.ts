/** The `agent_workflow`, `markdown_summary` and follow-up calls of a `/search` result. */
import {
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { absoluteUrl } from "../../toolkit/urls.ts";
import type { SearchRequest } from "./mod.ts";
import type { SearchResult, SearchResultItem } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

type Core = Omit<SearchResult, "agent_workflow" | "markdown_summary">;

/** The sentence every sandbox result carries. */
export const SANDBOX_NOTE =
  "Sandbox data: the SERP is synthetic, derived from the query, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real results.";

/** The longest keyword `/analyze/serp` takes. */
const MAX_KEYWORD = 200;

/** Follow-ups that work on this server: read the top result, analyze the query's SERP. */
export function searchNextCalls(req: SearchRequest, results: SearchResultItem[]): NextCall[] {
  const calls: NextCall[] = [];
  const top = results.map((r) => absoluteUrl(r.url, null)).find((u) => u !== null);
  if (top) {
    calls.push({
      endpoint: "/extract",
      reason: "Read the top result's page before citing it (snippets are Google's, not the page)",
      body: { url: top },
    });
  }
  // /analyze/serp takes a keyword of at most 200 characters; a longer query is not a keyword.
  if (req.query.length <= MAX_KEYWORD) {
    calls.push({
      endpoint: "/analyze/serp",
      reason: "See the SERP features (AI overview, local pack, snippets) and what a page can win",
      body: { keyword: req.query, location: req.location, language: req.language },
    });
  }
  return calls;
}

/** What the result says: results found, none at all, or none left after the filters. */
function decisionOf(r: Core): "results_found" | "no_results" | "all_filtered_out" {
  if (r.results.length > 0) return "results_found";
  return r.organic_read > 0 ? "all_filtered_out" : "no_results";
}

/** One sentence of what was found. */
function summaryOf(r: Core, decision: ReturnType<typeof decisionOf>): string {
  if (decision === "no_results") {
    return r.found
      ? `The result page for "${r.query}" holds no organic results.`
      : `The provider returned no result page for "${r.query}".`;
  }
  if (decision === "all_filtered_out") {
    return `None of the ${r.organic_read} organic results for "${r.query}" passed the domain filters.`;
  }
  const top = r.results[0];
  return `${
    plural(r.results.length, "result")
  } for "${r.query}"; the top one is ${top.domain} (position ${top.position}).`;
}

/** The actions an agent takes next. */
function actionsOf(r: Core, decision: ReturnType<typeof decisionOf>): RecommendedAction[] {
  if (decision === "all_filtered_out") {
    return [{
      action: "Widen include_domains or drop some exclude_domains",
      priority: "high",
      reason:
        `${r.filtered_out} of ${r.organic_read} organic results were dropped by the domain filters`,
    }];
  }
  if (decision === "no_results") return [];
  return [{
    action: "Read the top result with /extract before quoting it",
    priority: "medium",
    reason: "A snippet is Google's excerpt and can be stale or cut mid-sentence",
    target: r.results[0].url,
  }];
}

/** Numbers taken from the result page. */
function evidenceOf(r: Core): Evidence[] {
  return [
    { claim: "Organic results read", value: r.organic_read, source: "provider SERP" },
    { claim: "Results returned after filters", value: r.results.length, source: "results" },
    { claim: "Results dropped by domain filters", value: r.filtered_out, source: "results" },
    { claim: "Google's estimate of matching pages", value: r.total_results, source: "SERP" },
    { claim: "Other result types on the page", value: r.serp_features.length, source: "SERP" },
  ];
}

/** What the result cannot tell. */
function limitationsOf(r: Core, filtered: boolean): string[] {
  return [
    ...(r.data_source === "sandbox" ? [SANDBOX_NOTE] : []),
    "Snippets are Google's excerpts, not the pages' text: read a page with /extract before quoting it.",
    ...(filtered
      ? [
        `Domain filters are applied to the ${r.organic_read} organic results read; a filtered site ranking lower is not seen.`,
      ]
      : []),
    ...(r.agent_support.truncated ? ["More results passed the filters than `limit`."] : []),
  ];
}

/** Confidence: the page is direct evidence, unless it is synthetic or empty. */
function confidenceOf(r: Core, decision: ReturnType<typeof decisionOf>): number {
  if (r.data_source === "sandbox") return 0.3;
  return decision === "results_found" ? 0.85 : 0.5;
}

/** The `agent_workflow` and `markdown_summary` of a `/search` result. */
export function searchWorkflow(r: Core, options: { filtered: boolean; calls: NextCall[] }) {
  const decision = decisionOf(r);
  const workflow = agentWorkflow({
    decision,
    confidence: confidenceOf(r, decision),
    summary: summaryOf(r, decision),
    recommended_actions: actionsOf(r, decision),
    evidence: evidenceOf(r),
    limitations: limitationsOf(r, options.filtered),
    next_calls: options.calls,
  });
  const markdown = markdownSummary({
    title: `Search: ${r.query}`,
    headline: workflow.summary,
    figures: [
      ["Results", r.results.length],
      ["Top result", r.results[0]?.url ?? "none"],
      ["Dropped by filters", r.filtered_out],
      ["Other result types", r.serp_features.join(", ") || "none"],
      ["Data", r.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: r.data_source === "sandbox" ? [SANDBOX_NOTE] : [],
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
