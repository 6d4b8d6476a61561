/**
 * What the owner's movement is attributed to, one reading a file, in the order they are
 * tried: a SERP-wide shift (update-driven), a page-specific loss, or nothing to act on.
 */
import { firstDecision } from "../../rule.ts";
import type { OwnerFacts } from "../facts.ts";
import { monitor } from "./monitor.ts";
import { pageSpecific } from "./page_specific.ts";
import { serpShift } from "./serp_shift.ts";
import type { AttributionRule, Decision } from "./types.ts";

export type * from "./types.ts";

/** The readings, in the order they are tried; the first that applies decides. */
export const ATTRIBUTION_RULES: readonly AttributionRule[] = [serpShift, pageSpecific, monitor];

/** The decision (the first reading that applies; `monitor` always does) and its summary. */
export function attributionOf(o: OwnerFacts): { decision: Decision; summary: string } {
  const { rule, value } = firstDecision(ATTRIBUTION_RULES, o)!;
  return { decision: (rule as AttributionRule).id, summary: value };
}
