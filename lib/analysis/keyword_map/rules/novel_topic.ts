import type { KeywordRule } from "./types.ts";

/**
 * A weak match for an offering that lacks the keyword's distinguishing words, when no page of
 * the site uses them ("gift voucher" on a cooking-class page, "enfant" on the adult course), is
 * a missing page: the site has nothing on that topic yet, and stuffing the words into a page
 * about something else would not serve the searcher. Questions are left to the score: a guide
 * can be widened to answer a neighbouring question.
 */
export const novelTopic: KeywordRule = {
  id: "novel_topic",
  method:
    "A weak match for a product or service query whose page lacks at least a third of the keyword's topic words, none of which appear anywhere on the site, is a missing page rather than a page to optimise (a question can be answered by widening a guide; one offering's page cannot become another's).",
  apply({ kw, base, pages, onSite }) {
    if (base.status !== "weak" || !base.best || kw.topic.length === 0) return null;
    // A question can be answered by widening a guide; an offering cannot become another one.
    if (kw.intent === "informational") return null;
    const page = pages[base.best.page];
    const novel = kw.topic.flatMap((s, i) =>
      !page.stems.has(s) && !onSite(s) ? [kw.topicWords[i]] : []
    );
    if (novel.length === 0 || novel.length * 3 < kw.topic.length) return null;
    return {
      kind: "missing",
      rule: this.id,
      reason: `no page of the site mentions ${
        novel.map((w) => `"${w}"`).join(" or ")
      }: the closest page is about something else, so "${kw.text}" needs its own page`,
    };
  },
};
