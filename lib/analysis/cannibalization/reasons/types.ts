/** What a reason rule reads and returns. */
import type { Context } from "../facts.ts";
import type { PairFacts } from "../pair_facts.ts";
import type { ConflictReason, ReasonType } from "../result.ts";

/** One kind of evidence that two pages compete. */
export interface ReasonRule {
  id: string;
  /** What the rule finds and the strength it gives, per reason type, for `method.reasons`. */
  method: Partial<Record<ReasonType, string>>;
  /** The reasons this rule finds for the pair, given the reasons found before it. */
  assess: (f: PairFacts, ctx: Context, found: readonly ConflictReason[]) => ConflictReason[];
}

/** A text in double quotes, as reasons quote keywords and titles. */
export function quote(text: string): string {
  return `"${text}"`;
}
