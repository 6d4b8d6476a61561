/** Near-duplicate titles: the same words in both titles, site-wide boilerplate left out. */
import { round } from "../../../toolkit/numbers.ts";
import { EPSILON, EVIDENCE, STRENGTH, TITLE_BOILERPLATE } from "../thresholds.ts";
import { DECIDES, quote, type ReasonRule } from "./types.ts";

const TYPE = "near_duplicate_title";

export const nearDuplicateTitle: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `stem Jaccard of the titles >= title_similarity, after dropping words found in more than ${TITLE_BOILERPLATE.share} of the titles (brand suffixes) when there are ${TITLE_BOILERPLATE.min_pages}+ pages: strength ${STRENGTH.title} x similarity`,
  because:
    "each page's <title> should be distinct and describe that page (Google Search Central, title links); two titles of the same words say the pages are about the same thing",
  confidence: EVIDENCE[TYPE],
  decide({ f, ctx }) {
    const similarity = f.titleSimilarity;
    if (!f.wording || similarity === null) return null;
    if (similarity < ctx.t.title_similarity - EPSILON) return null;
    return [{
      type: TYPE,
      strength: round(STRENGTH.title * similarity, 3),
      description: `Titles are ${round(similarity * 100, 0)}% the same words: ${
        quote(f.a.title)
      } / ${quote(f.b.title)}`,
      keywords: [],
      urls: [f.a.url, f.b.url],
    }];
  },
};
