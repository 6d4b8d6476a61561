import { DECIDES, type PriorityCap } from "./types.ts";

export const unverifiedAndUnmatched: PriorityCap = {
  id: "unverified_and_unmatched",
  decides: DECIDES,
  cap: "medium",
  when:
    "a new link (not a reclaim or repair) with no link attributes supplied and no owned page to pitch: at most medium",
  because:
    "outreach practice: without knowing the link type and without an asset that fits the outlet, a pitch is a guess, so it cannot be a top priority",
  decide: (s) =>
    s.type !== "reclaim" && s.type !== "repair" && s.p.dofollow === null && !s.asset
      ? "no link attributes were supplied and no owned page fits it"
      : null,
};
