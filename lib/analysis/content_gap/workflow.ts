/** The `agent_workflow` and `markdown_summary` of `/content/gap`. */
import { about, agree, formatNumber, plural } from "../../toolkit/prose.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { evidenceLimitations, type SerpEvidence } from "../serp_evidence/evidence.ts";
import { evidenceConfidence, evidenceDecision } from "../serp_evidence/workflow.ts";
import type { ContentGapResult } from "./result.ts";

type Core = Omit<ContentGapResult, "agent_workflow" | "markdown_summary">;

/** Gaps of this many high-priority sections make the page due for a refresh, not a touch-up. */
export const REFRESH_FROM = 2;

/** The decision, from the evidence and the brief. */
export function decisionOf(r: Core): string {
  const b = r.content_brief;
  const gate = evidenceDecision(r, "synthetic_gap");
  if (gate) return gate;
  if (b.format.match === false) return "format_mismatch";
  const high = b.missing_sections.filter((s) => s.priority === "high").length;
  if (high >= REFRESH_FROM || b.length.status === "below") return "refresh_needed";
  const any = b.missing_sections.length + b.missing_questions.length + b.missing_terms.length;
  return any > 0 ? "minor_gaps" : "covers_serp";
}

/** How far the comparison can be trusted: the share of competitors read. */
export function confidenceOf(r: Core): number {
  return evidenceConfidence(r);
}

/** The decision block and the report. */
export function gapWorkflow(
  r: Core,
  e: SerpEvidence,
): Pick<ContentGapResult, "agent_workflow" | "markdown_summary"> {
  const decision = decisionOf(r);
  const summary = summaryOf(r, decision);
  const workflow: AgentWorkflow = agentWorkflow({
    decision,
    confidence: confidenceOf(r),
    summary,
    recommended_actions: actionsOf(r),
    evidence: evidenceOf(r),
    limitations: [
      ...evidenceLimitations(e),
      ...(r.page.serp_position !== null
        ? [
          `${r.url} ranks #${r.page.serp_position}: it is the page under review, not a competitor.`,
        ]
        : []),
      "Deterministic text analysis (headings, terms, questions, entities); no language model judged the page.",
    ],
    next_calls: nextCalls(r, decision),
  });
  return { agent_workflow: workflow, markdown_summary: reportOf(r, summary, workflow) };
}

function summaryOf(r: Core, decision: string): string {
  if (decision === "no_serp") {
    return `No organic results for "${r.keyword}": there are no competitors to compare ${r.url} with.`;
  }
  const b = r.content_brief;
  const read = r.synthetic
    ? "a synthetic sandbox SERP (titles and snippets only)"
    : `${r.serp.pages_read} of ${r.serp.results} competitor pages read`;
  const score = b.coverage_score === null
    ? ""
    : ` It covers ${Math.round(b.coverage_score * 100)}% of the sections competitors share.`;
  return `Against ${read}, the page misses ${plural(b.missing_sections.length, "section")}, ${
    plural(b.missing_questions.length, "question")
  } and ${plural(b.missing_terms.length, "term")} (${decision.replaceAll("_", " ")}).${score}`;
}

/** The actions, each citing how many competitors support it. */
function actionsOf(r: Core): RecommendedAction[] {
  const b = r.content_brief;
  // What supports are counted over: the pages read, or on a synthetic SERP its results' titles
  // and snippets (no page is read there).
  const read = r.synthetic
    ? plural(r.serp.results, "result")
    : plural(r.serp.pages_read, "competitor");
  const out: RecommendedAction[] = [];
  if (b.format.match === false) {
    out.push({
      action: `Rework the page as a ${b.format.dominant_family!.replace("_", " / ")} page`,
      priority: "high",
      reason:
        `${b.format.support} of ${r.serp.results} results are that format; the page reads as ${b.format.page_format}`,
      target: r.url,
    });
  }
  if (b.first_hand.missing) {
    out.push({
      action:
        "Show your own testing: how you tested, for how long, on which criteria, with your own photos or data",
      priority: "high",
      reason: `${b.first_hand.support} ranking pages show how they tested or why to trust them (${
        b.first_hand.urls.slice(0, 3).join(", ")
      }); Google's reviews guidance rewards shown first-hand evidence`,
      target: r.url,
    });
  }
  for (const s of b.missing_sections.filter((x) => x.priority !== "low").slice(0, 5)) {
    out.push({
      action: `Add an H${s.level} section "${s.heading}"`,
      priority: s.priority,
      reason: `${s.support} of ${read} cover it (${s.urls.slice(0, 3).join(", ")})`,
      target: r.url,
    });
  }
  if (b.length.status === "below") {
    out.push({
      action: `Expand the main content by ${about(b.length.words_to_add)} words`,
      priority: "medium",
      reason: `The page has ${plural(b.length.page_words, "word")}; ${
        plural(b.length.band.pages, "competitor")
      } read ${agree(b.length.band.pages, "runs", "run")} ${
        formatNumber(b.length.band.target!.min)
      }-${formatNumber(b.length.band.target!.max)}`,
      target: r.url,
    });
  }
  const questions = b.missing_questions.slice(0, 3);
  if (questions.length > 0) {
    out.push({
      action: `Answer: ${questions.map((q) => `"${q.question}"`).join(", ")}`,
      priority: questions.some((q) => q.priority === "high") ? "high" : "medium",
      reason: `Asked by ${questionSources(questions)}`,
      target: r.url,
    });
  }
  for (const m of b.media.filter((x) => x.status !== "ok")) {
    out.push({
      action:
        `Add ${m.kind} (competitors' median ${m.competitor_median}, the page ${m.page_count})`,
      priority: "low",
      reason: `${m.support} of ${read} use ${m.kind}`,
      target: r.url,
    });
  }
  const terms = b.missing_terms.slice(0, 6);
  if (terms.length > 0) {
    out.push({
      action: `Work in: ${terms.map((t) => t.term).join(", ")}`,
      priority: "low",
      reason: `Each used by ${range(terms.at(-1)!.support, terms[0].support)} of ${read}`,
      target: r.url,
    });
  }
  return out;
}

/** "3-5", or "4" when both ends are the same. */
function range(low: number, high: number): string {
  return low === high ? `${low}` : `${low}-${high}`;
}

function questionSources(qs: Core["content_brief"]["missing_questions"]): string {
  const paa = qs.filter((q) => q.sources.includes("people_also_ask")).length;
  const pages = Math.max(...qs.map((q) => q.support));
  return [
    paa > 0 ? `People also ask (${paa})` : "",
    pages > 0 ? `up to ${plural(pages, "competitor")}` : "",
  ].filter(Boolean).join(" and ") || "competitors";
}

function evidenceOf(r: Core): AgentWorkflow["evidence"] {
  const b = r.content_brief;
  return [
    { claim: "Competitors considered", value: r.serp.results, source: "provider SERP" },
    { claim: "Competitor pages fetched and read", value: r.serp.pages_read, source: "live fetch" },
    {
      claim: "Competitors that could not be read",
      value: r.serp.failed.length,
      source: "live fetch",
    },
    { claim: "Page's organic position", value: r.page.serp_position, source: "provider SERP" },
    { claim: "Shared sections covered (share)", value: b.coverage_score, source: "headings" },
    { claim: "Missing sections", value: b.missing_sections.length, source: "headings" },
    { claim: "Page main-content words", value: b.length.page_words, source: "live fetch" },
    { claim: "Competitors' median words", value: b.length.band.median, source: "live fetch" },
  ];
}

/** Follow-ups, each with a body its endpoint accepts. */
function nextCalls(r: Core, decision: string): NextCall[] {
  if (decision === "no_serp") return [];
  const market = { location: r.location, language: r.language };
  const goal = r.page.serp_position !== null && r.page.serp_position > 10
    ? "recover_rankings"
    : r.content_brief.missing_sections.length > 0
    ? "expand_topic_depth"
    : "win_featured_snippet";
  const rank = r.page.serp_position !== null ? { current_rank: r.page.serp_position } : {};
  const calls: NextCall[] = [{
    endpoint: "/content/refresh-brief",
    reason: "Turn the gaps into a refresh brief: where each section goes, title/H1, links, schema",
    body: {
      url: r.url,
      keyword: r.keyword,
      ...market,
      scrape_depth: r.scrape_depth,
      ...rank,
      refresh_goal: goal,
    },
  }];
  if (decision === "format_mismatch") {
    calls.push({
      endpoint: "/content/serp-outline",
      reason: "An outline in the format that ranks, to rebuild the page on",
      body: { keyword: r.keyword, ...market, device: r.device },
    });
  }
  calls.push({
    endpoint: "/content/title-meta",
    reason: "Title and description options for the refreshed page",
    body: { keyword: r.keyword, url: r.url },
  });
  return calls;
}

function reportOf(r: Core, summary: string, w: AgentWorkflow): string {
  const b = r.content_brief;
  return markdownSummary({
    title: `Content gap: ${r.keyword}`,
    headline: summary,
    figures: [
      ["Page", r.url],
      ["Competitors read", `${r.serp.pages_read} of ${r.serp.results}`],
      [
        "Shared sections covered",
        b.coverage_score === null ? "n/a" : `${Math.round(b.coverage_score * 100)}%`,
      ],
      ["Words (page / band)", `${b.length.page_words} / ${bandText(b.length.band.target)}`],
      [
        "Format (page / dominant)",
        `${b.format.page_family ?? "?"} / ${b.format.dominant_family ?? "none"}`,
      ],
      ["Missing sections", b.missing_sections.length],
      ["Missing questions", b.missing_questions.length],
    ],
    actions: w.recommended_actions,
    outline: [{
      heading: "Missing sections",
      items: b.missing_sections.slice(0, 8).map((s) =>
        `${s.heading} (${plural(s.support, "competitor")})`
      ),
    }],
    caveats: r.synthetic ? ["Sandbox data: synthetic SERP, no competitor fetched."] : [],
  });
}

function bandText(t: { min: number; max: number } | null): string {
  return t ? `${t.min}-${t.max}` : "unknown";
}
