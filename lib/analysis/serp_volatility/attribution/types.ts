/** The shape of an attribution rule. */
import type { Rule } from "../../rule.ts";
import type { OwnerFacts } from "../facts.ts";

/** The workflow's decisions, one per attribution rule. */
export type Decision = "investigate_serp_shift" | "refresh_content" | "monitor";

/**
 * One reading of the owner's movement: when it applies, the summary's closing sentence (without
 * its full stop); null when it does not. Its id is the workflow's decision.
 */
export type AttributionRule = Rule<OwnerFacts, string> & { readonly id: Decision };

/** What every attribution rule decides: the `method` entry that lists them. */
export const DECIDES = "decision";
