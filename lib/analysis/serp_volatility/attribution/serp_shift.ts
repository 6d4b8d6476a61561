import { type AttributionRule, DECIDES } from "./types.ts";

export const serpShift: AttributionRule = {
  id: "investigate_serp_shift",
  decides: DECIDES,
  when:
    "the owner's loss interval (else the whole period) scored volatile or highly volatile: the SERP moved as a whole",
  because:
    "a drop during a broad ranking update need not mean anything is wrong with the page, and Google advises waiting until an update has finished before assessing it (Google Search Central, core updates); investigate the shift before changing pages",
  decide: (o) =>
    !o.shifted
      ? null
      : o.ownerLoss
      ? "The whole SERP moved in that interval: investigate the shift before changing pages"
      : "Investigate the shift before changing pages",
};
