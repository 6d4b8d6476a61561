import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["reclaim", "repair"] as const;

export const reclaimLostLinks = goalRule({
  id: "reclaim_lost_links",
  focus,
  strict: true,
  when: `${focusClause(focus, true)}; authority ${
    weight("reclaim_lost_links", "authority")
  } decides which lost equity to chase first`,
  because:
    "SEO practice (link reclamation): links already earned are the cheapest to recover, and the strongest sources are worth chasing first",
});
