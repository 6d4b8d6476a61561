import { DECIDES, type ExclusionRule } from "./types.ts";

export const alreadyLinks: ExclusionRule = {
  id: "already_links",
  decides: DECIDES,
  when: "linked_competitors includes the target and the link is neither lost nor broken",
  because:
    "linked_competitors lists the sites the source links to (the field's meaning): with the target among them the link exists, so there is nothing to win",
  decide: ({ p }) =>
    p.linksToTarget && !p.lost && !p.broken
      ? "linked_competitors includes the target: it already links to you"
      : null,
};
