/** The `/content/action-plan` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

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
    // The rules, each entry listing the rules that decide it (`decides`).
    goal_terms: z.string(),
    unscheduled: z.string(),
    risk_register: z.string(),
  }),
  scheduled_actions: z.array(z.strictObject({
    index: z.number().int().min(0).describe(
      "Position of the item in the request's `items` (0-based).",
    ),
    id: z.string().nullable(),
    title: z.string().min(1),
    week: z.number().int().min(1),
    end_week: z.number().int().min(1).describe(
      "The last week it takes: later than `week` when an item larger than the weekly capacity spills over.",
    ),
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
        "Larger than the weekly capacity: it spills over from `week` to `end_week`, filling each week's free capacity.",
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
      "scaled_content",
      "doorway",
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
        "Scheduled effort / total capacity (never above 100: oversized items spill over).",
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
