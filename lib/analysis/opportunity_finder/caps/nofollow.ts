import type { PriorityCap } from "./types.ts";

/** A nofollow link passes little authority: at most medium. */
export const nofollow: PriorityCap = {
  id: "nofollow",
  cap: "medium",
  applies: (s) => s.p.dofollow === false ? "the link would be nofollow" : null,
};
