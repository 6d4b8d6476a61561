import { LINK_GAP_COMPETITORS } from "../thresholds.ts";
import { type ActionTypeRule, DECIDES } from "./types.ts";

export const linkGap: ActionTypeRule = {
  id: "link_gap",
  decides: DECIDES,
  when: `links to ${LINK_GAP_COMPETITORS}+ competitors, not to you`,
  because:
    "SEO practice (link-gap analysis): a site that links to several competitors links within the topic and is the likeliest to link to you too",
  decide: ({ p }) => p.competitors.size >= LINK_GAP_COMPETITORS || null,
};
