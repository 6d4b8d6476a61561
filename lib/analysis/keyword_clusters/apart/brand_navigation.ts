import type { ApartRule } from "./types.ts";

/** Another brand's navigation query ("acme login") is served by that brand's site: set aside. */
export const brandNavigation: ApartRule = {
  id: "brand_navigation",
  method:
    "another brand's navigation query ('<brand> login', '<brand> pricing', set aside as singletons)",
  apart: (a, b) => Boolean(a.navigational || b.navigational),
};
