/**
 * Buttons and links that put an item in a cart, outside the site's chrome. A product page
 * offers one item (one control, two with a sticky copy); a listing shows one per item.
 */
import { CHROME_REGIONS, type PageModel, type PageRegion } from "../../web/html.ts";
import { ADD_TO_CART } from "./result_type_rules.ts";

/** How many add-to-cart controls the page's content shows. */
export function buyControlCount(page: PageModel): number {
  const outside = (regions: readonly PageRegion[]) => !regions.some((r) => CHROME_REGIONS.has(r));
  const controls = [
    ...page.buttons.filter((b) => outside(b.regions)).map((b) => b.text),
    ...page.links.filter((l) => outside(l.regions)).map((l) => l.text),
  ];
  return controls.filter((t) => ADD_TO_CART.test(t.toLowerCase())).length;
}

/** One item offered: one or two add-to-cart controls. */
export function offersOneItem(page: PageModel): boolean {
  const n = buyControlCount(page);
  return n >= 1 && n <= 2;
}
