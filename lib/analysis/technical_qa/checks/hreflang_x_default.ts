/**
 * An hreflang set of two or more languages without `x-default`: Google recommends one for
 * visitors whose language no version serves (Search Central, *Tell Google about localized
 * versions of your page*). A recommendation, so minor.
 */
import { GOOGLE } from "../sources.ts";
import { type Check, htmlOnly, servedOnly } from "./types.ts";

export const hreflangXDefault: Check = {
  id: "hreflang_x_default",
  severity: "low",
  source: GOOGLE.hreflang,
  method: "an hreflang set of two or more languages without an x-default entry",
  needs: servedOnly(htmlOnly("<link rel=alternate hreflang>")),
  assess(f) {
    const langs = new Set(f.page.hreflang.map((h) => h.lang.toLowerCase()));
    if (langs.size < 2 || langs.has("x-default")) return null;
    return {
      title: "The hreflang set has no x-default",
      count: 1,
      examples: [[...langs].join(", ")],
      why: "x-default names the page for visitors whose language none of the versions serves.",
      fix: "Add an x-default hreflang entry (on every version) pointing at the fallback page.",
    };
  },
};
