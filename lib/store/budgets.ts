/**
 * Project budgets (docs/contract.md#budgets): a credit limit per `x-project-id`, with a warning
 * level, and the month-to-date state a workspace reads (`GET /api/v1/projects`).
 */
import { monthPeriod } from "../credits.ts";
import type { z } from "zod";
import type { StoredBudgetSchema } from "../schemas/admin.ts";
import type { BudgetSetting, ProjectBudget, ProjectList } from "../schemas/budgets.ts";
import { keys } from "./keys.ts";
import type { Store } from "./port.ts";

/** A project's budget as stored. */
export type Budget = z.output<typeof StoredBudgetSchema>;

/** Creates or replaces a project's budget. */
export async function setBudget(kv: Store, budget: Budget): Promise<Budget> {
  await kv.set(keys.budget(budget.workspace_id, budget.project_id), budget);
  return budget;
}

/** A project's budget, or null when it has none. */
export async function getBudget(
  kv: Store,
  workspaceId: string,
  projectId: string,
): Promise<Budget | null> {
  return (await kv.get<Budget>(keys.budget(workspaceId, projectId))).value;
}

/**
 * A project's budget and usage in the month of `now` (UTC). A project is any id requests were
 * attributed to: one with no budget and no usage reads as zeros with `budget: null`.
 */
export async function readProjectBudget(
  kv: Store,
  scope: { workspaceId: string; projectId: string },
  now: Date,
): Promise<ProjectBudget> {
  const { workspaceId, projectId } = scope;
  const period = monthPeriod(now.toISOString());
  const [budget, counter, warned, exceeded] = await kv.getMany<
    [Budget, Deno.KvU64, { at: string }, { at: string }]
  >([
    keys.budget(workspaceId, projectId),
    keys.usageCounter(workspaceId, period, "project", projectId),
    keys.budgetAlert(workspaceId, projectId, period, "warning"),
    keys.budgetAlert(workspaceId, projectId, period, "exceeded"),
  ]);
  const used = counter.value ? Number(counter.value.value) : 0;
  const setting = budget.value ? budgetSetting(budget.value) : null;
  return {
    project_id: projectId,
    period: period.slice(1),
    used_credits: used,
    budget: setting,
    remaining_credits: setting ? Math.max(0, setting.limit_credits - used) : null,
    percent_used: setting
      ? setting.limit_credits > 0 ? Math.round((used / setting.limit_credits) * 1000) / 10 : 100
      : null,
    warning_fired_at: warned.value?.at ?? null,
    exceeded_fired_at: exceeded.value?.at ?? null,
  };
}

/** Every project of the workspace with a budget or with usage in the month of `now`. */
export async function listProjectBudgets(
  kv: Store,
  workspaceId: string,
  now: Date,
): Promise<ProjectList> {
  const period = monthPeriod(now.toISOString());
  const ids = new Set<string>();
  for await (const e of kv.list<Budget>({ prefix: keys.budgets(workspaceId) })) {
    ids.add(e.value.project_id);
  }
  const used = kv.list<Deno.KvU64>({
    prefix: keys.usageDimension(workspaceId, period, "project"),
  });
  for await (const e of used) if (e.value.value > 0n) ids.add(e.key.at(-1) as string);
  const projects = await Promise.all(
    [...ids].sort().map((projectId) => readProjectBudget(kv, { workspaceId, projectId }, now)),
  );
  return { period: period.slice(1), projects };
}

/** The public part of a stored budget. */
function budgetSetting(budget: Budget): BudgetSetting {
  return {
    limit_credits: budget.limit_credits,
    warn_at_percent: budget.warn_at_percent,
    hard_stop: budget.hard_stop,
    updated_at: budget.updated_at,
  };
}
