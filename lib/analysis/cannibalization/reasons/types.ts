/** What a reason rule reads and returns. */
import type { Rule } from "../../rule.ts";
import type { Context } from "../facts.ts";
import type { PairFacts } from "../pair_facts.ts";
import type { ConflictReason } from "../result.ts";

/** What a reason rule reads: the pair's shared evidence, the site, and the reasons found before it. */
export interface PairEvidence {
  f: PairFacts;
  ctx: Context;
  found: readonly ConflictReason[];
}

/**
 * One kind of evidence that two pages compete: the reasons it finds for the pair (one or more),
 * or null. Its `confidence` is the evidence its reasons stand for (`EVIDENCE` of thresholds.ts).
 */
export type ReasonRule = Rule<PairEvidence, ConflictReason[]>;

/** What every reason rule decides: why two pages conflict, the `method` entry that lists them. */
export const DECIDES = "reasons";

/** A text in double quotes, as reasons quote keywords and titles. */
export function quote(text: string): string {
  return `"${text}"`;
}
