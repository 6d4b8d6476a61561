import type { ActionTypeRule } from "./types.ts";

/** A source that links to two or more competitors, not to you. */
export const linkGap: ActionTypeRule = {
  id: "link_gap",
  reason: "links to 2+ competitors, not to you",
  applies: (p) => p.competitors.size >= 2,
};
