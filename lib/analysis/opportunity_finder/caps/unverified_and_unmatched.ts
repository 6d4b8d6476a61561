import type { PriorityCap } from "./types.ts";

/** A new link with no attributes supplied and no owned page to pitch: at most medium. */
export const unverifiedAndUnmatched: PriorityCap = {
  id: "unverified_and_unmatched",
  cap: "medium",
  applies: (s) =>
    s.type !== "reclaim" && s.type !== "repair" && s.p.dofollow === null && !s.asset
      ? "no link attributes were supplied and no owned page fits it"
      : null,
};
