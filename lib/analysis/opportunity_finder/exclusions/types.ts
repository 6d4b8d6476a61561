/** The shape of an exclusion rule. */
import type { Prospect } from "../facts.ts";
import type { ExclusionCode } from "../result.ts";

/** What the exclusion rules read besides the prospect. */
export interface ExclusionContext {
  maxSpam: number;
  targetKey: string | null;
  /** Competitor domains named in the prospects' `linked_competitors`. */
  rivals: ReadonlySet<string>;
}

/** A rule that excludes a prospect before scoring, with its reason. */
export interface ExclusionRule {
  id: ExclusionCode;
  /** Why the prospect is excluded, or null when the rule does not apply. */
  applies: (p: Prospect, ctx: ExclusionContext) => string | null;
}
