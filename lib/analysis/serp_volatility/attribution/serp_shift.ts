import type { AttributionRule } from "./types.ts";

/** The whole SERP moved: the loss (if any) is update-driven, so investigate before editing. */
export const serpShift: AttributionRule = {
  id: "investigate_serp_shift",
  method:
    "the owner's loss interval (else the whole period) scored volatile or highly volatile: the SERP moved as a whole, investigate the shift before changing pages",
  applies: (o) => o.shifted,
  summary: (o) =>
    o.ownerLoss
      ? "The whole SERP moved in that interval: investigate the shift before changing pages"
      : "Investigate the shift before changing pages",
};
