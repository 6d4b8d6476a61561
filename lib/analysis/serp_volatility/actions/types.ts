/** What an action rule reads, and the shape of a rule. */
import type { RecommendedAction } from "../../../agent/workflow.ts";
import type { Rule } from "../../rule.ts";
import type { Decision } from "../attribution/mod.ts";
import type { OwnerFacts, WorkflowFacts } from "../facts.ts";

/** The analysis's figures, the owner's movement and the decision. */
export interface ActionContext {
  f: WorkflowFacts;
  o: OwnerFacts;
  decision: Decision;
}

/** One kind of recommended action: its entries when it applies, else null. */
export type ActionRule = Rule<ActionContext, RecommendedAction[]>;

/** What every action rule decides: the `method` entry that lists them. */
export const DECIDES = "actions";
