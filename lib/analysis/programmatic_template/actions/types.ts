/** What an action rule reads, and the shape of a rule. */
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

/** One kind of recommended action: its entries (none when it does not apply). */
export interface ActionRule {
  id: string;
  actions(ctx: ActionContext): RecommendedAction[];
}
