/**
 * A page that wins queries of its own (50+ clicks, at least half of its clicks, on queries the
 * kept page does not rank for) is a page of its own: never merged or redirected away.
 */
import { ownQueryClicks } from "../preferred.ts";
import { differentiate } from "./differentiate.ts";
import type { RemediationRule } from "./types.ts";

export const ownQueries: RemediationRule = {
  id: "own_queries",
  method:
    "50+ clicks, and at least half of the page's clicks, on queries the kept page does not rank for -> differentiate (a page of its own)",
  decide({ p, k, r, make }) {
    const ownClicks = ownQueryClicks(p, k);
    if (ownClicks < 50 || ownClicks < 0.5 * (p.clicks ?? 0)) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} wins queries of its own (${ownClicks} clicks on queries ${k.url} does not rank for); keep both and leave the contested query to ${k.url}`,
    );
  },
};
