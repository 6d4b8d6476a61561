/** The shape of an attribution rule. */
import type { OwnerFacts } from "../facts.ts";

/** The workflow's decisions, one per attribution rule. */
export type Decision = "investigate_serp_shift" | "refresh_content" | "monitor";

/** One reading of the owner's movement: when it applies, and what the summary says then. */
export interface AttributionRule {
  id: Decision;
  method: string;
  applies(o: OwnerFacts): boolean;
  /** The summary's closing sentence (without its full stop). */
  summary(o: OwnerFacts): string;
}
