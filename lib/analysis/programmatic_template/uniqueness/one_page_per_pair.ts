import type { UniquenessRuleSpec } from "./types.ts";

/** Comparisons (or two keyword variables): [a] vs [b] and [b] vs [a] are one page. */
export const onePagePerPair: UniquenessRuleSpec = {
  id: "one_page_per_pair",
  rules(ctx) {
    if (!(ctx.playbook === "comparisons" || ctx.keywordVars.length >= 2)) return [];
    return [{
      rule: "one_page_per_pair",
      requirement:
        "[a] vs [b] and [b] vs [a] are one page: order pairs canonically (e.g. alphabetically) and redirect the reverse",
      applies_to: [...ctx.keywordVars],
      why: "reversed pairs target the same search",
    }];
  },
};
