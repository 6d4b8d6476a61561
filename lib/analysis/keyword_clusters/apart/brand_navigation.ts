import { type ApartRule, DECIDES } from "./types.ts";

export const brandNavigation: ApartRule = {
  id: "brand_navigation",
  decides: DECIDES,
  when:
    "another brand's navigation query ('<brand> login', '<brand> pricing'), set aside as a singleton",
  because:
    "a navigational query is served by that brand's own site (Google's rater guidelines: Website queries); no page of ours can satisfy it",
  decide: ({ a, b }) => Boolean(a.navigational || b.navigational) || null,
};
