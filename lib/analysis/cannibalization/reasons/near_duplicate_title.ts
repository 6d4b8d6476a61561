/** Near-duplicate titles: the same words in both titles, site-wide boilerplate left out. */
import { round } from "../../text.ts";
import { STRENGTH } from "../thresholds.ts";
import { quote, type ReasonRule } from "./types.ts";

export const nearDuplicateTitle: ReasonRule = {
  id: "near_duplicate_title",
  method: {
    near_duplicate_title:
      "stem Jaccard of the titles >= title_similarity, after dropping words found in more than half of the titles (brand suffixes) when there are 5+ pages: strength 0.3 x similarity",
  },
  assess(f, ctx) {
    const similarity = f.titleSimilarity;
    if (!f.wording || similarity === null) return [];
    if (similarity < ctx.t.title_similarity - 1e-9) return [];
    return [{
      type: "near_duplicate_title",
      strength: round(STRENGTH.title * similarity, 3),
      description: `Titles are ${round(similarity * 100, 0)}% the same words: ${
        quote(f.a.title)
      } / ${quote(f.b.title)}`,
      keywords: [],
      urls: [f.a.url, f.b.url],
    }];
  },
};
