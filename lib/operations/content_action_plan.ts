import { z } from "zod";
import {
  ActionPlanResultSchema,
  buildActionPlan,
  PlanGoalSchema,
  PriorityLevelSchema,
} from "../analysis/action_plan/mod.ts";
import { defineOperation } from "./define.ts";
import { intRange, itemExtras, itemUrl, keyword, ownerTarget, stringList, text } from "./shared.ts";

/** One work item of the plan. */
const actionItem = z.object({
  id: text(100).optional().describe("Optional id that `dependencies` of other items may use."),
  title: text(300).describe('What to do, e.g. "Refresh the pricing guide".'),
  keyword: keyword.optional(),
  url: itemUrl.optional(),
  priority: PriorityLevelSchema.optional()
    .describe("Business priority; missing counts as medium."),
  impact_score: z.number().min(0).max(100).optional()
    .describe("Expected impact 0-100; missing counts as 50."),
  effort: z.number().min(0.5).max(40).optional()
    .describe("Effort in points (same unit as weekly_capacity, 0.5-40); missing counts as 1."),
  status: z.enum(["todo", "in_progress", "done", "blocked"]).default("todo")
    .describe("done items are skipped; blocked items (and what waits on them) stay unscheduled."),
  dependencies: stringList(20, 300).optional()
    .describe("Titles or ids of items that must come first (same week allowed)."),
  ...itemExtras,
});

/** The `/content/action-plan` request; the analysis takes its parsed output. */
export const ActionPlanRequestSchema = z.object({
  items: z.array(actionItem).min(1).max(200).describe("Work items (1-200)."),
  target: ownerTarget,
  goal: PlanGoalSchema.optional().describe(
    "What the plan serves; items whose titles fit it score higher.",
  ),
  horizon_days: intRange(7, 90).default(30).describe("Planning horizon in days (7-90)."),
  weekly_capacity: intRange(1, 1000).default(5).describe("Effort points per week (default 5)."),
  team: stringList(50, 100).optional().describe("Assignee names, used round-robin."),
});

/** POST /content/action-plan: a dependency-aware, capacity-bound weekly SEO plan. */
export const contentActionPlan = defineOperation({
  path: "/content/action-plan",
  tag: "content",
  summary: "Turn SEO work items into a weekly, dependency-aware plan",
  description:
    "Scores each item (impact, priority, goal fit, effort, status), orders them so dependencies come first (highest score next, ties by input order), and schedules them into ceil(horizon_days / 7) weekly buckets of `weekly_capacity` effort points starting on the Monday on or after the request date. Returns scheduled actions with round-robin assignees, weekly buckets, unscheduled items with reasons, a risk register (cycles, unknown or ambiguous dependencies, blocked and oversized items, overflow, keyword overlap), a capacity summary, agent_workflow and markdown_summary.",
  input: ActionPlanRequestSchema,
  cost: 2,
  provider: false,
  example: {
    target: "example.com",
    goal: "refresh_decay",
    horizon_days: 28,
    weekly_capacity: 6,
    team: ["Ana", "Ben"],
    items: [
      {
        id: "audit",
        title: "Audit decaying blog posts",
        priority: "high",
        impact_score: 60,
        effort: 2,
      },
      {
        title: "Refresh the email deliverability guide",
        keyword: "email deliverability",
        url: "https://example.com/guides/email-deliverability",
        priority: "high",
        impact_score: 80,
        effort: 3,
        dependencies: ["audit"],
      },
      {
        title: "Write a comparison page for SPF vs DKIM",
        keyword: "spf vs dkim",
        impact_score: 50,
        effort: 4,
      },
      { title: "Consolidate old newsletter posts", effort: 2, status: "done" },
    ],
  },
  output: ActionPlanResultSchema,
  run: (input, ctx) => buildActionPlan(input, { now: ctx.now }),
});
