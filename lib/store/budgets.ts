/** Project budgets (decisions §3): a credit limit per `x-project-id`, with a warning level. */
import { keys } from "./keys.ts";

/** A project's budget. */
export interface Budget {
  workspace_id: string;
  project_id: string;
  limit_credits: number;
  warn_at_percent: number;
  hard_stop: boolean;
  updated_at: string;
}

/** Creates or replaces a project's budget. */
export async function setBudget(kv: Deno.Kv, budget: Budget): Promise<Budget> {
  await kv.set(keys.budget(budget.workspace_id, budget.project_id), budget);
  return budget;
}

/** A project's budget, or null when it has none. */
export async function getBudget(
  kv: Deno.Kv,
  workspaceId: string,
  projectId: string,
): Promise<Budget | null> {
  return (await kv.get<Budget>(keys.budget(workspaceId, projectId))).value;
}
