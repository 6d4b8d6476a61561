/**
 * The `agent_workflow` and `markdown_summary` of `/content/brief`. Confidence follows the share of
 * top pages read (the SERP evidence's rule): a sandbox SERP is labelled and capped low.
 */
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
import { languageOfText } from "../understanding/language.ts";
import { label } from "./page_type.ts";
import type { ContentBriefResult } from "./result.ts";
import { voiceSupported } from "./voice.ts";

type Core = Omit<ContentBriefResult, "agent_workflow" | "markdown_summary">;

/** How far the brief can be trusted: the share of top pages read, less an unclear format. */
export function confidenceOf(r: Core): number {
  return evidenceConfidence(
    r,
    r.serp_expectations.format?.clear ?? false,
    r.serp_expectations.sections.length,
  );
}

/** The decision of the brief. */
function decisionOf(r: Core): string {
  const gate = evidenceDecision(r, "synthetic_brief");
  if (gate) return gate;
  if (r.serp.pages_read < 3) return "thin_evidence";
  return r.page_type.conflict ? "brief_ready_against_serp_format" : "brief_ready";
}

/** The decision block and the report. */
export function briefWorkflow(
  r: Core,
  e: SerpEvidence,
): Pick<ContentBriefResult, "agent_workflow" | "markdown_summary"> {
  const decision = decisionOf(r);
  const summary = summaryOf(r, decision);
  const homepage = isHomepage(r.target?.url, e.serp);
  const workflow: AgentWorkflow = agentWorkflow({
    decision,
    confidence: confidenceOf(r),
    summary,
    recommended_actions: actionsOf(r, homepage),
    evidence: evidenceOf(r),
    limitations: limitationsOf(r, e),
    next_calls: nextCalls(r, homepage),
  });
  const w = r.serp_expectations.length.target;
  return {
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: `Content brief: ${r.keyword}`,
      headline: summary,
      figures: [
        ["Top results read", `${r.serp.pages_read} of ${r.serp.results}`],
        ["Page type", `${r.page_type.page_type} (${r.page_type.source})`],
        ["Audience", r.audience.description],
        ["Buyer stage", r.audience.buyer_stage],
        ["Word count target", w ? `${w.min}-${w.max}` : "unknown"],
        ["Title", r.title_meta.title_options[0]?.text ?? r.title_meta.h1],
        ["Conversion goal", `${r.conversion_plan.goal} (${r.conversion_plan.cta_style})`],
        ["Differentiators", r.differentiators.length],
      ],
      actions: workflow.recommended_actions,
      outline: [
        {
          heading: "Differentiators",
          items: r.differentiators.map((d) =>
            `${d.differentiator} (${d.support} of ${d.of} do it)`
          ),
        },
        {
          heading: "Outline",
          items: (r.outline?.sections ?? []).map((s) => ({
            text: `H2: ${s.heading}`,
            items: s.subsections.map((h) => `H3: ${h.heading}`),
          })),
        },
      ],
      caveats: [
        ...(r.page_type.conflict ? [r.page_type.conflict.note] : []),
        ...(r.synthetic ? ["Sandbox data: synthetic SERP, no page fetched."] : []),
      ],
    }),
  };
}

function summaryOf(r: Core, decision: string): string {
  if (decision === "no_serp") {
    return `No organic results for "${r.keyword}": the brief rests on the keyword alone.`;
  }
  const d = r.serp_expectations.format;
  const format = d
    ? `${d.support} of ${r.serp.results} top results are ${d.family.replace("_", " / ")} pages`
    : "no dominant format";
  const read = r.synthetic
    ? "a synthetic sandbox SERP (titles and snippets only)"
    : `${r.serp.pages_read} of ${r.serp.results} ranking pages read`;
  return `A ${
    label(r.page_type.page_type)
  } brief for "${r.keyword}" from ${read}: ${format}; ${r.differentiators.length} differentiators, ${r.proof_requirements.length} proof requirements, goal ${r.conversion_plan.goal}.`;
}

function actionsOf(r: Core, homepage: boolean): RecommendedAction[] {
  const out: RecommendedAction[] = reworkRankingPage(r.target, "brief", homepage);
  out.push({
    action: `Write the ${label(r.page_type.page_type)} for: ${r.audience.description}`,
    priority: "high",
    reason: r.page_type.conflict?.note ?? r.page_type.reason,
  });
  for (const d of r.differentiators.filter((x) => x.priority === "high").slice(0, 3)) {
    out.push({ action: d.differentiator, priority: "high", reason: d.why });
  }
  const proof = r.proof_requirements.filter((p) => p.priority === "high");
  if (proof.length > 0) {
    out.push({
      action: `Gather the proof before writing: ${proof.map((p) => p.kind).join(", ")}`,
      priority: "medium",
      reason: "Proof is the slowest part to collect and the page type needs it",
    });
  }
  out.push({
    action: `Place ${r.conversion_plan.cta_style} calls to action for ${
      r.conversion_plan.goal.replace("_", " ")
    }`,
    priority: "medium",
    reason: r.conversion_plan.goal_reason,
  });
  return out;
}

function evidenceOf(r: Core): AgentWorkflow["evidence"] {
  return [
    ...readClaims(r.serp),
    ...formatClaims(r.serp_expectations.format),
    ...medianWordsClaims(r.serp_expectations.length.median),
    {
      claim: "Sections at least 2 ranking pages share",
      value: r.serp_expectations.sections.length,
      source: "headings",
    },
    ...targetClaims(r.target),
  ];
}

function limitationsOf(r: Core, e: SerpEvidence): string[] {
  const out = [
    ...evidenceLimitations(e),
    "Deterministic text analysis of what ranks (formats, headings, terms, signals such as testing claims or prices); no language model wrote or judged the brief. Explanations are in English; the copy (titles, descriptions, calls to action, headings) is in the market's language.",
  ];
  if (r.serp.pages_read === 0 && r.serp.results > 0) {
    out.push(
      "No ranking page was read: differentiators and competitor patterns need page text and are empty.",
    );
  }
  if (r.brand_voice !== "neutral" && !voiceSupported(r.language)) {
    out.push(
      `The ${r.brand_voice} voice has no title wording in "${r.language}": the titles are the format's plain templates.`,
    );
  }
  const kwLang = languageOfText(r.keyword);
  // Plain-ASCII keywords read as English by default: only a detected other language is said.
  if (kwLang && kwLang !== "en" && kwLang !== r.language.split("-")[0]) {
    out.push(
      `The keyword reads as "${kwLang}" but the market language is "${r.language}": the brief follows the market; pass language to change it.`,
    );
  }
  return out;
}

function nextCalls(r: Core, homepage: boolean): NextCall[] {
  const market = { location: r.location, language: r.language, device: r.device };
  const calls: NextCall[] = [];
  if (!r.outline) {
    calls.push({
      endpoint: "/content/serp-outline",
      reason: "The H2 outline of the page on the same SERP",
      body: { keyword: r.keyword, ...market, outline_depth: r.brief_depth },
    });
  }
  return [...calls, ...evidenceFollowUps(r, homepage)];
}
