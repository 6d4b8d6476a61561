/** The shape of a classification rule. */
import type { Test } from "../../rule.ts";
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

/** A prospect and its signals: what a classification rule reads. */
export interface ClassifyFacts extends Signals {
  p: Prospect;
}

/** Makes a prospect this type of link action (true) when it applies, else null. */
export type ActionTypeRule = Test<ClassifyFacts> & { readonly id: OpportunityType };

/** What every classification rule decides: the `method` entry that lists them. */
export const DECIDES = "classification";
