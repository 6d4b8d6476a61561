/** The `agent_workflow` and `markdown_summary` of `/content/draft-qa`. */
import {
  type AgentWorkflow,
  agentWorkflow,
  markdownSummary,
  type NextCall,
} from "../../agent/workflow.ts";
import { skippedNotes } from "../../agent/checks.ts";
import { evidenceLimitations } from "../serp_evidence/evidence.ts";
import { evidenceConfidence, medianWordsClaims, readClaims } from "../serp_evidence/workflow.ts";
import type { Facts } from "./facts.ts";
import type { DraftQaResult } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

type Core = Omit<DraftQaResult, "agent_workflow" | "markdown_summary">;

const DECISION = {
  ready: "publish",
  needs_work: "revise_then_publish",
  not_ready: "rework_draft",
} as const;

/** How far the verdict can be trusted: the share of top pages read; sandbox is capped low. */
export function confidenceOf(r: Core): number {
  return evidenceConfidence(r);
}

/** The decision block and the report. */
export function draftWorkflow(
  r: Core,
  f: Facts,
): Pick<DraftQaResult, "agent_workflow" | "markdown_summary"> {
  const summary = summaryOf(r);
  const workflow = agentWorkflow({
    // On the sandbox the draft's own checks still decide: no synthetic decision of its own.
    decision: r.serp.results === 0 ? "no_serp" : DECISION[r.readiness],
    confidence: confidenceOf(r),
    summary,
    recommended_actions: r.editor_tasks.slice(0, 8).map((t) => ({
      // The report joins action and reason with ". ": no second full stop.
      action: t.task.replace(/\.+$/, ""),
      priority: t.priority,
      reason: t.why,
      ...(r.draft.url ? { target: r.draft.url } : {}),
    })),
    evidence: evidenceOf(r),
    limitations: limitationsOf(r, f),
    next_calls: nextCalls(r),
  });
  return {
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: `Draft QA: ${r.keyword}`,
      headline: summary,
      figures: [
        ["Publish readiness", `${r.publish_readiness_score}/100 (${r.readiness})`],
        ["Top results read", `${r.serp.pages_read} of ${r.serp.results}`],
        ["Draft words", r.draft.words],
        [
          "Ranking word band",
          r.serp.word_count.target
            ? `${r.serp.word_count.target.min}-${r.serp.word_count.target.max}`
            : "unknown",
        ],
        ["Missing SERP expectations", r.missing_serp_expectations.length],
        ["Weak sections", r.weak_sections.length],
        ["Spam risks (keyword stuffing)", r.spam_risks.length],
        ["Proof and trust gaps", r.proof_gaps.length],
        ["Title/meta issues", r.title_meta_issues.length],
      ],
      actions: workflow.recommended_actions,
      caveats: r.synthetic ? ["Sandbox data: synthetic SERP, no ranking page fetched."] : [],
    }),
  };
}

function summaryOf(r: Core): string {
  const c = r.severity_counts;
  const read = r.synthetic
    ? "against a synthetic sandbox SERP (no ranking page read)"
    : `against ${r.serp.pages_read} of ${r.serp.results} ranking pages read`;
  return `Draft for "${r.keyword}" ${read}: ${r.publish_readiness_score}/100, ${r.readiness} (${r.readiness_reason}); ${
    plural(r.editor_tasks.length, "editor task")
  }: ${c.high} high, ${c.medium} medium, ${c.low} low.`;
}

function evidenceOf(r: Core): AgentWorkflow["evidence"] {
  return [
    { claim: "Publish readiness score", value: r.publish_readiness_score, source: "issues" },
    ...readClaims(r.serp),
    { claim: "Words in the draft", value: r.draft.words, source: "draft" },
    {
      claim: "Sections competitors share that the draft lacks",
      value: r.missing_serp_expectations.filter((m) => m.kind === "section").length,
      source: "heading clusters",
    },
    ...medianWordsClaims(r.serp.word_count.median),
  ];
}

function limitationsOf(r: Core, f: Facts): string[] {
  const out = [
    ...evidenceLimitations(f.e),
    "Deterministic text analysis (headings, terms, vocabulary of proof); no language model read or judged the draft: facts and the quality of the writing need an editor.",
  ];
  if (!f.native) {
    out.push(`Generated text is in English: there is no phrasebook for "${r.language}" yet.`);
  }
  if (r.draft.input === "draft_markdown") {
    out.push(
      "Markdown draft: title and meta description come from front matter (title, description) when given; no JSON-LD is read.",
    );
  }
  out.push(...skippedNotes(r.checks.skipped));
  return out;
}

function nextCalls(r: Core): NextCall[] {
  const market = { location: r.location, language: r.language, device: r.device };
  const calls: NextCall[] = [{
    endpoint: "/content/serp-outline",
    reason: "The full outline of what ranks, to restructure the draft against",
    body: { keyword: r.keyword, ...market },
  }];
  if (r.draft.url) {
    calls.push({
      endpoint: "/content/technical-qa",
      reason: "Indexability, canonical and robots of the draft page before it goes live",
      body: { url: r.draft.url, keyword: r.keyword },
    });
    calls.push({
      endpoint: "/content/title-meta",
      reason: "Title and meta description options that fit the results",
      body: { url: r.draft.url, keyword: r.keyword },
    });
  }
  return calls;
}
