/** The brand belongs at the end of a non-home title: the start is for what the page offers. */
import type { SignalCheck } from "./types.ts";

export const titleBrand: SignalCheck = {
  id: "title_brand",
  method: "the brand, when in the title, comes after what the page offers",
  assess(f) {
    if (!f.currentTitle || !f.brand) return null;
    const at = f.currentTitle.toLowerCase().indexOf(f.brand.toLowerCase());
    if (at < 0) {
      return { status: "pass", detail: `No brand in the title (${f.brand} could close it)` };
    }
    if (at === 0 && f.currentTitle.length > f.brand.length + 3) {
      return {
        status: "warn",
        detail: `The title opens with the brand ${f.brand}: lead with the offer`,
      };
    }
    return { status: "pass", detail: `The brand ${f.brand} closes the title` };
  },
};
