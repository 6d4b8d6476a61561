import { sameSite } from "../hosts.ts";
import type { ExclusionRule } from "./types.ts";

/** The source is the target's own site (subdomains included): no link to win. */
export const ownSite: ExclusionRule = {
  id: "own_site",
  applies: (p, { targetKey }) =>
    targetKey !== null && sameSite(p.domainKey, targetKey)
      ? "the source is the target's own site"
      : null,
};
