/** Scoring: authority, asset match, score parts, priority and the order of actions. */
import { platformOf } from "../understanding/link_sources.ts";
import { byText, normalizeText } from "../../toolkit/text.ts";
import { containment, jaccard, stem } from "../../toolkit/tokens.ts";
import { round } from "../../toolkit/numbers.ts";
import { classify } from "./action_types/mod.ts";
import type { Asset, Prospect } from "./facts.ts";
import type { GoalRule } from "./goals/mod.ts";
import type { OpportunityType, Priority } from "./kinds.ts";
import type { MatchedAsset, OpportunityFinderResult, RankScale, ScoreParts } from "./result.ts";
import { coreTerms, GENERIC, pathWords } from "./terms.ts";
import {
  AUTHORITY_WEIGHTS,
  COMPETITORS_FULL,
  EXISTING_LINK_RELEVANCE,
  FEASIBILITY,
  LEVEL_RANK,
  MATCH_WEIGHTS,
  MIN_MATCH,
  NOFOLLOW,
  PLATFORM_PENALTY,
  PRIORITY_FLOOR,
  RANK_SCALE,
  SPAM_PENALTY_MAX,
  UNKNOWN,
} from "./thresholds.ts";

/** A prospect scored as one link action. */
export interface Scored {
  p: Prospect;
  type: OpportunityType;
  asset: MatchedAsset | null;
  assetLinkReason: string | null;
  authority: number | null;
  relevanceKnown: boolean;
  score: number;
  parts: ScoreParts;
  priority: Priority;
  /** Why the priority was held below what the score alone gives, if it was. */
  capped: string | null;
}

/** Normalised authority 0-1: the weighted mean of the rank fields present, or null. */
export function authorityOf(
  p: Prospect,
  scale: OpportunityFinderResult["authority_scale"],
): number | null {
  const fields: [number | null, RankScale, number][] = [
    [p.domainRank, scale.domain_rank, AUTHORITY_WEIGHTS.domain_rank],
    [p.pageRank, scale.page_rank, AUTHORITY_WEIGHTS.page_rank],
    [p.rank, scale.rank, AUTHORITY_WEIGHTS.rank],
  ];
  let sum = 0;
  let weight = 0;
  for (const [value, s, w] of fields) {
    if (value === null) continue;
    sum += w * Math.min(1, value / (s === "0-1000" ? RANK_SCALE.large : RANK_SCALE.small));
    weight += w;
  }
  return weight === 0 ? null : sum / weight;
}

/** The core stems of a prospect's topics, title and URL path. */
function prospectTerms(p: Prospect): Set<string> {
  return coreTerms(
    [...p.topics.map((t) => t.text), p.title ?? "", pathWords(p.url)].join(" \n "),
  );
}

/** The best-matching owned asset (ties: input order), or null without terms or assets. */
function bestAsset(
  p: Prospect,
  terms: Set<string>,
  assets: readonly Asset[],
): { asset: Asset; score: number } | null {
  if (terms.size === 0) return null;
  let best: { asset: Asset; score: number } | null = null;
  for (const asset of assets) {
    const coverage = p.topics.length > 0
      ? p.topics.reduce((sum, t) => sum + containment(t.core, asset.terms), 0) / p.topics.length
      : containment(terms, asset.terms);
    const score = round(
      MATCH_WEIGHTS.coverage * coverage + MATCH_WEIGHTS.jaccard * jaccard(terms, asset.terms),
      3,
    );
    if (!best || score > best.score) best = { asset, score };
  }
  return best;
}

/** Up to 6 of the prospect's words the asset also holds, as written. */
function sharedTerms(p: Prospect, asset: Asset): string[] {
  const words = [...p.topics.map((t) => t.text), p.title ?? "", pathWords(p.url)].join(" ");
  const out: string[] = [];
  for (const word of normalizeText(words).split(" ")) {
    if (!word || out.includes(word)) continue;
    const s = stem(word);
    if (asset.terms.has(s) && !GENERIC.has(s)) out.push(word);
    if (out.length >= 6) break;
  }
  return out;
}

/** Classifies and scores a prospect: score parts, score, priority and the asset to pitch. */
export function scoreProspect(
  p: Prospect,
  ctx: {
    assets: readonly Asset[];
    scale: OpportunityFinderResult["authority_scale"];
    rule: GoalRule;
  },
): Scored {
  const authority = authorityOf(p, ctx.scale);
  const terms = prospectTerms(p);
  const best = bestAsset(p, terms, ctx.assets);
  const match = best?.score ?? 0;
  const type: OpportunityType = classify(p, { authority, match, asset: best?.asset ?? null });
  const relevanceKnown = ctx.assets.length > 0 && terms.size > 0;
  let relevance = relevanceKnown ? match : UNKNOWN.relevance;
  if (type === "reclaim" || type === "repair") {
    relevance = Math.max(relevance, EXISTING_LINK_RELEVANCE);
  }
  const dofollow = p.dofollow === null ? UNKNOWN.dofollow : p.dofollow ? 1 : NOFOLLOW;
  const w = ctx.rule.weights;
  const goalAdjustment = goalAdjustmentOf(ctx.rule, type);
  const parts: ScoreParts = {
    authority: round(100 * w.authority * (authority ?? UNKNOWN.authority), 1),
    relevance: round(100 * w.relevance * relevance, 1),
    feasibility: round(100 * w.feasibility * FEASIBILITY[type], 1),
    dofollow: round(100 * w.dofollow * dofollow, 1),
    competitors: round(100 * w.competitors * Math.min(1, p.competitors.size / COMPETITORS_FULL), 1),
    goal_adjustment: goalAdjustment,
    spam_penalty: p.spam === null ? 0 : round(SPAM_PENALTY_MAX * p.spam / 100, 1),
    platform_penalty: platformOf(p.domainKey, p.sourceType) ? PLATFORM_PENALTY : 0,
  };
  const raw = parts.authority + parts.relevance + parts.feasibility + parts.dofollow +
    parts.competitors + parts.goal_adjustment - parts.spam_penalty - parts.platform_penalty;
  const score = round(Math.min(100, Math.max(0, raw)), 1);
  const asset = matchedAssetOf(p, best);
  return {
    p,
    type,
    asset,
    assetLinkReason: asset ? best!.asset.linkableReason : null,
    authority,
    relevanceKnown,
    score,
    parts,
    priority: priorityOf(score),
    capped: null,
  };
}

/** Points the campaign goal adds to (focus types) or takes from (other new links) an action. */
function goalAdjustmentOf(rule: GoalRule, type: OpportunityType): number {
  return rule.decide(type)?.adjustment ?? 0;
}

/** The best asset as pitched, or null when its match is below the floor. */
function matchedAssetOf(
  p: Prospect,
  best: { asset: Asset; score: number } | null,
): MatchedAsset | null {
  return best && best.score >= MIN_MATCH
    ? {
      url: best.asset.url,
      title: best.asset.title,
      match_score: best.score,
      shared_terms: sharedTerms(p, best.asset),
    }
    : null;
}

/** The priority band of a score. */
function priorityOf(score: number): Priority {
  return score >= PRIORITY_FLOOR.high ? "high" : score >= PRIORITY_FLOOR.medium ? "medium" : "low";
}

/** Links already earned (reclaim, repair) come first: they are the cheapest, surest wins. */
function existingLink(s: Scored): number {
  return s.type === "reclaim" ? 2 : s.type === "repair" ? 1 : 0;
}

/** The order of actions: earned links, priority, score, feasibility, authority, then by text and index. */
export function compareScored(a: Scored, b: Scored): number {
  return existingLink(b) - existingLink(a) ||
    LEVEL_RANK[b.priority] - LEVEL_RANK[a.priority] ||
    b.score - a.score ||
    FEASIBILITY[b.type] - FEASIBILITY[a.type] ||
    (b.authority ?? -1) - (a.authority ?? -1) ||
    byText(a.p.domainKey, b.p.domainKey) ||
    byText(a.p.url ?? "", b.p.url ?? "") ||
    a.p.index - b.p.index;
}
