/** The shape of a limitation rule. */
import type { WorkflowFacts } from "../facts.ts";

/** One limitation of the comparison: its notes (none when it does not apply). */
export interface LimitationRule {
  id: string;
  method: string;
  notes(f: WorkflowFacts): string[];
}
