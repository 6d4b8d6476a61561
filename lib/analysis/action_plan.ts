/**
 * Content action plan: scores SEO work items, orders them by dependencies and value, and
 * schedules them into weekly capacity buckets with a risk register. Pure: `now` comes in.
 */
import { z } from "zod";
import { languageOfPage } from "./understanding/locale.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  AgentWorkflowSchema,
  type Evidence,
  LevelSchema,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import type { ActionPlanRequestSchema } from "../operations/content_action_plan.ts";
import { absoluteUrl, siteOrigin } from "./text.ts";

/** The parsed `/content/action-plan` request (defaults applied by its schema). */
export type ActionPlanInput = z.output<typeof ActionPlanRequestSchema>;

/** One work item as supplied. */
export type ActionItemInput = ActionPlanInput["items"][number];

/** What the plan optimises for; it shapes the goal-fit part of each item's score. */
export type PlanGoal = NonNullable<ActionPlanInput["goal"]>;

/** Options of {@linkcode buildActionPlan}. */
export interface ActionPlanOptions {
  /** The request's clock: week 1 starts on the Monday on or after this date (UTC). */
  now: Date;
}

/** The `/content/action-plan` result. */
export type ActionPlanResult = z.output<typeof ActionPlanResultSchema>;

/** One item placed in a week. */
export type ScheduledAction = ActionPlanResult["scheduled_actions"][number];

/** One week of the plan. */
export type WeeklyBucket = ActionPlanResult["weekly_buckets"][number];

/** An item the horizon could not hold, with why. */
export type UnscheduledItem = ActionPlanResult["unscheduled"][number];

/** One entry of the risk register. */
export type PlanRisk = ActionPlanResult["risk_register"][number];

/** Totals of the plan against the team's capacity. */
export type CapacitySummary = ActionPlanResult["capacity_summary"];

/** What a plan can serve: the request's `goal`, echoed in the result. */
export const PlanGoalSchema = z.enum([
  "traffic_growth",
  "lead_generation",
  "refresh_decay",
  "launch_support",
  "authority_building",
]);

/** Business priority of an item, and severity of a risk: the shared high/medium/low level. */
export const PriorityLevelSchema = LevelSchema;

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const points = z.number().min(0);
const score100 = z.number().min(0).max(100);

/** The `/content/action-plan` result, exactly as {@linkcode buildActionPlan} returns it. */
export const ActionPlanResultSchema = z.strictObject({
  goal: PlanGoalSchema.nullable(),
  plan_start: isoDaySchema,
  plan_end: isoDaySchema,
  method: z.strictObject({
    score: z.string(),
    impact: z.string(),
    priority: z.string(),
    goal_fit: z.string(),
    ease: z.string(),
    order: z.string(),
    schedule: z.string(),
    weeks: z.string(),
  }),
  scheduled_actions: z.array(z.strictObject({
    index: z.number().int().min(0).describe(
      "Position of the item in the request's `items` (0-based).",
    ),
    id: z.string().nullable(),
    title: z.string().min(1),
    week: z.number().int().min(1),
    start_date: isoDaySchema,
    assignee: z.string().min(1).nullable(),
    effort: z.number().positive(),
    effort_assumed: z.boolean(),
    score: score100,
    priority: PriorityLevelSchema.nullable(),
    status: z.enum(["todo", "in_progress"]),
    keyword: z.string().nullable(),
    url: z.string().nullable(),
    depends_on: z.array(z.string())
      .describe("Titles of the open items this one waits for (as honoured by the schedule)."),
    goal_match: z.array(z.string())
      .describe("Goal terms found in the title, keyword or opportunity type."),
    oversized: z.boolean()
      .describe(
        "Larger than the weekly capacity: it has a week to itself and will likely spill over.",
      ),
  })),
  weekly_buckets: z.array(z.strictObject({
    week: z.number().int().min(1),
    start_date: isoDaySchema,
    capacity: z.number().positive(),
    load: points,
    remaining: points,
    over_capacity: z.boolean(),
    items: z.array(z.string()),
  })).min(1),
  unscheduled: z.array(z.strictObject({
    index: z.number().int().min(0),
    id: z.string().nullable(),
    title: z.string().min(1),
    effort: z.number().positive(),
    score: score100,
    reason: z.string().min(1),
  })),
  risk_register: z.array(z.strictObject({
    kind: z.enum([
      "dependency_cycle",
      "blocked_items",
      "unknown_dependency",
      "ambiguous_dependency",
      "self_dependency",
      "oversized_items",
      "over_horizon",
      "keyword_overlap",
      "duplicate_titles",
      "missing_estimates",
      "link_scheme",
    ]),
    risk: z.string().min(1),
    severity: PriorityLevelSchema,
    items: z.array(z.string()),
    mitigation: z.string().min(1),
  })),
  capacity_summary: z.strictObject({
    weeks: z.number().int().min(1),
    horizon_days: z.number().int().min(1),
    weekly_capacity: z.number().positive(),
    total_capacity: z.number().positive(),
    open_items: z.number().int().min(0),
    open_effort: points,
    scheduled_items: z.number().int().min(0),
    scheduled_effort: points,
    unscheduled_items: z.number().int().min(0),
    unscheduled_effort: points,
    utilization_percent: z.number().min(0)
      .describe(
        "Scheduled effort / total capacity; above 100 when oversized items take a week alone.",
      ),
    capacity_needed_per_week: z.number().int().min(0)
      .describe(
        "Points per week that would hold all open effort in the horizon (dependencies aside).",
      ),
    done_skipped: z.array(z.string()),
    assumed_effort_items: z.number().int().min(0),
    by_assignee: z.array(z.strictObject({
      assignee: z.string().min(1),
      items: z.number().int().min(0),
      effort: points,
    })),
  }),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

/** Effort points assumed for an item without `effort` (about one working day). */
const DEFAULT_EFFORT = 1;

const PRIORITY_VALUE = { high: 1, medium: 0.6, low: 0.25 } as const;

/**
 * Goal terms matched as whole words in title, keyword and opportunity type. One match
 * gives a goal fit of 0.7, two or more 1; without a goal every item gets 0.5.
 */
const GOAL_TERMS: Record<PlanGoal, string[]> = {
  traffic_growth: [
    "new (?:page|post|article|guide)s?",
    "publish(?:ing)?",
    "write",
    "create",
    "blog(?: post)?s?",
    "articles?",
    "guides?",
    "topic clusters?",
    "clusters?",
    "keywords?",
    "long[- ]tail",
    "optimi[sz]e",
    "on[- ]page",
    "title tags?",
    "meta descriptions?",
    "internal links?",
    "internal linking",
    "featured snippets?",
    "rankings?",
    "traffic",
  ],
  lead_generation: [
    "cta",
    "call to action",
    "landing pages?",
    "conversions?",
    "convert",
    "cro",
    "forms?",
    "demo",
    "trial",
    "sign[- ]?up",
    "leads?",
    "lead magnet",
    "pricing",
    "offers?",
    "gated",
    "newsletter",
    "comparison",
    "vs",
    "alternatives?",
    "case stud(?:y|ies)",
    "testimonials?",
    "webinars?",
  ],
  refresh_decay: [
    "refresh(?:ing)?",
    "updat(?:e|ing)",
    "rewrite",
    "re-write",
    "decay(?:ing)?",
    "outdated",
    "stale",
    "prun(?:e|ing)",
    "consolidat(?:e|ion)",
    "merge",
    "redirects?",
    "301",
    "republish",
    "revive",
    "recover",
    "improve",
    "expand",
    "declin(?:e|ing)",
    "lost rankings?",
  ],
  launch_support: [
    "launch(?:es|ing)?",
    "pre-launch",
    "announce(?:ment)?",
    "release",
    "go[- ]live",
    "new features?",
    "feature pages?",
    "product pages?",
    "press(?: release)?",
    "landing pages?",
    "sitemaps?",
    "index(?:ing|ation)?",
    "schema",
    "changelog",
    "waitlist",
  ],
  authority_building: [
    "backlinks?",
    "link[- ]building",
    "links?",
    "outreach",
    "digital pr",
    "pr",
    "guest (?:posts?|articles?)",
    "mentions?",
    "e-?e-?a-?t",
    "author (?:bios?|pages?)",
    "experts?",
    "original research",
    "research",
    "study",
    "surveys?",
    "data",
    "statistics",
    "citations?",
    "haro",
    "podcasts?",
    "partnerships?",
  ],
};

/** A title that describes work on an existing page. */
const REFRESH_TERMS = [
  "refresh(?:ing)?",
  "updat(?:e|ing)",
  "rewrite",
  "re-write",
  "decay(?:ing)?",
  "outdated",
  "stale",
  "consolidat(?:e|ion)",
  "merge",
  "republish",
  "revive",
  "recover",
  "improve",
  "expand",
  "optimi[sz]e",
];

function wordsPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

const GOAL_PATTERNS: Record<PlanGoal, RegExp> = {
  traffic_growth: wordsPattern(GOAL_TERMS.traffic_growth),
  lead_generation: wordsPattern(GOAL_TERMS.lead_generation),
  refresh_decay: wordsPattern(GOAL_TERMS.refresh_decay),
  launch_support: wordsPattern(GOAL_TERMS.launch_support),
  authority_building: wordsPattern(GOAL_TERMS.authority_building),
};
const REFRESH_PATTERN = wordsPattern(REFRESH_TERMS);

/**
 * How items are scored and scheduled, as returned in `method`.
 *
 * score = 100 * (0.35 * impact + 0.25 * priority + 0.20 * goal_fit + 0.20 * ease), +10 when
 * in progress, capped at 100. impact = impact_score / 100 (0.5 when missing); priority:
 * high 1, medium 0.6, low 0.25 (medium when missing); goal_fit: 0.7 for one goal term, 1 for
 * two or more, 0 for none, 0.5 without a goal; ease = min(1, 1 / sqrt(effort)) (0.5 when
 * effort is missing), so quick wins rise. Order: dependencies first (Kahn), then links already
 * earned (reclaim, repair), then the highest
 * "rank" (an item's own score or, if higher, the best score of anything waiting on it), then
 * own score, then input order.
 */
const METHOD = {
  score:
    "100 * (0.35 * impact + 0.25 * priority + 0.20 * goal_fit + 0.20 * ease) + 10 if in_progress, max 100",
  impact: "impact_score / 100; 0.5 when missing",
  priority: "high 1, medium 0.6, low 0.25; medium when missing",
  goal_fit: "0 goal terms 0, one 0.7, two or more 1; 0.5 for every item when no goal is given",
  ease: "min(1, 1 / sqrt(effort)); 0.5 when effort is missing (then 1 point is scheduled)",
  order:
    "dependencies first; among ready items, links already earned (reclaim lost links, repair broken backlinks) first, then the highest rank (own score, or the best score of any item waiting on it), then own score, then input order",
  schedule:
    "first week from the latest dependency's week with enough free capacity; an item larger than weekly_capacity takes an empty week alone; done items are skipped; blocked items and what waits on them stay unscheduled; team assigned round-robin in schedule order",
  weeks: "ceil(horizon_days / 7); week 1 starts on the Monday on or after the request date (UTC)",
} as const;

const EPSILON = 1e-9;

interface Node {
  index: number;
  item: ActionItemInput;
  title: string;
  status: "todo" | "in_progress" | "done" | "blocked";
  effort: number;
  effortAssumed: boolean;
  score: number;
  goalMatch: string[];
  /** Indexes of open items this one waits for (edges kept by the schedule). */
  deps: number[];
  rank: number;
  /** Restores links already earned (reclaim, repair): scheduled before new work. */
  earned: boolean;
}

/**
 * Items that restore links already earned: reclaiming lost links, repairing or redirecting
 * broken backlinks. They are the cheapest, surest authority wins, so they go first.
 */
const EARNED_LINKS =
  /\b(reclaim\w*|lost (back)?links?|broken (back)?links?|link reclamation|unlinked mentions?)\b/;

/**
 * Link-scheme patterns (Google's spam policies): mass directory submission, bought links,
 * link exchanges, private blog networks. Flagged as a high risk, whoever planned them.
 */
const LINK_SCHEMES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /\b(\d{2,}|mass|bulk|hundreds of)\b[^.]*\bdirector(y|ies)\b|\bdirectory submissions?\b/,
    reason: "mass directory submission is a low-value link-scheme pattern",
  },
  {
    pattern: /\b(buy|paid|purchase[sd]?)\b[^.]*\b(back)?links?\b/,
    reason: "paying for links is a link scheme",
  },
  { pattern: /\blink (exchange|swap)s?\b/, reason: "link exchanges are a link scheme" },
  {
    pattern: /\b(pbn|private blog network)s?\b/,
    reason: "private blog networks are a link scheme",
  },
];

interface Placement {
  week: number;
  seq: number;
  oversized: boolean;
}

/**
 * Builds a dependency-aware, capacity-bound weekly plan from SEO work items: scores,
 * order, weekly buckets, unscheduled items with reasons, a risk register, an
 * `agent_workflow` and a `markdown_summary`. Never throws on schema-valid input.
 */
export function buildActionPlan(
  input: ActionPlanInput,
  options: ActionPlanOptions,
): ActionPlanResult {
  const goal = input.goal ?? null;
  const horizonDays = Math.round(Math.min(3650, Math.max(1, input.horizon_days)));
  const capacity = Math.max(EPSILON, input.weekly_capacity);
  const weeks = Math.ceil(horizonDays / 7);
  const team = (input.team ?? []).map((t) => t.trim()).filter((t) => t.length > 0);
  const start = mondayOnOrAfter(options.now);
  const weekStart = (week: number) => isoDay(addDays(start, 7 * (week - 1)));

  const nodes = input.items.map((item, index) => scoreItem(item, { index, goal }));
  const risks: PlanRisk[] = [];
  resolveDependencies(nodes, risks);
  const cycles = breakCycles(nodes);
  for (const cycle of cycles) {
    risks.push({
      kind: "dependency_cycle",
      risk: `Dependency cycle: ${cycle.length} items wait for each other (${
        listTitles(cycle.map((i) => nodes[i].title), 6)
      })`,
      severity: "high",
      items: cycle.map((i) => nodes[i].title),
      mitigation:
        "Decide which comes first and remove one dependency; meanwhile the plan orders them by score.",
    });
  }
  const order = dependencyOrder(nodes);

  // Place items in order: first week from the latest dependency's week with room.
  const load = new Array<number>(weeks + 1).fill(0);
  const closed = new Array<boolean>(weeks + 1).fill(false);
  const placed = new Map<number, Placement>();
  const unscheduled = new Map<number, { kind: UnscheduledKind; reason: string }>();
  let seq = 0;
  for (const i of order) {
    const node = nodes[i];
    if (node.status === "done") continue;
    if (node.status === "blocked") {
      unscheduled.set(i, {
        kind: "blocked",
        reason: "Status is blocked; remove the blocker, then re-plan.",
      });
      continue;
    }
    const waiting = node.deps.find((d) => !placed.has(d));
    if (waiting !== undefined) {
      unscheduled.set(i, {
        kind: "waits",
        reason: `Waits for "${nodes[waiting].title}", which is not scheduled.`,
      });
      continue;
    }
    const earliest = Math.max(1, ...node.deps.map((d) => placed.get(d)!.week));
    const oversized = node.effort > capacity + EPSILON;
    let week = 0;
    for (let w = earliest; w <= weeks && week === 0; w++) {
      if (closed[w]) continue;
      if (oversized ? load[w] === 0 : load[w] + node.effort <= capacity + EPSILON) week = w;
    }
    if (week === 0) {
      unscheduled.set(i, {
        kind: "capacity",
        reason: oversized
          ? `Needs a week to itself (effort ${node.effort} > weekly capacity ${capacity}) and no empty week is left from week ${earliest} to ${weeks}.`
          : `Does not fit the ${weeks}-week horizon: weeks ${earliest}-${weeks} have less than ${node.effort} points free (capacity ${capacity}/week).`,
      });
      continue;
    }
    load[week] += node.effort;
    if (oversized) closed[week] = true;
    placed.set(i, { week, seq: seq++, oversized });
  }

  const scheduledOrder = [...placed.entries()]
    .sort((a, b) => a[1].week - b[1].week || a[1].seq - b[1].seq);
  const scheduled: ScheduledAction[] = scheduledOrder.map(([i, p], n) => {
    const node = nodes[i];
    return {
      index: i,
      id: node.item.id ?? null,
      title: node.title,
      week: p.week,
      start_date: weekStart(p.week),
      assignee: team.length > 0 ? team[n % team.length] : null,
      effort: node.effort,
      effort_assumed: node.effortAssumed,
      score: node.score,
      priority: node.item.priority ?? null,
      status: node.status === "in_progress" ? "in_progress" : "todo",
      keyword: node.item.keyword ?? null,
      url: node.item.url ?? null,
      depends_on: node.deps.map((d) => nodes[d].title),
      goal_match: node.goalMatch,
      oversized: p.oversized,
    };
  });

  const buckets: WeeklyBucket[] = [];
  for (let w = 1; w <= weeks; w++) {
    const here = scheduled.filter((s) => s.week === w);
    const used = round(load[w], 2);
    buckets.push({
      week: w,
      start_date: weekStart(w),
      capacity: round(capacity, 2),
      load: used,
      remaining: round(Math.max(0, capacity - load[w]), 2),
      over_capacity: used > capacity + EPSILON,
      items: here.map((s) => s.title),
    });
  }

  const unscheduledList: UnscheduledItem[] = order
    .filter((i) => unscheduled.has(i))
    .map((i) => ({
      index: i,
      id: nodes[i].item.id ?? null,
      title: nodes[i].title,
      effort: nodes[i].effort,
      score: nodes[i].score,
      reason: unscheduled.get(i)!.reason,
    }));

  const open = nodes.filter((n) => n.status !== "done");
  const openEffort = sum(open.map((n) => n.effort));
  const scheduledEffort = sum(scheduled.map((s) => s.effort));
  const unscheduledEffort = sum(unscheduledList.map((u) => u.effort));
  const totalCapacity = round(capacity * weeks, 2);
  const byAssignee = new Map<string, { items: number; effort: number }>();
  for (const name of team) byAssignee.set(name, { items: 0, effort: 0 });
  for (const s of scheduled) {
    if (s.assignee === null) continue;
    const entry = byAssignee.get(s.assignee)!;
    entry.items += 1;
    entry.effort = round(entry.effort + s.effort, 2);
  }
  const summary: CapacitySummary = {
    weeks,
    horizon_days: horizonDays,
    weekly_capacity: round(capacity, 2),
    total_capacity: totalCapacity,
    open_items: open.length,
    open_effort: openEffort,
    scheduled_items: scheduled.length,
    scheduled_effort: scheduledEffort,
    unscheduled_items: unscheduledList.length,
    unscheduled_effort: unscheduledEffort,
    utilization_percent: totalCapacity > 0 ? round((100 * scheduledEffort) / totalCapacity, 1) : 0,
    capacity_needed_per_week: Math.ceil(openEffort / weeks - EPSILON),
    done_skipped: nodes.filter((n) => n.status === "done").map((n) => n.title),
    assumed_effort_items: open.filter((n) => n.effortAssumed).length,
    by_assignee: [...byAssignee.entries()].map(([assignee, v]) => ({ assignee, ...v })),
  };

  addScheduleRisks(risks, {
    nodes,
    order,
    scheduled,
    unscheduledList,
    unscheduled,
    capacity,
    summary,
  });
  risks.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);

  const workflow = buildWorkflow({
    goal,
    target: input.target,
    nodes,
    scheduled,
    unscheduledList,
    risks,
    summary,
    cycles: cycles.length,
  });

  const figures: [string, string | number][] = [
    ["Open items", summary.open_items],
    ["Scheduled", `${summary.scheduled_items} (${summary.scheduled_effort} points)`],
    ["Unscheduled", `${summary.unscheduled_items} (${summary.unscheduled_effort} points)`],
    ["Capacity", `${summary.weekly_capacity}/week x ${weeks} weeks = ${totalCapacity} points`],
    ["Utilization", `${summary.utilization_percent}%`],
    ["Risks", `${risks.filter((r) => r.severity === "high").length} high, ${risks.length} total`],
  ];
  if (summary.done_skipped.length > 0) {
    figures.push(["Done (skipped)", summary.done_skipped.length]);
  }
  const report = markdownSummary({
    title: `Content action plan${goal ? `: ${goal.replace(/_/g, " ")}` : ""}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
  });
  const table = [
    "**Schedule**",
    "",
    "| Week | Starts | Load | Items |",
    "| --- | --- | --- | --- |",
  ];
  for (const b of buckets) {
    const items = b.items.length > 0 ? b.items.map(cell).join("; ") : "-";
    table.push(`| ${b.week} | ${b.start_date} | ${b.load}/${b.capacity} | ${items} |`);
  }

  return {
    goal,
    plan_start: weekStart(1),
    plan_end: isoDay(addDays(start, 7 * weeks - 1)),
    method: { ...METHOD },
    scheduled_actions: scheduled,
    weekly_buckets: buckets,
    unscheduled: unscheduledList,
    risk_register: risks,
    capacity_summary: summary,
    agent_workflow: workflow,
    markdown_summary: `${report}\n${table.join("\n")}\n`,
  };
}

function scoreItem(
  item: ActionItemInput,
  { index, goal }: { index: number; goal: PlanGoal | null },
): Node {
  const status = item.status;
  const effortAssumed = item.effort === undefined;
  const effort = effortAssumed ? DEFAULT_EFFORT : round(item.effort!, 2);
  const impact = item.impact_score === undefined
    ? 0.5
    : Math.min(100, Math.max(0, item.impact_score)) / 100;
  const priority = PRIORITY_VALUE[item.priority ?? "medium"];
  const ease = effortAssumed ? 0.5 : Math.min(1, 1 / Math.sqrt(Math.max(effort, EPSILON)));
  const text = fold([item.title, item.keyword ?? "", item.opportunity_type ?? ""].join(" \n "));
  const goalMatch = goal ? matches(GOAL_PATTERNS[goal], text) : [];
  const goalFit = goal === null
    ? 0.5
    : goalMatch.length >= 2
    ? 1
    : goalMatch.length === 1
    ? 0.7
    : 0;
  const bonus = status === "in_progress" ? 10 : 0;
  const raw = 100 * (0.35 * impact + 0.25 * priority + 0.2 * goalFit + 0.2 * ease) + bonus;
  const score = round(Math.min(100, raw), 1);
  return {
    index,
    item,
    title: item.title,
    status,
    effort,
    effortAssumed,
    score,
    goalMatch,
    deps: [],
    rank: score,
    earned: EARNED_LINKS.test(text),
  };
}

function matches(pattern: RegExp, text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(pattern)) found.add(m[0]);
  return [...found];
}

/** NFKC, lowercase, single spaces: the form titles and references are compared in. */
function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Turns `dependencies` into edges between open items; every bad reference becomes a risk. */
function resolveDependencies(nodes: Node[], risks: PlanRisk[]): void {
  const byId = new Map<string, number>();
  const byFoldedId = new Map<string, number>();
  const byTitle = new Map<string, number[]>();
  const duplicateIds = new Set<string>();
  for (const n of nodes) {
    const id = n.item.id?.trim();
    if (id) {
      if (byId.has(id)) duplicateIds.add(id);
      else byId.set(id, n.index);
      if (!byFoldedId.has(fold(id))) byFoldedId.set(fold(id), n.index);
    }
    const key = fold(n.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), n.index]);
  }

  const unknown: { node: Node; ref: string }[] = [];
  const ambiguous: { node: Node; ref: string }[] = [];
  const selfRefs: Node[] = [];
  for (const node of nodes) {
    // A done item waits for nothing, so its references cannot hurt the plan.
    if (node.status === "done") continue;
    const seen = new Set<number>();
    for (const rawRef of node.item.dependencies ?? []) {
      const ref = rawRef.trim();
      let target = byId.get(ref) ?? byFoldedId.get(fold(ref));
      if (target === undefined) {
        const candidates = byTitle.get(fold(ref)) ?? [];
        const others = candidates.filter((c) => c !== node.index);
        if (candidates.length > 0 && others.length === 0) target = node.index;
        else if (others.length > 0) {
          target = others[0];
          if (others.length > 1) ambiguous.push({ node, ref });
        }
      }
      if (target === undefined) {
        unknown.push({ node, ref });
        continue;
      }
      if (target === node.index) {
        if (!selfRefs.includes(node)) selfRefs.push(node);
        continue;
      }
      // A done dependency is satisfied.
      if (nodes[target].status === "done") continue;
      if (!seen.has(target)) {
        seen.add(target);
        node.deps.push(target);
      }
    }
  }

  if (unknown.length > 0) {
    risks.push({
      kind: "unknown_dependency",
      risk: `${unknown.length} dependenc${unknown.length === 1 ? "y names" : "ies name"} no item: ${
        unknown.slice(0, 5).map((u) => `"${u.ref}" (in "${u.node.title}")`).join(", ")
      }${unknown.length > 5 ? ", ..." : ""}`,
      severity: "medium",
      items: unique(unknown.map((u) => u.node.title)),
      mitigation:
        "Fix the reference (an item's exact title or id); the plan schedules these items as if that dependency were met.",
    });
  }
  if (ambiguous.length > 0 || duplicateIds.size > 0) {
    const refs = unique([...ambiguous.map((a) => a.ref), ...duplicateIds]);
    risks.push({
      kind: "ambiguous_dependency",
      risk: `References match more than one item: ${refs.map((r) => `"${r}"`).join(", ")}`,
      severity: "medium",
      items: unique(ambiguous.map((a) => a.node.title)),
      mitigation:
        "Give items unique titles or ids; the plan used the first matching item in input order.",
    });
  }
  if (selfRefs.length > 0) {
    risks.push({
      kind: "self_dependency",
      risk: `${selfRefs.length} item(s) list themselves as a dependency`,
      severity: "low",
      items: selfRefs.map((n) => n.title),
      mitigation: "Remove the self-reference; it was ignored.",
    });
  }
}

/**
 * Finds dependency cycles (strongly connected components, Tarjan, iterative) among open
 * items and drops the edges inside each, so the rest of the plan stays schedulable.
 * Returns each cycle's members in input order.
 */
function breakCycles(nodes: Node[]): number[][] {
  const index = new Array<number>(nodes.length).fill(-1);
  const low = new Array<number>(nodes.length).fill(0);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  for (let root = 0; root < nodes.length; root++) {
    if (index[root] !== -1) continue;
    const work: { v: number; next: number }[] = [{ v: root, next: 0 }];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const deps = nodes[frame.v].deps;
      if (frame.next < deps.length) {
        const w = deps[frame.next++];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          work.push({ v: w, next: 0 });
        } else if (onStack[w]) {
          low[frame.v] = Math.min(low[frame.v], index[w]);
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].v;
        low[parent] = Math.min(low[parent], low[frame.v]);
      }
      if (low[frame.v] === index[frame.v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = false;
          component.push(w);
        } while (w !== frame.v);
        if (component.length > 1) components.push(component.sort((a, b) => a - b));
      }
    }
  }
  for (const component of components) {
    const members = new Set(component);
    for (const v of component) nodes[v].deps = nodes[v].deps.filter((d) => !members.has(d));
  }
  return components.sort((a, b) => a[0] - b[0]);
}

/**
 * Kahn's topological order on the (now acyclic) dependency graph. Each item's `rank` is
 * raised to the best score of anything that waits on it, so a low-score prerequisite of a
 * high-value item is not starved; ready items go by rank, own score, then input order.
 */
function dependencyOrder(nodes: Node[]): number[] {
  const dependents = nodes.map(() => [] as number[]);
  const waiting = nodes.map((n) => n.deps.length);
  for (const n of nodes) for (const d of n.deps) dependents[d].push(n.index);

  // Any topological order, to push ranks from dependents down to prerequisites.
  const plain: number[] = [];
  const left = [...waiting];
  const queue = nodes.filter((n) => left[n.index] === 0).map((n) => n.index);
  while (queue.length > 0) {
    const v = queue.shift()!;
    plain.push(v);
    for (const w of dependents[v]) if (--left[w] === 0) queue.push(w);
  }
  for (let k = plain.length - 1; k >= 0; k--) {
    const v = plain[k];
    for (const d of nodes[v].deps) nodes[d].rank = Math.max(nodes[d].rank, nodes[v].rank);
  }

  const order: number[] = [];
  const ready = nodes.filter((n) => waiting[n.index] === 0).map((n) => n.index);
  while (ready.length > 0) {
    let best = 0;
    for (let k = 1; k < ready.length; k++) {
      if (before(nodes[ready[k]], nodes[ready[best]])) best = k;
    }
    const v = ready.splice(best, 1)[0];
    order.push(v);
    for (const w of dependents[v]) if (--waiting[w] === 0) ready.push(w);
  }
  return order;
}

function before(a: Node, b: Node): boolean {
  if (a.earned !== b.earned) return a.earned;
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.score !== b.score) return a.score > b.score;
  return a.index < b.index;
}

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;

type UnscheduledKind = "blocked" | "waits" | "capacity";

interface ScheduleFacts {
  nodes: Node[];
  order: number[];
  scheduled: ScheduledAction[];
  unscheduledList: UnscheduledItem[];
  unscheduled: Map<number, { kind: UnscheduledKind; reason: string }>;
  capacity: number;
  summary: CapacitySummary;
}

function addScheduleRisks(risks: PlanRisk[], f: ScheduleFacts): void {
  const { nodes, scheduled, unscheduledList, unscheduled, capacity, summary } = f;
  const blocked = nodes.filter((n) => n.status === "blocked");
  if (blocked.length > 0) {
    // Items held back, directly or through a chain, by a blocked item (order is topological).
    const heldBack = new Set(blocked.map((n) => n.index));
    const held: Node[] = [];
    for (const i of f.order) {
      if (unscheduled.get(i)?.kind !== "waits") continue;
      if (!nodes[i].deps.some((d) => heldBack.has(d))) continue;
      heldBack.add(i);
      held.push(nodes[i]);
    }
    risks.push({
      kind: "blocked_items",
      risk: `${blocked.length} blocked item(s)${
        held.length > 0 ? ` hold back ${held.length} item(s) that wait for them` : ""
      }`,
      severity: held.length > 0 || blocked.some((n) => n.item.priority === "high")
        ? "high"
        : "medium",
      items: [...blocked.map((n) => n.title), ...held.map((u) => u.title)],
      mitigation:
        "Name an owner and a date to remove each blocker; the blocked items and their dependents are left unscheduled.",
    });
  }
  const oversized = scheduled.filter((s) => s.oversized);
  const oversizedOut = unscheduledList.filter((u) => u.effort > capacity + EPSILON);
  if (oversized.length + oversizedOut.length > 0) {
    const all = [...oversized.map((s) => s.title), ...oversizedOut.map((u) => u.title)];
    const biggest = Math.max(
      ...oversized.map((s) => s.effort),
      ...oversizedOut.map((u) => u.effort),
    );
    risks.push({
      kind: "oversized_items",
      risk: `${all.length} item(s) exceed the weekly capacity of ${
        round(capacity, 2)
      } points (largest ${biggest}); each takes a week alone and will likely spill over up to ${
        Math.ceil(biggest / capacity)
      } weeks`,
      severity: biggest > 2 * capacity ? "high" : "medium",
      items: all,
      mitigation: `Split them into parts of at most ${
        round(capacity, 2)
      } points, or raise weekly_capacity.`,
    });
  }
  const overHorizon = unscheduledList.filter((u) => unscheduled.get(u.index)?.kind === "capacity");
  if (overHorizon.length > 0) {
    const highOut = overHorizon.filter((u) =>
      nodes[u.index].item.priority === "high" || u.score >= 70
    );
    risks.push({
      kind: "over_horizon",
      risk: `${overHorizon.length} item(s) (${
        sum(overHorizon.map((u) => u.effort))
      } points) do not fit the ${summary.weeks}-week horizon at ${summary.weekly_capacity} points/week`,
      severity: highOut.length > 0 ? "high" : "medium",
      items: overHorizon.map((u) => u.title),
      mitigation:
        `Raise capacity to about ${summary.capacity_needed_per_week} points/week, extend horizon_days, or cut the lowest-score items.`,
    });
  }
  // Two open items aimed at the same keyword but at different pages compete in search.
  const byKeyword = new Map<string, Node[]>();
  for (const n of nodes) {
    if (n.status === "done" || !n.item.keyword) continue;
    const key = fold(n.item.keyword);
    byKeyword.set(key, [...(byKeyword.get(key) ?? []), n]);
  }
  for (const group of [...byKeyword.values()].flatMap(byLanguage)) {
    const pages = new Set(
      group.map((n) => n.item.url ? fold(n.item.url).replace(/\/+$/, "") : `new:${n.index}`),
    );
    if (pages.size < 2) continue;
    risks.push({
      kind: "keyword_overlap",
      risk: `${group.length} items target "${
        group[0].item.keyword
      }" on ${pages.size} different pages: possible keyword cannibalization`,
      severity: "medium",
      items: group.map((n) => n.title),
      mitigation:
        "Pick one primary page for the keyword and give the others distinct keywords, or merge them.",
    });
  }
  const titles = new Map<string, Node[]>();
  for (const n of nodes) titles.set(fold(n.title), [...(titles.get(fold(n.title)) ?? []), n]);
  const dupes = [...titles.values()].filter((g) => g.length > 1);
  if (dupes.length > 0) {
    risks.push({
      kind: "duplicate_titles",
      risk: `${dupes.length} title(s) appear more than once: possible duplicate work`,
      severity: "low",
      items: dupes.map((g) => g[0].title),
      mitigation:
        "Merge duplicates or make the titles distinct (give items ids to reference them).",
    });
  }
  for (const n of nodes) {
    if (n.status === "done") continue;
    const scheme = LINK_SCHEMES.find((l) => l.pattern.test(fold(n.title)));
    if (!scheme) continue;
    risks.push({
      kind: "link_scheme",
      risk: `"${n.title}": ${scheme.reason}; it can earn a manual action rather than authority`,
      severity: "high",
      items: [n.title],
      mitigation:
        `Drop "${n.title}", or keep only the few listings that matter to customers (industry and local bodies, Google Business Profile).`,
    });
  }
  if (summary.assumed_effort_items > 0) {
    risks.push({
      kind: "missing_estimates",
      risk:
        `${summary.assumed_effort_items} open item(s) have no effort estimate; ${DEFAULT_EFFORT} point each was assumed`,
      severity: summary.assumed_effort_items * 2 > summary.open_items ? "medium" : "low",
      items: nodes.filter((n) => n.status !== "done" && n.effortAssumed).map((n) => n.title),
      mitigation: "Estimate effort in points so weekly loads are real.",
    });
  }
}

interface WorkflowFacts {
  goal: PlanGoal | null;
  target?: string;
  nodes: Node[];
  scheduled: ScheduledAction[];
  unscheduledList: UnscheduledItem[];
  risks: PlanRisk[];
  summary: CapacitySummary;
  cycles: number;
}

function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const { summary, scheduled, risks } = f;
  const capacityShort = risks.some((r) => r.kind === "over_horizon");
  const dependencyTrouble = risks.some((r) =>
    r.kind === "dependency_cycle" || r.kind === "blocked_items"
  );
  const decision = summary.open_items === 0
    ? "nothing_to_schedule"
    : dependencyTrouble
    ? "fix_dependencies"
    : capacityShort
    ? "rescope_plan"
    : "execute_plan";

  const actions: RecommendedAction[] = [];
  for (const r of riskActions(risks, "high").slice(0, 3)) actions.push(r);
  for (const s of scheduled.filter((x) => x.week === 1).slice(0, 3)) {
    const who = s.assignee ? `, ${s.assignee}` : "";
    const unlocks = scheduled.filter((x) => x.depends_on.includes(s.title)).length;
    actions.push({
      action: `Start "${s.title}" (week 1${who})`,
      priority: s.priority === "high" || s.score >= 70 ? "high" : "medium",
      reason: `Score ${s.score}, ${s.effort} point${s.effort === 1 ? "" : "s"}${
        unlocks > 0 ? `; ${unlocks} scheduled item(s) wait for it` : ""
      }${s.goal_match.length > 0 ? `; fits the goal (${s.goal_match.join(", ")})` : ""}`,
      target: s.url ?? s.keyword ?? undefined,
    });
  }
  for (const r of riskActions(risks, "medium").slice(0, 2)) actions.push(r);
  if (decision === "nothing_to_schedule") {
    actions.push({
      action: "Add the next batch of work items; every supplied item is done",
      priority: "low",
      reason: `${summary.done_skipped.length} item(s) are marked done`,
    });
  }

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
      claim: `Capacity over ${summary.weeks} week(s)`,
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

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, decision),
    recommended_actions: actions,
    evidence,
    limitations,
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

/** `"a", "b" and 3 more`. */
function listTitles(titles: readonly string[], max: number): string {
  const shown = titles.slice(0, max).map((t) => `"${t}"`).join(", ");
  return titles.length > max ? `${shown} and ${titles.length - max} more` : shown;
}

function summaryOf(f: WorkflowFacts, decision: string): string {
  const s = f.summary;
  if (decision === "nothing_to_schedule") {
    return `All ${s.done_skipped.length} item(s) are done; nothing to schedule.`;
  }
  const base =
    `${s.scheduled_items} of ${s.open_items} open item(s) fit ${s.weeks} week(s) at ${s.weekly_capacity} points/week (${s.utilization_percent}% of capacity used)`;
  const tail = decision === "fix_dependencies"
    ? "Fix the dependency problems in the risk register first."
    : decision === "rescope_plan"
    ? `${s.unscheduled_items} item(s) (${s.unscheduled_effort} points) do not fit: add capacity or cut scope.`
    : "The plan is ready to execute.";
  return `${base}. ${tail}`;
}

function confidenceOf(f: WorkflowFacts): number {
  const open = f.nodes.filter((n) => n.status !== "done");
  if (open.length === 0) return 0.9;
  let c = 0.85;
  if (open.filter((n) => n.effortAssumed).length * 2 > open.length) c -= 0.15;
  const unrated = open.filter((n) =>
    n.item.priority === undefined && n.item.impact_score === undefined
  );
  if (unrated.length * 2 > open.length) c -= 0.1;
  if (f.cycles > 0) c -= 0.1;
  if (f.risks.some((r) => r.kind === "unknown_dependency" || r.kind === "ambiguous_dependency")) {
    c -= 0.05;
  }
  return Math.max(0.3, c);
}

/**
 * Splits items aimed at one keyword by page language: pages in different languages are
 * translations (hreflang), not rivals for one query. An item whose language is unknown stays
 * with every group.
 */
function byLanguage(group: Node[]): Node[][] {
  const languageOf = (n: Node) => languageOfPage({ url: n.item.url, title: n.title });
  const known = [...new Set(group.map(languageOf).filter((l): l is string => l !== null))];
  if (known.length <= 1) return [group];
  return known.map((language) =>
    group.filter((n) => {
      const own = languageOf(n);
      return own === null || own === language;
    })
  );
}

/** The item's language for a follow-up call (its URL locale or the language its title names). */
function languageField(node: Node): { language?: string } {
  const language = languageOfPage({ url: node.item.url, title: node.title });
  return language ? { language } : {};
}

function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const calls: NextCall[] = [];
  const seen = new Set<string>();
  const owner = f.target ? siteOrigin(f.target) : null;
  for (const s of f.scheduled) {
    if (calls.length >= 5) break;
    const node = f.nodes[s.index];
    const keyword = node.item.keyword?.trim();
    if (!keyword) continue;
    let call: NextCall | null = null;
    if (node.item.url) {
      const url = absoluteUrl(node.item.url, owner);
      const text = fold([node.title, node.item.opportunity_type ?? ""].join(" "));
      const refresh = f.goal === "refresh_decay" || matches(REFRESH_PATTERN, text).length > 0;
      if (url && refresh) {
        const body: Record<string, unknown> = { url, keyword, ...languageField(node) };
        if (f.target) body.target = f.target;
        if (f.goal === "refresh_decay") body.refresh_goal = "recover_rankings";
        if (f.goal === "lead_generation") body.refresh_goal = "improve_conversions";
        call = {
          endpoint: "/content/refresh-brief",
          reason: `"${s.title}" (week ${s.week}) refreshes an existing page; get a gap-based brief`,
          body,
        };
      }
    } else {
      const body: Record<string, unknown> = { keyword, ...languageField(node) };
      if (f.target) body.target = f.target;
      call = {
        endpoint: "/content/brief",
        reason: `"${s.title}" (week ${s.week}) needs a new page; get a writer-ready brief`,
        body,
      };
    }
    if (!call) continue;
    const key = `${call.endpoint} ${JSON.stringify(call.body)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    calls.push(call);
  }
  return calls;
}

/** The Monday on or after `now`'s UTC date, at 00:00 UTC. */
function mondayOnOrAfter(now: Date): Date {
  const ms = Number.isFinite(now.getTime()) ? now.getTime() : 0;
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const shift = (8 - day.getUTCDay()) % 7;
  return new Date(midnight + shift * 86_400_000);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function sum(values: readonly number[]): number {
  return round(values.reduce((a, b) => a + b, 0), 2);
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
