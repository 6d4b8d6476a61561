/** The checklist, agent_workflow and markdown summary of the title and meta plan. */
import {
  type AgentWorkflow,
  agentWorkflow,
  markdownSummary,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import type { Facts } from "./facts.ts";
import { phrasesOf } from "./phrases.ts";
import type { TitleMetaResult } from "./result.ts";
import { plural, sentence } from "../../toolkit/prose.ts";

/** What the workflow reads. */
export interface Plan {
  f: Facts;
  titles: TitleMetaResult["title_options"];
  descriptions: TitleMetaResult["meta_description_options"];
  checks: TitleMetaResult["current_signal_checks"];
  risks: TitleMetaResult["snippet_risks"];
}

function actionsOf(p: Plan): RecommendedAction[] {
  const out: RecommendedAction[] = [];
  const failing = p.checks.filter((c) => c.status !== "pass");
  const titleWeak = failing.some((c) => c.id.startsWith("title")) ||
    p.risks.some((r) => r.id !== "description_missing" && r.id !== "title_description_duplicate");
  if (titleWeak && p.titles[0]) {
    out.push({
      action: `Set the title to "${p.titles[0].text}"`,
      priority: failing.some((c) => c.status === "fail" && c.id.startsWith("title"))
        ? "high"
        : "medium",
      reason: failing.filter((c) => c.id.startsWith("title")).map((c) => c.detail).join("; ") ||
        p.risks.map((r) => r.detail).join("; "),
    });
  }
  // A description that promises what the page no longer offers is rewritten too.
  const stale = failing.some((c) => c.id === "current_promises" && /description/.test(c.detail));
  const descWeak = stale || failing.some((c) => c.id.startsWith("description")) ||
    p.risks.some((r) => r.id === "description_missing" || r.id === "title_description_duplicate");
  if (descWeak && p.descriptions[0]) {
    out.push({
      action: `Set the meta description to "${p.descriptions[0].text}"`,
      priority: p.f.currentDescription ? "medium" : "high",
      reason: failing.filter((c) =>
        c.id.startsWith("description")
      ).map((c) => c.detail).join("; ") ||
        "The current description repeats the title",
    });
  }
  return out;
}

/** One step per action, then the check after release. */
export function checklistOf(p: Plan): TitleMetaResult["implementation_checklist"] {
  const steps = actionsOf(p).map((a) => ({ action: a.action, priority: a.priority }));
  steps.push({
    action:
      "After release, check the snippet in Search Console (Performance: queries and CTR) in 2-4 weeks",
    priority: "low",
  });
  return steps.map((s, i) => ({ step: i + 1, ...s }));
}

/** The agent workflow. */
export function buildWorkflow(p: Plan): AgentWorkflow {
  const actions = actionsOf(p);
  const decision = actions.length === 0 ? "keep_current" : "update_snippet";
  const limitations = [
    "Pixel widths are estimated from Arial's metrics; Google may still rewrite any title or description it judges unhelpful.",
  ];
  if (!phrasesOf(p.f.language)) {
    limitations.push(
      `No template words for ${p.f.language}: options use the page's own words only.`,
    );
  }
  if (p.f.source === "markdown") {
    limitations.push(
      "page_markdown has no <head>: the current title and description come from the request only.",
    );
  }
  return agentWorkflow({
    decision,
    confidence: p.f.intro.length > 0 ? 0.8 : 0.6,
    summary: decision === "keep_current"
      ? `The current title and description of "${p.f.keyword}" pass every check.`
      : sentence(
        `${plural(actions.length, "change")} for "${p.f.keyword}": ${
          actions.map((a) => a.action).join("; ")
        }`,
      ),
    recommended_actions: actions,
    evidence: [
      {
        claim: "Current title length (characters)",
        value: p.f.currentTitle ? [...p.f.currentTitle].length : 0,
        source: "current.title",
      },
      {
        claim: "Checks not passed",
        value: p.checks.filter((c) => c.status !== "pass").length,
        source: "current_signal_checks",
      },
      { claim: "Snippet risks", value: p.risks.length, source: "snippet_risks" },
    ],
    limitations,
    next_calls: [],
  });
}

/** The markdown summary. */
export function markdownOf(p: Plan, workflow: AgentWorkflow): string {
  return markdownSummary({
    title: "Title and meta description",
    headline: workflow.summary,
    figures: [
      ["Keyword", p.f.keyword],
      ["Current title", p.f.currentTitle ?? "none"],
      ["Best title option", p.titles[0]?.text ?? "none"],
      ["Best description option", p.descriptions[0]?.text ?? "none"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
}
