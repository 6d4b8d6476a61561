import { DECISION_EVIDENCE } from "../thresholds.ts";
import { DECIDES, type KeywordRule } from "./types.ts";

/**
 * A page whose URL is about exactly the keyword's topic (`/hotels/key-west` for "key west
 * hotel", `/compare/dog-insurance` for "cheap dog insurance") owns it: the words the score
 * missed are modifiers the page type serves, and the homepage, a hub of everything, does not
 * outrank the page dedicated to the topic.
 */
export const dedicatedPage: KeywordRule = {
  id: "dedicated_page",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    "a page other than the homepage whose URL holds every topic word of the keyword, and whose slug is about nothing else, when its intent fits: it owns the keyword (strong), even over a homepage or a higher field score",
  because:
    "SEO practice: one page per topic, and the page dedicated to a topic is its landing page, while a homepage is a hub of everything; a descriptive URL names what its page is about (Google Search Central, URL structure)",
  decide({ kw, matches, pages, base, fits }) {
    if (kw.topic.length === 0 || kw.sides) return null;
    const topic = new Set(kw.topic);
    const dedicated = (id: number) => {
      const p = pages[id];
      return !p.home && kw.topic.every((s) => p.pathStems.has(s)) && p.slugTopic.length > 0 &&
        p.slugTopic.every((s) => topic.has(s)) && fits(id);
    };
    const found = matches.find((m) => dedicated(m.page));
    if (!found) return null;
    if (base.best && base.best.page === found.page && base.status === "strong") return null;
    if (base.best && base.best.page !== found.page && dedicated(base.best.page)) return null;
    return {
      kind: "assign",
      page: found.page,
      status: "strong",
      rule: this.id,
      reason: "its URL is about exactly this topic; the other words are modifiers its page serves",
    };
  },
};
