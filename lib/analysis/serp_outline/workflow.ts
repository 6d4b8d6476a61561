/** The `agent_workflow` and `markdown_summary` of `/content/serp-outline`. */
import { plural } from "../../toolkit/prose.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { evidenceLimitations, type SerpEvidence } from "../serp_evidence/evidence.ts";
import {
  evidenceConfidence,
  evidenceDecision,
  evidenceFollowUps,
  formatClaims,
  medianWordsClaims,
  readClaims,
  reworkRankingPage,
  targetClaims,
} from "../serp_evidence/workflow.ts";
import { isHomepage } from "../serp_evidence/homepage.ts";
import type { SerpOutlineResult } from "./result.ts";

type Core = Omit<SerpOutlineResult, "agent_workflow" | "markdown_summary">;

/**
 * How far the outline can be trusted: the share of top pages read, less an unclear format, and
 * capped when the pages share fewer than three sections (a thin outline).
 */
export function confidenceOf(r: Core): number {
  return evidenceConfidence(r, r.serp.dominant_format?.clear ?? false, r.sections.length);
}

/** The decision block and the report. */
export function outlineWorkflow(
  r: Core,
  e: SerpEvidence,
): Pick<SerpOutlineResult, "agent_workflow" | "markdown_summary"> {
  const decision = evidenceDecision(r, "synthetic_outline") ??
    (r.sections.length < 3 ? "thin_outline" : "outline_ready");
  const summary = summaryOf(r, decision);
  const homepage = isHomepage(r.target?.url, e.serp);
  const workflow: AgentWorkflow = agentWorkflow({
    decision,
    confidence: confidenceOf(r),
    summary,
    recommended_actions: actionsOf(r, homepage),
    evidence: evidenceOf(r),
    limitations: [
      ...evidenceLimitations(e),
      "Deterministic text analysis of what ranks (headings, terms, questions); no language model wrote or judged the outline.",
    ],
    next_calls: nextCalls(r, homepage),
  });
  return {
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: `SERP outline: ${r.keyword}`,
      headline: summary,
      figures: [
        ["Top results read", `${r.serp.pages_read} of ${r.serp.results}`],
        ["Dominant format", r.serp.dominant_format?.family ?? "none"],
        ["Page type", r.page_type],
        ["Word count target", wordTarget(r)],
        ["H2 sections", r.sections.length],
        ["Questions", r.questions.length],
      ],
      actions: workflow.recommended_actions,
      outline: [{
        heading: "Outline",
        items: r.sections.map((s) => ({
          text: `H2: ${s.heading} (${sourceOf(s)})`,
          items: s.subsections.map((h) => `H3: ${h.heading}`),
        })),
      }],
      caveats: r.synthetic ? ["Sandbox data: synthetic SERP, no page fetched."] : [],
    }),
  };
}

/** Where a section comes from, for the report. */
function sourceOf(s: Core["sections"][number]): string {
  if (s.support > 0) return plural(s.support, "ranking page");
  return "People also ask";
}

function wordTarget(r: Core): string {
  const t = r.serp.word_count.target;
  return t ? `${t.min}-${t.max}` : "unknown";
}

function summaryOf(r: Core, decision: string): string {
  if (decision === "no_serp") {
    return `No organic results for "${r.keyword}": there is nothing ranking to outline from.`;
  }
  const d = r.serp.dominant_format;
  const format = d ? `${d.support} of ${r.serp.results} top results are ${d.family} pages` : "";
  const read = r.synthetic
    ? "from a synthetic sandbox SERP (titles and snippets only)"
    : `from ${r.serp.pages_read} of ${r.serp.results} ranking pages read`;
  return `A ${r.page_type.replace("_", " ")} outline for "${r.keyword}" ${read}: ${format}; ${
    plural(r.sections.length, "H2 section")
  } and ${plural(r.questions.length, "question")}.`;
}

function actionsOf(r: Core, homepage: boolean): RecommendedAction[] {
  const out: RecommendedAction[] = reworkRankingPage(r.target, "outline", homepage);
  if (r.sections.length > 0) {
    out.push({
      action: `Write the ${r.page_type.replace("_", " ")} with ${
        r.sections.length === 1 ? "its H2 section" : `the ${r.sections.length} H2 sections`
      }`,
      priority: "high",
      reason: "Each section is a topic ranking pages share",
    });
  }
  if (r.questions.length > 0) {
    out.push({
      action: r.questions.length === 1
        ? "Answer the question on the page"
        : `Answer the ${r.questions.length} questions on the page`,
      priority: "medium",
      reason: "Searchers ask them; an answer can win People also ask or a snippet",
    });
  }
  const primary = r.schema_recommendations[0];
  if (primary) {
    out.push({ action: `Add ${primary.type} JSON-LD`, priority: "medium", reason: primary.reason });
  }
  return out;
}

function evidenceOf(r: Core): AgentWorkflow["evidence"] {
  return [
    ...readClaims(r.serp),
    ...formatClaims(r.serp.dominant_format),
    ...medianWordsClaims(r.serp.word_count.median),
    ...targetClaims(r.target),
  ];
}

function nextCalls(r: Core, homepage: boolean): NextCall[] {
  const market = { location: r.location, language: r.language, device: r.device };
  const calls: NextCall[] = [{
    endpoint: "/content/brief",
    reason: "A full brief (audience, proof, conversion) on the same evidence",
    body: { keyword: r.keyword, ...market, page_type: r.page_type },
  }];
  return [...calls, ...evidenceFollowUps(r, homepage)];
}
