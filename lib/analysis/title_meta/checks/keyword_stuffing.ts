/** A keyword repeated in a title or description reads as spam and gets rewritten. */
import type { SnippetRisk } from "./types.ts";
import { times } from "../../../toolkit/prose.ts";

function repeats(text: string | null, keyword: string): number {
  if (!text || !keyword) return 0;
  return text.toLowerCase().split(keyword.toLowerCase()).length - 1;
}

export const keywordStuffing: SnippetRisk = {
  id: "keyword_stuffing",
  severity: "medium",
  method: "the keyword twice or more in the title, or three times or more in the description",
  assess(f) {
    const t = repeats(f.currentTitle, f.keyword);
    const d = repeats(f.currentDescription, f.keyword);
    if (t < 2 && d < 3) return null;
    return {
      detail: `"${f.keyword}" appears ${times(t)} in the title and ${times(d)} in the description`,
      fix:
        "Name the keyword once, near the start, and use the rest for what makes the page worth the click.",
    };
  },
};
