import { DECISION_EVIDENCE, NOVEL_WORDS_ONE_IN } from "../thresholds.ts";
import { DECIDES, type KeywordRule } from "./types.ts";

/**
 * A weak match for an offering that lacks the keyword's distinguishing words, when no page of
 * the site uses them ("gift voucher" on a cooking-class page, "enfant" on the adult course), is
 * a missing page: the site has nothing on that topic yet, and stuffing the words into a page
 * about something else would not serve the searcher. Questions are left to the score: a guide
 * can be widened to answer a neighbouring question.
 */
export const novelTopic: KeywordRule = {
  id: "novel_topic",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    `a weak match for a product or service query (not an informational one) whose page lacks at least one in ${NOVEL_WORDS_ONE_IN} of the keyword's topic words, none of which appear anywhere on the site: missing, a new page`,
  because:
    "the site has nothing on that topic yet: working its words into a page about something else would not serve the searcher (Google Search Central, helpful, people-first content) and repeating them there is keyword stuffing (Google's spam policies); a question, unlike an offering, can be answered by widening a guide",
  decide({ kw, base, pages, onSite }) {
    if (base.status !== "weak" || !base.best || kw.topic.length === 0) return null;
    // A question can be answered by widening a guide; an offering cannot become another one.
    if (kw.intent === "informational") return null;
    const page = pages[base.best.page];
    const novel = kw.topic.flatMap((s, i) =>
      !page.stems.has(s) && !onSite(s) ? [kw.topicWords[i]] : []
    );
    if (novel.length === 0 || novel.length * NOVEL_WORDS_ONE_IN < kw.topic.length) return null;
    return {
      kind: "missing",
      rule: this.id,
      reason: `no page of the site mentions ${
        novel.map((w) => `"${w}"`).join(" or ")
      }: the closest page is about something else, so "${kw.text}" needs its own page`,
    };
  },
};
