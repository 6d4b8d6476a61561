/**
 * What the owner's movement is attributed to, one reading a file, in the order they are
 * tried: a SERP-wide shift (update-driven), a page-specific loss, or nothing to act on.
 */
import type { OwnerFacts } from "../facts.ts";
import { monitor } from "./monitor.ts";
import { pageSpecific } from "./page_specific.ts";
import { serpShift } from "./serp_shift.ts";
import type { AttributionRule } from "./types.ts";

export type * from "./types.ts";

/** The readings, in the order they are tried; the first that applies decides. */
export const ATTRIBUTION_RULES: readonly AttributionRule[] = [serpShift, pageSpecific, monitor];

export function attributionOf(o: OwnerFacts): AttributionRule {
  return ATTRIBUTION_RULES.find((rule) => rule.applies(o))!;
}
