import { sameSite } from "../hosts.ts";
import { DECIDES, type ExclusionRule } from "./types.ts";

export const ownSite: ExclusionRule = {
  id: "own_site",
  decides: DECIDES,
  when: "the source is the target's own site (subdomains included)",
  because: "links within one site are internal links, not backlinks: there is no link to win",
  decide: ({ p, targetKey }) =>
    targetKey !== null && sameSite(p.domainKey, targetKey)
      ? "the source is the target's own site"
      : null,
};
