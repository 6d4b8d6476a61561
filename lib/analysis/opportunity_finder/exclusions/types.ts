/** The shape of an exclusion rule. */
import type { Rule } from "../../rule.ts";
import type { Prospect } from "../facts.ts";
import type { ExclusionCode } from "../result.ts";

/** What the exclusion rules read besides the prospect. */
export interface ExclusionContext {
  maxSpam: number;
  targetKey: string | null;
  /** Competitor domains named in the prospects' `linked_competitors`. */
  rivals: ReadonlySet<string>;
}

/** A prospect and the context it is screened in. */
export interface ExclusionFacts extends ExclusionContext {
  p: Prospect;
}

/** Excludes a prospect before scoring: why (the exclusion's reason), or null when it does not. */
export type ExclusionRule = Rule<ExclusionFacts, string> & { readonly id: ExclusionCode };

/** What every exclusion rule decides: the `method` entry that lists them. */
export const DECIDES = "exclusions";
