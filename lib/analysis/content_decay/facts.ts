/** What the workflow reads: the audit without its extras, and the fetch facts behind it. */
import type { ContentDecayData } from "./input.ts";
import type { DecayAudit } from "./result.ts";
import type { Observation } from "./series.ts";

export interface WorkflowFacts {
  audit: DecayAudit;
  data: ContentDecayData;
  /** The window's observations (with their results), oldest first. */
  observations: readonly Observation[];
  confidence: number;
}

/** "position 4", or "not listed (beyond 50)" for an absent page. */
export function positionText(position: number | null, depth: number): string {
  return position === null ? `not listed (beyond ${depth})` : `position ${position}`;
}
