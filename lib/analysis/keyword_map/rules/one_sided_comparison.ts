import { DECISION_EVIDENCE } from "../thresholds.ts";
import { DECIDES, type KeywordRule } from "./types.ts";

/** "x vs y" needs a page that covers both sides, not a review of one of them. */
export const oneSidedComparison: KeywordRule = {
  id: "one_sided_comparison",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    'a comparison query ("x vs y") whose closest page does not carry the topic words of both sides: missing, and a comparison page is proposed',
  because:
    "SEO practice: a comparison search is answered by a page that weighs both sides against each other; a page about one side does not answer it",
  decide({ kw, base, pages }) {
    if (!kw.sides || !base.best || base.status === "missing") return null;
    const page = pages[base.best.page];
    const covers = (side: string[]) => side.length > 0 && side.every((s) => page.stems.has(s));
    const [a, b] = kw.sides;
    if (covers(a) && covers(b)) return null;
    return {
      kind: "missing",
      rule: this.id,
      reason:
        `"${kw.text}" compares two things; the closest page covers only one side: it needs a comparison page`,
    };
  },
};
