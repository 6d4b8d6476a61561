import { sameSite } from "../hosts.ts";
import { DECIDES, type ExclusionRule } from "./types.ts";

export const competitor: ExclusionRule = {
  id: "competitor",
  decides: DECIDES,
  when:
    "the source is a competitor's own site (a domain the prospects name in linked_competitors), unless its link to the target was lost or broken",
  because:
    "SEO practice: competitors do not link to a competitor's products; a link one gave before may still be recovered",
  decide: ({ p, rivals }) => {
    const rival = [...rivals].find((key) => sameSite(p.domainKey, key));
    return rival && !p.lost && !p.broken
      ? `${p.domain} is a competitor's site (${rival} is named in the prospects' linked_competitors): competitors do not link to a competitor's products`
      : null;
  },
};
