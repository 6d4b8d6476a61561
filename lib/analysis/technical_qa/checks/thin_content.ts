/** Too few words for the kind of page (editorial pages 300, product and local pages 100 ...). */
import { THIN_WORDS } from "../thresholds.ts";
import type { Check } from "./types.ts";

export const thinContent: Check = {
  id: "thin_content",
  severity: "medium",
  method: `visible words against the page type's minimum (${
    Object.entries(THIN_WORDS).map(([k, v]) => `${k} ${v}`).join(", ")
  }); utility pages (login, cart, legal) are exempt`,
  needs: (f) => f.utility ? "does not apply: a utility page (login, cart, legal ...)" : null,
  assess(f) {
    const min = THIN_WORDS[f.page_type.type];
    const words = f.page.word_count;
    if (words >= min) return null;
    const kind = f.page_type.type === "unknown"
      ? "page"
      : f.page_type.type === "editorial"
      ? "editorial page"
      : f.page_type.type.replace(/_/g, " ");
    return {
      title: `Thin content: ${words} words for ${
        /^[aeiou]/.test(kind) ? "an" : "a"
      } ${kind} (minimum ${min})`,
      count: words,
      examples: [],
      why: "A page that says little rarely answers a search better than the pages already ranking.",
      fix: `Expand the page to at least ${min} words of substance (examples, steps, data).`,
    };
  },
};
