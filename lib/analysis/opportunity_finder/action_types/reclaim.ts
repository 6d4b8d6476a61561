import type { ActionTypeRule } from "./types.ts";

/** A lost link: the source linked to you before. */
export const reclaim: ActionTypeRule = {
  id: "reclaim",
  reason: "lost_link",
  applies: (p) => p.lost,
};
