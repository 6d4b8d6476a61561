/** What an agent reads: the workflow (decision, actions, evidence, next calls) and the markdown. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import type { Node } from "./facts.ts";
import type { PlanGoal } from "./input.ts";
import { nextCallsOf } from "./next_calls.ts";
import { CONFIDENCE as C } from "./thresholds.ts";
import type {
  CapacitySummary,
  PlanRisk,
  ScheduledAction,
  UnscheduledItem,
  WeeklyBucket,
} from "./result.ts";
import { unique } from "./words.ts";
import { agree, formatPercent, plural } from "../../toolkit/prose.ts";

/** What the workflow and the markdown read: the plan as built. */
export interface WorkflowFacts {
  goal: PlanGoal | null;
  target?: string;
  nodes: Node[];
  scheduled: ScheduledAction[];
  unscheduledList: UnscheduledItem[];
  risks: PlanRisk[];
  summary: CapacitySummary;
  cycles: number;
}

/** The plan's decision: nothing to do, fix dependencies, rescope, or execute. */
type Decision = "nothing_to_schedule" | "fix_dependencies" | "rescope_plan" | "execute_plan";

function decisionOf(f: WorkflowFacts): Decision {
  const { summary, risks } = f;
  const capacityShort = risks.some((r) => r.kind === "over_horizon");
  const dependencyTrouble = risks.some((r) =>
    r.kind === "dependency_cycle" || r.kind === "blocked_items"
  );
  return summary.open_items === 0
    ? "nothing_to_schedule"
    : dependencyTrouble
    ? "fix_dependencies"
    : capacityShort
    ? "rescope_plan"
    : "execute_plan";
}

/** High risks, then up to three week-1 starts, then medium risks (and a note when all is done). */
function actionsOf(f: WorkflowFacts, decision: Decision): RecommendedAction[] {
  const { summary, scheduled, risks } = f;
  const actions: RecommendedAction[] = [];
  for (const r of riskActions(risks, "high").slice(0, 3)) actions.push(r);
  for (const s of scheduled.filter((x) => x.week === 1).slice(0, 3)) {
    const who = s.assignee ? `, ${s.assignee}` : "";
    const unlocks = scheduled.filter((x) => x.depends_on.includes(s.title)).length;
    actions.push({
      action: `Start "${s.title}" (week 1${who})`,
      priority: s.priority === "high" || s.score >= 70 ? "high" : "medium",
      reason: `Score ${s.score}, ${plural(s.effort, "point")}${
        unlocks > 0
          ? `; ${plural(unlocks, "scheduled item")} ${agree(unlocks, "waits", "wait")} for it`
          : ""
      }${s.goal_match.length > 0 ? `; fits the goal (${s.goal_match.join(", ")})` : ""}`,
      target: s.url ?? s.keyword ?? undefined,
    });
  }
  for (const r of riskActions(risks, "medium").slice(0, 2)) actions.push(r);
  if (decision === "nothing_to_schedule") {
    actions.push({
      action: "Add the next batch of work items; every supplied item is done",
      priority: "low",
      reason: `${plural(summary.done_skipped.length, "item")} ${
        agree(summary.done_skipped.length, "is", "are")
      } marked done`,
    });
  }
  return actions;
}

/** The figures behind the decision. */
function evidenceOf(f: WorkflowFacts): Evidence[] {
  const { summary, scheduled } = f;
  const evidence: Evidence[] = [
    { claim: "Open items (not done)", value: summary.open_items, source: "items[].status" },
    {
      claim: "Items scheduled within the horizon",
      value: summary.scheduled_items,
      source: "scheduled_actions",
    },
    {
      claim: "Effort points scheduled",
      value: summary.scheduled_effort,
      source: "items[].effort",
    },
    {
      claim: `Capacity over ${plural(summary.weeks, "week")}`,
      value: summary.total_capacity,
      source: "weekly_capacity x ceil(horizon_days / 7)",
    },
  ];
  if (summary.unscheduled_items > 0) {
    evidence.push({
      claim: "Items left unscheduled",
      value: summary.unscheduled_items,
      source: "unscheduled",
    }, {
      claim: "Effort points left unscheduled",
      value: summary.unscheduled_effort,
      source: "unscheduled[].effort",
    });
  }
  if (summary.done_skipped.length > 0) {
    evidence.push({
      claim: "Items skipped because they are done",
      value: summary.done_skipped.length,
      source: "items[].status",
    });
  }
  if (f.cycles > 0) {
    evidence.push({
      claim: "Dependency cycles found",
      value: f.cycles,
      source: "items[].dependencies",
    });
  }
  const first = scheduled[0];
  if (first) {
    evidence.push({
      claim: `Score of the first scheduled item, "${first.title}"`,
      value: first.score,
      source: "scheduled_actions[0].score",
    });
  }
  return evidence;
}

/** What the plan cannot know. */
function limitationsOf(f: WorkflowFacts): string[] {
  const { summary } = f;
  const limitations = [
    "Scores use only the supplied priority, impact_score, effort, status and title terms; no search data is fetched.",
    "Effort points are taken as given; in-progress items are scheduled with their full effort.",
  ];
  if (f.goal === null) limitations.push("No goal was given, so goal fit did not change the order.");
  if (summary.by_assignee.length === 0) {
    limitations.push("No team was given, so actions have no assignee.");
  } else {
    limitations.push(
      "Assignees rotate round-robin in schedule order; skills and individual capacity are not considered.",
    );
  }
  return limitations;
}

/** The plan's agent workflow. */
export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const decision = decisionOf(f);
  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, decision),
    recommended_actions: actionsOf(f, decision),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** One action per kind of risk at `severity`; repeated kinds (several cycles) are counted. */
function riskActions(risks: readonly PlanRisk[], severity: "high" | "medium"): RecommendedAction[] {
  const out: RecommendedAction[] = [];
  const kinds = unique(risks.filter((r) => r.severity === severity).map((r) => r.kind));
  for (const kind of kinds) {
    const same = risks.filter((r) => r.severity === severity && r.kind === kind);
    const more = same.length > 1 ? ` (and ${same.length - 1} more like it)` : "";
    out.push({
      action: same[0].mitigation.replace(/\.$/, ""),
      priority: severity,
      reason: `${same[0].risk}${more}`,
    });
  }
  return out;
}

/** The headline: how much fits, and what to do next. */
function summaryOf(f: WorkflowFacts, decision: Decision): string {
  const s = f.summary;
  if (decision === "nothing_to_schedule") {
    return s.done_skipped.length === 1
      ? "The one item is done; nothing to schedule."
      : `All ${plural(s.done_skipped.length, "item")} are done; nothing to schedule.`;
  }
  const base = `${s.scheduled_items} of ${plural(s.open_items, "open item")} ${
    agree(s.scheduled_items, "fits", "fit")
  } ${plural(s.weeks, "week")} at ${plural(s.weekly_capacity, "point")}/week (${
    formatPercent(s.utilization_percent / 100)
  } of capacity used)`;
  const tail = decision === "fix_dependencies"
    ? "Fix the dependency problems in the risk register first."
    : decision === "rescope_plan"
    ? `${plural(s.unscheduled_items, "item")} (${plural(s.unscheduled_effort, "point")}) ${
      agree(s.unscheduled_items, "does", "do")
    } not fit: add capacity or cut scope.`
    : "The plan is ready to execute.";
  return `${base}. ${tail}`;
}

/**
 * `CONFIDENCE.base`, less for assumed efforts, unrated items, cycles and bad references;
 * `CONFIDENCE.all_done` when all is done.
 */
function confidenceOf(f: WorkflowFacts): number {
  const open = f.nodes.filter((n) => n.status !== "done");
  if (open.length === 0) return C.all_done;
  let c = C.base;
  if (open.filter((n) => n.effortAssumed).length * C.widespread_one_in > open.length) {
    c -= C.assumed_efforts;
  }
  const unrated = open.filter((n) =>
    n.item.priority === undefined && n.item.impact_score === undefined
  );
  if (unrated.length * C.widespread_one_in > open.length) c -= C.unrated_items;
  if (f.cycles > 0) c -= C.cycles;
  if (f.risks.some((r) => r.kind === "unknown_dependency" || r.kind === "ambiguous_dependency")) {
    c -= C.bad_references;
  }
  return Math.max(C.floor, c);
}

/** The figures of the markdown summary. */
function figuresOf(
  summary: CapacitySummary,
  risks: readonly PlanRisk[],
): [string, string | number][] {
  const figures: [string, string | number][] = [
    ["Open items", summary.open_items],
    ["Scheduled", `${summary.scheduled_items} (${plural(summary.scheduled_effort, "point")})`],
    [
      "Unscheduled",
      `${summary.unscheduled_items} (${plural(summary.unscheduled_effort, "point")})`,
    ],
    [
      "Capacity",
      `${summary.weekly_capacity}/week x ${summary.weeks} weeks = ${summary.total_capacity} points`,
    ],
    ["Utilization", formatPercent(summary.utilization_percent / 100)],
    ["Risks", `${risks.filter((r) => r.severity === "high").length} high, ${risks.length} total`],
  ];
  if (summary.done_skipped.length > 0) {
    figures.push(["Done (skipped)", summary.done_skipped.length]);
  }
  return figures;
}

/** The markdown summary: headline, figures and actions, then the week-by-week schedule. */
export function markdownOf(
  f: WorkflowFacts,
  workflow: AgentWorkflow,
  buckets: readonly WeeklyBucket[],
): string {
  const { goal } = f;
  return markdownSummary({
    title: `Content action plan${goal ? `: ${goal.replace(/_/g, " ")}` : ""}`,
    headline: workflow.summary,
    figures: figuresOf(f.summary, f.risks),
    actions: workflow.recommended_actions,
    tables: [{
      heading: "Schedule",
      columns: ["Week", "Starts", "Load", "Items"],
      rows: buckets.map((b) => [
        b.week,
        b.start_date,
        `${b.load}/${b.capacity}`,
        b.items.length > 0 ? b.items.join("; ") : "-",
      ]),
    }],
  });
}
