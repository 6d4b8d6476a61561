import { sameSite } from "../hosts.ts";
import type { ExclusionRule } from "./types.ts";

/** A competitor's own site does not link to a competitor (unless it linked to you before). */
export const competitor: ExclusionRule = {
  id: "competitor",
  applies: (p, { rivals }) => {
    const rival = [...rivals].find((key) => sameSite(p.domainKey, key));
    return rival && !p.lost && !p.broken
      ? `${p.domain} is a competitor's site (${rival} is named in the prospects' linked_competitors): competitors do not link to a competitor's products`
      : null;
  },
};
