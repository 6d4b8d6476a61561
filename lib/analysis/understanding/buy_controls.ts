/**
 * Buttons and links that put an item in a cart, outside the site's chrome. A product page
 * offers one item (one control, two with a sticky copy); a listing shows one per item.
 */
import { inChrome, type PageModel } from "../../web/html.ts";
import { ADD_TO_CART } from "./result_type_rules.ts";

/** How many add-to-cart controls the page's content shows. */
export function buyControlCount(page: PageModel): number {
  const controls = [
    ...page.buttons.filter((b) => !inChrome(b.regions)).map((b) => b.text),
    ...page.links.filter((l) => !inChrome(l.regions)).map((l) => l.text),
  ];
  return controls.filter((t) => ADD_TO_CART.test(t.toLowerCase())).length;
}

/** One item offered: one or two add-to-cart controls. */
export function offersOneItem(page: PageModel): boolean {
  const n = buyControlCount(page);
  return n >= 1 && n <= 2;
}
