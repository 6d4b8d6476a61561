/**
 * The judgement rules of \`/content/keyword-map\`, applied after the field score has picked the
 * closest page: each reads what an SEO reads (the query's modifiers, the page's URL and type,
 * what the site covers at all) and may overrule the score, with its reason. The first rule
 * that speaks decides. Pure.
 */
import { dedicatedPage } from "./dedicated_page.ts";
import { localQuery } from "./local_query.ts";
import { novelTopic } from "./novel_topic.ts";
import { oneSidedComparison } from "./one_sided_comparison.ts";
import type { KeywordRule, RuleContext, Ruling } from "./types.ts";

export type * from "./types.ts";

/** The rules, in the order they are asked; the first that rules decides. */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  localQuery,
  oneSidedComparison,
  dedicatedPage,
  novelTopic,
];

/** The first ruling of the rules, or null when the score stands. */
export function judge(ctx: RuleContext): Ruling | null {
  for (const rule of KEYWORD_RULES) {
    const ruling = rule.apply(ctx);
    if (ruling) return ruling;
  }
  return null;
}
