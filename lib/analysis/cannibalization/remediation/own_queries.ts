/**
 * A page that wins queries of its own (enough clicks, and enough of its clicks, on queries the
 * kept page does not rank for) is a page of its own: never merged or redirected away.
 */
import { ownQueryClicks } from "../preferred.ts";
import { REMEDIATION } from "../thresholds.ts";
import { differentiate } from "./differentiate.ts";
import { DECIDES, type RemediationRule } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

export const ownQueries: RemediationRule = {
  id: "own_queries",
  decides: DECIDES,
  when:
    `${REMEDIATION.own_query_clicks}+ clicks, and a share of at least ${REMEDIATION.own_query_share} of the page's clicks, on queries the kept page does not rank for: differentiate (a page of its own)`,
  because:
    "Search Console's clicks by query show the page earns searches the kept page does not rank for; SEO practice: consolidate only what overlaps, since a merge or a 301 would hand that traffic to a page Google does not show for those searches",
  decide({ p, k, r, make }) {
    const ownClicks = ownQueryClicks(p, k);
    if (
      ownClicks < REMEDIATION.own_query_clicks ||
      ownClicks < REMEDIATION.own_query_share * (p.clicks ?? 0)
    ) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} wins queries of its own (${
        plural(ownClicks, "click")
      } on queries ${k.url} does not rank for); keep both and leave the contested query to ${k.url}`,
    );
  },
};
