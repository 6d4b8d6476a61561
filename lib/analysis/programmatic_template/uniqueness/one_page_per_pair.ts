import { DECIDES, type UniquenessRuleSpec } from "./types.ts";

export const onePagePerPair: UniquenessRuleSpec = {
  id: "one_page_per_pair",
  decides: DECIDES,
  when:
    "the comparisons playbook, or a keyword pattern with two or more variables: [a] vs [b] and [b] vs [a] are one page",
  because:
    "SEO practice: reversed pairs answer one search; Google Search Central (consolidate duplicate URLs): keep one URL and redirect or canonicalise the other",
  decide(ctx) {
    // Two keyword variables make pairs.
    if (!(ctx.playbook === "comparisons" || ctx.keywordVars.length >= 2)) return null;
    return [{
      rule: "one_page_per_pair",
      requirement:
        "[a] vs [b] and [b] vs [a] are one page: order pairs canonically (e.g. alphabetically) and redirect the reverse",
      applies_to: [...ctx.keywordVars],
      why: "reversed pairs target the same search",
    }];
  },
};
