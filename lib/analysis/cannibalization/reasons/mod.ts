/** The reason rules, in the order their reasons are found (a later rule sees earlier ones). */
import type { Context } from "../facts.ts";
import type { PairFacts } from "../pair_facts.ts";
import type { ConflictReason } from "../result.ts";
import { canonicalGraph } from "./canonical_graph.ts";
import { canonicalIgnored } from "./canonical_ignored.ts";
import { nearDuplicateTitle } from "./near_duplicate_title.ts";
import { noindexStillRanking } from "./noindex_still_ranking.ts";
import { primaryKeyword } from "./primary_keyword.ts";
import { rankingQueries } from "./ranking_queries.ts";
import { targetKeywords } from "./target_keywords.ts";
import type { ReasonRule } from "./types.ts";

export type { ReasonRule } from "./types.ts";

export const REASON_RULES: readonly ReasonRule[] = [
  primaryKeyword,
  targetKeywords,
  rankingQueries,
  nearDuplicateTitle,
  noindexStillRanking,
  canonicalIgnored,
  canonicalGraph,
];

/**
 * Every reason the rules find for a pair, in rule order. Each rule is shown the reasons found
 * before it (noindex_still_ranking only adds to another reason), so the rules are asked one by
 * one rather than through `allDecisions`.
 */
export function reasonsOf(f: PairFacts, ctx: Context): ConflictReason[] {
  const found: ConflictReason[] = [];
  for (const rule of REASON_RULES) found.push(...rule.decide({ f, ctx, found }) ?? []);
  return found;
}
