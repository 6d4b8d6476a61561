/**
 * The kind of link action a prospect is, one rule a file: the first rule that applies decides
 * (see `method.classification`); outreach applies to every prospect.
 */
import type { Prospect } from "../facts.ts";
import type { OpportunityType } from "../kinds.ts";
import { digitalPr } from "./digital_pr.ts";
import { linkGap } from "./link_gap.ts";
import { outreach } from "./outreach.ts";
import { reclaim } from "./reclaim.ts";
import { repair } from "./repair.ts";
import { resourcePage } from "./resource_page.ts";
import type { ActionTypeRule, Signals } from "./types.ts";

export type { ActionTypeRule, ClassifyFacts, Signals } from "./types.ts";

/** The classification rules, in the order they are asked (most feasible first). */
export const ACTION_TYPE_RULES: readonly ActionTypeRule[] = [
  reclaim,
  repair,
  linkGap,
  resourcePage,
  digitalPr,
  outreach,
];

/** The action type of a prospect, given its authority and best asset match. */
export function classify(p: Prospect, s: Signals): OpportunityType {
  return ACTION_TYPE_RULES.find((rule) => rule.decide({ ...s, p }) !== null)!.id;
}
