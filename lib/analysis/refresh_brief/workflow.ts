/** The `agent_workflow` and `markdown_summary` of `/content/refresh-brief`. */
import {
  type AgentWorkflow,
  agentWorkflow,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { evidenceLimitations, type SerpEvidence } from "../serp_evidence/evidence.ts";
import { evidenceConfidence, evidenceDecision } from "../serp_evidence/workflow.ts";
import type { RefreshBriefResult } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

type Core = Omit<RefreshBriefResult, "agent_workflow" | "markdown_summary">;

/** The decision: no SERP, synthetic, or the rank band's scope. */
export function decisionOf(r: Core): string {
  const gate = evidenceDecision(r, "synthetic_brief");
  if (gate) return gate;
  if (r.sections_to_add.length === 0 && r.title_h1.verdict === "keep") return "no_refresh_needed";
  return `${r.current_rank.scope}_refresh`;
}

/** The decision block and the report. */
export function refreshWorkflow(
  r: Core,
  e: SerpEvidence,
  linkCalls: NextCall[],
): Pick<RefreshBriefResult, "agent_workflow" | "markdown_summary"> {
  const decision = decisionOf(r);
  const goal = r.refresh_goal?.replaceAll("_", " ") ?? "no goal given";
  const summary = decision === "no_serp"
    ? `No organic results for "${r.keyword}": nothing to refresh the page against.`
    : `A ${r.current_rank.scope} refresh of ${r.url} (${goal}; ${r.current_rank.rationale}): ${
      plural(r.sections_to_add.length, "section")
    } to add, title ${r.title_h1.verdict}, against ${r.serp.pages_read} of ${
      plural(r.serp.results, "competitor")
    } read.`;
  const workflow: AgentWorkflow = agentWorkflow({
    decision,
    confidence: evidenceConfidence(r),
    summary,
    recommended_actions: actionsOf(r),
    evidence: [
      { claim: "Competitors considered", value: r.serp.results, source: "provider SERP" },
      { claim: "Competitor pages read", value: r.serp.pages_read, source: "live fetch" },
      { claim: "Current rank", value: r.current_rank.value, source: r.current_rank.source },
      { claim: "Shared sections covered (share)", value: r.gap.coverage_score, source: "headings" },
      { claim: "Page main-content words", value: r.gap.length.page_words, source: "live fetch" },
    ],
    limitations: [
      ...evidenceLimitations(e),
      "Deterministic text analysis; no language model wrote or judged the brief.",
    ],
    next_calls: [
      ...linkCalls,
      {
        endpoint: "/content/title-meta",
        reason: "Title and description options checked against the live page",
        body: { keyword: r.keyword, url: r.url },
      },
    ],
  });
  return {
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: `Refresh brief: ${r.keyword}`,
      headline: summary,
      figures: [
        ["Page", r.url],
        ["Current rank", r.current_rank.value ?? "unknown"],
        ["Scope", r.current_rank.scope],
        ["Goal", goal],
        ["Competitors read", `${r.serp.pages_read} of ${r.serp.results}`],
        ["Sections to add", r.sections_to_add.length],
        ["Title", r.title_h1.verdict],
      ],
      actions: workflow.recommended_actions,
      outline: [{
        heading: "Sections to add",
        items: r.sections_to_add.map((s) =>
          `H${s.level} "${s.heading}" (${placeText(s.placement)})`
        ),
      }],
      caveats: r.synthetic ? ["Sandbox data: synthetic SERP, no competitor fetched."] : [],
    }),
  };
}

function placeText(p: Core["sections_to_add"][number]["placement"]): string {
  return p.anchor_heading ? `${p.where.replace("_", " ")} "${p.anchor_heading}"` : p.where;
}

/** Why a section is to be added: the goal, the competitors that cover it, or searchers asking. */
function reasonOf(r: Core, s: Core["sections_to_add"][number]): string {
  if (s.source === "goal") return `For ${r.refresh_goal?.replaceAll("_", " ")}: ${s.instruction}`;
  if (s.support === 0) return "Searchers ask it in People also ask";
  return `${s.support} competitor sites cover it (${s.urls.slice(0, 3).join(", ")})`;
}

function actionsOf(r: Core): RecommendedAction[] {
  const rank = { high: 0, medium: 1, low: 2 } as const;
  const ordered = [...r.sections_to_add].sort((a, b) => rank[a.priority] - rank[b.priority]);
  const out: RecommendedAction[] = ordered.slice(0, 6).map((s) => ({
    action: s.source === "entity"
      ? `Cover ${s.heading} (H${s.level} ${placeText(s.placement)})`
      : `Add H${s.level} "${s.heading}" ${placeText(s.placement)}`,
    priority: s.priority,
    reason: reasonOf(r, s),
    target: r.url,
  }));
  if (r.title_h1.verdict !== "keep") {
    out.push({
      action: `${r.title_h1.verdict === "rewrite" ? "Rewrite" : "Refine"} the title${
        r.title_h1.title_options[0] ? `: "${r.title_h1.title_options[0].text}"` : ""
      }`,
      priority: r.title_h1.priority,
      reason: r.title_h1.reason,
      target: r.url,
    });
  }
  for (const t of r.internal_link_tasks.slice(0, 2)) {
    out.push({
      action: t.task,
      priority: t.priority,
      reason: t.reason,
      target: t.source_url ?? r.url,
    });
  }
  return out;
}
