/** The shape of a limitation rule. */
import type { Rule } from "../../rule.ts";
import type { WorkflowFacts } from "../facts.ts";

/** One limitation of the comparison: its notes when it applies, else null. */
export type LimitationRule = Rule<WorkflowFacts, string[]>;

/** What every limitation rule decides: the `method` entry that lists them. */
export const DECIDES = "limitations";
