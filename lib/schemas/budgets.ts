/**
 * A project's budget and month-to-date usage as a workspace reads it
 * (`GET /api/v1/projects`, `GET /api/v1/projects/{id}/budget`), declared once.
 */
import { z } from "zod";

/** A project id: what `x-project-id` carries (projects exist once a request names them). */
export const ProjectIdSchema = z.string().regex(
  /^[A-Za-z0-9][A-Za-z0-9._:\/-]{0,127}$/,
  "must be 1-128 letters, digits or . _ : / - starting with a letter or digit",
);

/** A project's budget setting (docs/contract.md#budgets). */
export const BudgetSettingSchema = z.strictObject({
  limit_credits: z.number().int().min(0).describe("Credits the project may use per month (UTC)."),
  warn_at_percent: z.number().int().min(1).max(100)
    .describe("`project.budget_warning` fires once a month when usage reaches this percent."),
  hard_stop: z.boolean().describe(
    "When true, a charge that would exceed the limit is refused (402).",
  ),
  updated_at: z.iso.datetime(),
});

/** A project's budget setting. */
export type BudgetSetting = z.output<typeof BudgetSettingSchema>;

/** A project's budget state in the current period. */
export const ProjectBudgetSchema = z.strictObject({
  project_id: z.string(),
  period: z.string().regex(/^\d{4}-\d{2}$/).describe("The budget period: a calendar month, UTC."),
  used_credits: z.number().int().min(0).describe("Credits charged to the project this period."),
  budget: BudgetSettingSchema.nullable().describe("Null when the project has no budget."),
  remaining_credits: z.number().int().min(0).nullable()
    .describe("Credits left this period under the budget; null without a budget."),
  percent_used: z.number().min(0).nullable()
    .describe("used_credits as a percent of limit_credits; null without a budget."),
  warning_fired_at: z.iso.datetime().nullable()
    .describe("When `project.budget_warning` fired this period, or null."),
  exceeded_fired_at: z.iso.datetime().nullable()
    .describe("When `project.budget_exceeded` fired this period, or null."),
});

/** A project's budget state in the current period. */
export type ProjectBudget = z.output<typeof ProjectBudgetSchema>;

/** `GET /api/v1/projects`: every project with a budget or with usage this period. */
export const ProjectListSchema = z.strictObject({
  period: z.string().regex(/^\d{4}-\d{2}$/),
  projects: z.array(ProjectBudgetSchema),
});

/** `GET /api/v1/projects`. */
export type ProjectList = z.output<typeof ProjectListSchema>;
