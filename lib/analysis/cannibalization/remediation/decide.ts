/**
 * Remediation: every page but the kept one is judged against the page kept for it; the first
 * rule that decides gives the action.
 */
import { firstDecision } from "../../rule.ts";
import type { Page } from "../pages.ts";
import type { PairResult } from "../pair.ts";
import type { Remediation, RemediationAction } from "../result.ts";
import { PRIORITY } from "../thresholds.ts";
import { canonicalBroken } from "./canonical_broken.ts";
import { canonicalIgnored } from "./canonical_ignored.ts";
import { differentIntent } from "./different_intent.ts";
import { differentPageKind } from "./different_page_kind.ts";
import { merge } from "./merge.ts";
import { noindexed } from "./noindexed.ts";
import { ownQueries } from "./own_queries.ts";
import { partialOverlap } from "./partial_overlap.ts";
import { stepsFor } from "./steps.ts";
import { thinPage } from "./thin_page.ts";
import type { Judged, RemediationRule } from "./types.ts";
import { urlVariant } from "./url_variant.ts";
import { weakPage } from "./weak_page.ts";
import type { RemediateContext } from "./walk.ts";

/** The rules in order; `merge` always decides. */
export const REMEDIATION_RULES: readonly RemediationRule[] = [
  noindexed,
  canonicalBroken,
  canonicalIgnored,
  differentPageKind,
  differentIntent,
  ownQueries,
  partialOverlap,
  urlVariant,
  thinPage,
  weakPage,
  merge,
];

/** Page `p`'s remediation against the kept page `k`, through their conflict `r`. */
export function decide(p: Page, k: Page, r: PairResult, ctx: RemediateContext): Remediation {
  const judged = judgedOf(p, k, r, ctx);
  return firstDecision(REMEDIATION_RULES, judged)?.value ?? merge.decide(judged)!;
}

/** What the rules read about page `p` judged against the kept page `k`. */
export function judgedOf(p: Page, k: Page, r: PairResult, ctx: RemediateContext): Judged {
  const topic = r.sharedKeywords[0] ?? r.sharedQueries.find((q) => q.contested)?.query ??
    k.primary?.text ?? null;
  const make = (
    action: RemediationAction,
    reason: string,
    priority: "high" | "medium" | "low" = PRIORITY[r.severity],
  ): Remediation => ({
    url: p.url,
    cluster_id: ctx.clusterId,
    action,
    relative_to: k.url,
    priority,
    reason,
    conflict_id: ctx.conflictId.get(r)!,
    suggested_keyword: null,
    suggestion_source: null,
    steps: stepsFor(action, p, k, topic),
  });
  return {
    p,
    k,
    r,
    types: new Set(r.reasons.map((x) => x.type)),
    share: r.a === p.id ? r.shareA : r.shareB,
    make,
  };
}
