/**
 * The kinds of gap a topic can be, one rule a file. Their conditions exclude each other; a
 * topic none of them holds is covered by the site and not reported.
 */
import type { GapFacts } from "../facts.ts";
import type { GapType } from "../result.ts";
import { missing } from "./missing.ts";
import { partial } from "./partial.ts";
import type { GapRule } from "./types.ts";
import { underperforming } from "./underperforming.ts";

export type { GapRule } from "./types.ts";

/** The gap rules, in the order of `gap_type`. */
export const GAP_RULES: readonly GapRule[] = [missing, partial, underperforming];

/** The kind of gap a topic is, or null when the site covers it well enough. */
export function gapTypeOf(f: GapFacts): GapType | null {
  return GAP_RULES.find((r) => r.decide(f) !== null)?.id ?? null;
}

/** The rule of a gap type. */
export function gapRule(id: GapType): GapRule {
  return GAP_RULES.find((r) => r.id === id)!;
}
