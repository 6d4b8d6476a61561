import { MOVE_POSITIONS } from "../thresholds.ts";
import { type AttributionRule, DECIDES } from "./types.ts";

/** Asked after `serpShift`, so the owner's loss interval was calm when this applies. */
export const pageSpecific: AttributionRule = {
  id: "refresh_content",
  decides: DECIDES,
  when:
    `the owner lost ${MOVE_POSITIONS}+ positions or dropped out in an interval that was stable or moderate`,
  because:
    "a fall while the rest of the results held is the page's own: Google Search Central's guide to debugging Search traffic drops lists page- and site-level causes (technical and indexing issues, manual actions) apart from algorithmic updates; check and refresh the page",
  decide: (o) =>
    o.ownerLoss !== null
      ? "The rest of the results held in that interval (stable or only moderate movement), so the loss looks page-specific: check and refresh the page"
      : null,
};
