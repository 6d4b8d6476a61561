/** What an action rule reads, and the shape of a rule. */
import type { RecommendedAction } from "../../../agent/workflow.ts";
import type { Decision } from "../attribution/mod.ts";
import type { OwnerFacts, WorkflowFacts } from "../facts.ts";

/** The analysis's figures, the owner's movement and the decision. */
export interface ActionContext {
  f: WorkflowFacts;
  o: OwnerFacts;
  decision: Decision;
}

/** One kind of recommended action: its entries (none when it does not apply). */
export interface ActionRule {
  id: string;
  method: string;
  actions(ctx: ActionContext): RecommendedAction[];
}
