/** The shape of a priority cap: a rule whose decision is why it holds the priority at `cap`. */
import type { Rule } from "../../rule.ts";
import type { Priority } from "../kinds.ts";
import type { Scored } from "../score.ts";

/** Holds a prospect's priority at `cap` when it applies; `decide` gives the reason. */
export type PriorityCap = Rule<Scored, string> & { readonly cap: Priority };

/** What every cap decides, the `method` entry that lists them. */
export const DECIDES = "priority_caps";
