import type { AttributionRule } from "./types.ts";

/** The owner lost while the SERP around it was calm: the loss is the page's own. */
export const pageSpecific: AttributionRule = {
  id: "refresh_content",
  method:
    "the owner lost 3+ positions or dropped out in an interval that was stable or moderate: the loss looks page-specific, check and refresh the page",
  applies: (o) => o.ownerLoss !== null,
  summary: () =>
    "The SERP was calm in that interval, so the loss looks page-specific: check and refresh the page",
};
