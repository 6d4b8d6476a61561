import type { ExclusionRule } from "./types.ts";

/** The source already links to the target (and the link is neither lost nor broken). */
export const alreadyLinks: ExclusionRule = {
  id: "already_links",
  applies: (p) =>
    p.linksToTarget && !p.lost && !p.broken
      ? "linked_competitors includes the target: it already links to you"
      : null,
};
