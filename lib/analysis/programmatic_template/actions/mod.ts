/** The recommended actions of the agent workflow, one kind a file, in the order listed. */
import type { RecommendedAction } from "../../../agent/workflow.ts";
import { allDecisions } from "../../rule.ts";
import type { WorkflowFacts } from "../workflow_facts.ts";
import { enforceGates } from "./enforce_gates.ts";
import { enrichThin } from "./enrich_thin.ts";
import { fixBlocking } from "./fix_blocking.ts";
import { launch } from "./launch.ts";
import { mapUniqueFields } from "./map_unique_fields.ts";
import { oneLocation } from "./one_location.ts";
import { refreshData } from "./refresh_data.ts";
import { resolveDuplicates } from "./resolve_duplicates.ts";
import { supplyRecords } from "./supply_records.ts";
import type { ActionContext, ActionRule } from "./types.ts";
import { uniquePageContent } from "./unique_page_content.ts";

export type * from "./types.ts";

/** The action rules, in the order their actions are listed. */
export const ACTION_RULES: readonly ActionRule[] = [
  fixBlocking,
  supplyRecords,
  enrichThin,
  resolveDuplicates,
  mapUniqueFields,
  refreshData,
  oneLocation,
  uniquePageContent,
  launch,
  enforceGates,
];

/** What every action rule reads. */
export function actionContext(f: WorkflowFacts): ActionContext {
  const r = f.result;
  const doorway = r.scale_risk.risks.find((x) => x.risk === "doorway_pages" && x.level !== "low");
  // One real location behind every page: no advice on building the pages applies.
  const oneLocation = doorway !== undefined && /^one location/.test(doorway.reason);
  return { f, r, n: r.checks.sample_size, doorway, oneLocation };
}

/** The recommended actions, rule by rule. */
export function actionsOf(f: WorkflowFacts): RecommendedAction[] {
  const ctx = actionContext(f);
  return allDecisions(ACTION_RULES, ctx).flat();
}
