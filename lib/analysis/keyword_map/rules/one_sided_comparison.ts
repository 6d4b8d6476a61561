import type { KeywordRule } from "./types.ts";

/** "x vs y" needs a page that covers both sides, not a review of one of them. */
export const oneSidedComparison: KeywordRule = {
  id: "one_sided_comparison",
  method:
    'A comparison query ("x vs y") is served only by a page covering both sides; a page about one side is not a match, and a comparison page is proposed.',
  apply({ kw, base, pages }) {
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
