/** The shape of a classification rule. */
import type { Asset, Prospect } from "../facts.ts";
import type { OpportunityType } from "../kinds.ts";

/** What a rule reads besides the prospect: its authority and its best asset match. */
export interface Signals {
  /** Normalised authority 0-1, or null when no rank was supplied. */
  authority: number | null;
  /** The best asset's match score (0 when none). */
  match: number;
  asset: Asset | null;
}

/** A rule that makes a prospect this type of link action when it applies. */
export interface ActionTypeRule {
  id: OpportunityType;
  /** When the rule applies, as `method.classification` states it. */
  reason: string;
  applies: (p: Prospect, s: Signals) => boolean;
}
