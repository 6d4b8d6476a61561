import type { ActionTypeRule } from "./types.ts";

/** A broken link: the source links to a broken URL of the target. */
export const repair: ActionTypeRule = {
  id: "repair",
  reason: "broken_link: the source links to a broken URL of the target",
  applies: (p) => p.broken,
};
