/** What an action rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { RecommendedAction } from "../../../agent/workflow.ts";
import type { ProgrammaticTemplateReport, ScaleRisk } from "../result.ts";
import type { WorkflowFacts } from "../workflow_facts.ts";

/** The workflow facts and what every action rule derives from them. */
export interface ActionContext {
  f: WorkflowFacts;
  r: ProgrammaticTemplateReport;
  /** Sample records. */
  n: number;
  /** The doorway-page risk, when above low. */
  doorway: ScaleRisk | undefined;
  /** One real location behind every page: no advice on building the pages applies. */
  oneLocation: boolean;
}

/** One kind of recommended action: its entries, or null when it does not apply. */
export type ActionRule = Rule<ActionContext, RecommendedAction[]>;

/** What every action rule decides, the `method` entry that lists them. */
export const DECIDES = "recommended_actions";

/** The actions, or null when there are none. */
export function actionsOrNull(actions: RecommendedAction[]): RecommendedAction[] | null {
  return actions.length > 0 ? actions : null;
}
