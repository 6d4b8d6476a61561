/**
 * The judgement rules of \`/content/keyword-map\`, applied after the field score has picked the
 * closest page: each reads what an SEO reads (the query's modifiers, the page's URL and type,
 * what the site covers at all) and may overrule the score, with its reason. The first rule
 * that speaks decides. Pure.
 */
import { firstDecision } from "../../rule.ts";
import { careersPage } from "./careers_page.ts";
import { dedicatedPage } from "./dedicated_page.ts";
import { localQuery } from "./local_query.ts";
import { novelTopic } from "./novel_topic.ts";
import { oneSidedComparison } from "./one_sided_comparison.ts";
import { pricePage } from "./price_page.ts";
import { DECISION_EVIDENCE } from "../thresholds.ts";
import type { KeywordRule, RuleContext, Ruling } from "./types.ts";

export type * from "./types.ts";

/** The rules, in the order they are asked; the first that rules decides. */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  localQuery,
  pricePage,
  careersPage,
  oneSidedComparison,
  dedicatedPage,
  novelTopic,
];

/** The first ruling of the rules, or null when the score stands. */
export function judge(ctx: RuleContext): Ruling | null {
  return firstDecision(KEYWORD_RULES, ctx)?.value ?? null;
}

/** How sure a ruling is: the `confidence` of the rule that gave it. */
export function confidenceOfRuling(ruling: Ruling): number {
  const rule = KEYWORD_RULES.find((r) => r.id === ruling.rule);
  return rule?.confidence ?? DECISION_EVIDENCE.ruling;
}
