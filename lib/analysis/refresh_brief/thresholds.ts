/** The numbers of the refresh brief's goal rules, declared once; `when` and the rules read them. */
import type { RefreshGoal } from "./rules.ts";

/** Competitor sections each goal takes, relative to the rank band's budget. */
export const SECTION_FACTOR: Readonly<Record<RefreshGoal | "none", number>> = {
  none: 1,
  recover_rankings: 1,
  improve_conversions: 0.5,
  win_featured_snippet: 0.5,
  improve_ai_visibility: 0.75,
  expand_topic_depth: 1.5,
};
