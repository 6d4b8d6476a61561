/** The target keyword should appear in the h1 or the title (all its words, any order). */
import { GOOGLE } from "../sources.ts";
import { type Check, liveOnly } from "./types.ts";

function words(s: string): string[] {
  return s.toLowerCase().normalize("NFKC").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** True when every word of `keyword` occurs in `text`. */
export function containsKeyword(text: string, keyword: string): boolean {
  const have = new Set(words(text));
  return words(keyword).every((w) =>
    have.has(w) || have.has(`${w}s`) || have.has(w.replace(/s$/, ""))
  );
}

export const keywordPlacement: Check = {
  id: "keyword_placement",
  severity: "low",
  source: GOOGLE.titleLinks,
  method: "when keyword is given: all of its words in the h1 or the title",
  needs: liveOnly((f) => f.keyword === null ? "needs keyword" : null),
  assess(f) {
    const keyword = f.keyword!;
    const h1 = f.page.headings.filter((h) => h.level === 1).map((h) => h.text).join(" ");
    const title = f.page.title ?? "";
    if (containsKeyword(h1, keyword) || containsKeyword(title, keyword)) return null;
    return {
      title: `The keyword "${keyword}" is in neither the h1 nor the title`,
      count: 1,
      examples: [`h1: ${h1 || "(none)"}`, `title: ${title || "(none)"}`],
      why: "The title and h1 are the strongest on-page statements of what the page is about.",
      fix: `Work "${keyword}" into the title and the h1.`,
    };
  },
};
