/**
 * Ranked keywords: what a domain or page ranks for, each ranking read for its movement, the
 * opportunity its position calls for (protect, push to the top 3, push onto page 1, long shot,
 * reclaim) and an opportunity score from the position it can reach from where it stands.
 */
import type { z } from "zod";
import type { RankedKeywordsRequestSchema } from "../../operations/domain_ranked_keywords.ts";
import type { RankedKeywordRow, RowsAnswer } from "../../providers/provider.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import {
  byOpportunity,
  countBy,
  descNullable,
  keywordRow,
  meetsMinimum,
  PRIORITY_METHOD,
  priorityOf,
  type ResolvedMarket,
} from "../keyword_rows/mod.ts";
import { brandProfile, mentionsBrand } from "../business/brand.ts";
import { type SiteTopics, siteTopics } from "../business/site_topics.ts";
import { round } from "../../toolkit/numbers.ts";
import { relevanceOf, SET_ASIDE } from "./relevance.ts";
import {
  bandOf,
  MOVEMENT_METHOD,
  movementOf,
  OPPORTUNITY_TYPES,
  opportunityTypeOf,
} from "./judge.ts";
import type { RankedKeyword, RankedKeywordsResult } from "./result.ts";
import { targetHostOf, workflowOf } from "./workflow.ts";

export { RankedKeywordsResultSchema } from "./result.ts";
export type { RankedKeyword, RankedKeywordsResult } from "./result.ts";

/** The parsed `/domain/ranked-keywords` request. */
export type RankedKeywordsInput = z.output<typeof RankedKeywordsRequestSchema>;

const METHOD = {
  opportunity: OPPORTUNITY_FORMULA,
  reachable_position:
    "from the current rank (a lost ranking: its last rank): top 3 hold their place, 4-10 halve it, 11-20 reach 8, beyond: half the rank but not above 8",
  opportunity_type: OPPORTUNITY_TYPES,
  movement: MOVEMENT_METHOD,
  relevance:
    "first that applies: brand (the owner's name in any spelling, or its name word beside a domain word where the site ranks 1-3); namesake (the name with words the site has no topic for, ranked below 3); career (job/salary/course modifiers); other_navigation (DataForSEO labels it navigational and it is not the owner's name); homonym (shares the brand's name word and no topic word, or ranks on a page of homonyms); on_topic (shares a word with the searches the site's selling pages win); unclear. Topics: the words of non-brand commercial or transactional rankings and of rankings on product, service or category pages, read when at least 3 such rankings exist",
  priority: PRIORITY_METHOD,
  sort:
    "opportunity: opportunity_score, then volume; estimated_traffic, search_volume, cpc: highest first; rank: best first; ties keep the provider's order. Rows above max_rank, below min_search_volume (unknown volume fails a minimum above 0) or lost without include_lost are dropped first",
};

/** One ranking, judged by its position (its relevance is read next, with the others). */
function rankedKeyword(row: RankedKeywordRow): Omit<RankedKeyword, "relevance"> {
  const p = row.position;
  const rank = Math.max(1, p.rank_group);
  const judged = keywordRow(row.keyword, rank);
  return {
    ...judged,
    rank,
    rank_absolute: Math.max(1, p.rank_absolute),
    url: p.url,
    result_type: p.type,
    movement: movementOf(row),
    estimated_traffic: round(Math.max(0, p.etv), 1),
    opportunity_type: opportunityTypeOf(rank, row.is_lost),
    priority: priorityOf(judged.opportunity_score),
  };
}

/** The rankings with their relevance: set-aside ones are never pushed, unclear ones capped. */
function withRelevance(
  rows: Omit<RankedKeyword, "relevance">[],
  input: RankedKeywordsInput,
  market: ResolvedMarket,
): { rows: RankedKeyword[]; topics: SiteTopics } {
  const brand = brandProfile({
    target: targetHostOf(input.target),
    brand_terms: input.brand_terms,
  });
  const language = market.language_code;
  const topics = siteTopics(
    brand.domain,
    rows,
    language,
    (r) => mentionsBrand(r.keyword, brand.terms),
  );
  const ctx = { brand: brand.terms, topics, language };
  const first = rows.map((r) => relevanceOf(r, ctx, () => false));
  const pageHomonyms = (i: number) => () => {
    const others = rows.map((r, j) => ({ r, j })).filter(({ r, j }) =>
      j !== i && r.url !== null && r.url === rows[i].url
    );
    const homonyms = others.filter(({ j }) => first[j].kind === "homonym").length;
    return homonyms >= 2 && homonyms >= 0.5 * others.length;
  };
  const judged = rows.map((r, i) => {
    const relevance = first[i].kind === "unclear" && topics.established
      ? relevanceOf(r, ctx, pageHomonyms(i))
      : first[i];
    if (SET_ASIDE.has(relevance.kind)) {
      return { ...r, relevance, opportunity_type: "set_aside" as const, priority: "low" as const };
    }
    const capped = relevance.kind === "unclear" && r.priority === "high" ? "medium" : r.priority;
    return { ...r, relevance, priority: capped };
  });
  return { rows: judged, topics };
}

type Filtered = RankedKeywordsResult["totals"]["filtered_out"];

/** Why a row is dropped locally (first that applies), or null when it stays. */
function dropReason(row: RankedKeyword, input: RankedKeywordsInput): keyof Filtered | null {
  if (row.movement.status === "lost" && !input.include_lost) return "lost_not_requested";
  if (row.rank > input.max_rank) return "above_max_rank";
  if (!meetsMinimum(row.search_volume, input.min_search_volume)) return "below_min_search_volume";
  return null;
}

const ORDERS: Record<
  RankedKeywordsInput["sort_by"],
  (a: RankedKeyword, b: RankedKeyword) => number
> = {
  opportunity: byOpportunity,
  estimated_traffic: (a, b) => b.estimated_traffic - a.estimated_traffic,
  rank: (a, b) => a.rank - b.rank,
  search_volume: (a, b) => descNullable(a.search_volume, b.search_volume),
  cpc: (a, b) => descNullable(a.cpc, b.cpc),
};

function totalsOf(
  answer: RowsAnswer<RankedKeywordRow>,
  filtered: Filtered,
  rows: RankedKeyword[],
): RankedKeywordsResult["totals"] {
  const live = rows.filter((r) => r.movement.status !== "lost");
  const lost = rows.filter((r) => r.movement.status === "lost");
  const sum = (list: RankedKeyword[]) =>
    round(list.reduce((s, r) => s + r.estimated_traffic, 0), 1);
  const brand = live.filter((r) => r.relevance.kind === "brand");
  const setAside = live.filter((r) => SET_ASIDE.has(r.relevance.kind));
  return {
    provider_total: Math.max(answer.total_count, answer.rows.length),
    received: answer.rows.length,
    filtered_out: filtered,
    returned: rows.length,
    estimated_traffic: sum(live),
    lost_traffic: sum(lost),
    brand_split: {
      brand_keywords: brand.length,
      brand_traffic: sum(brand),
      non_brand_traffic: round(sum(live) - sum(brand), 1),
      brand_traffic_share: sum(live) > 0 ? round(sum(brand) / sum(live), 2) : 0,
      set_aside_keywords: setAside.length,
      set_aside_traffic: sum(setAside),
    },
    by_rank_band: countBy(
      rows.map((r) => bandOf(r.rank, r.movement.status === "lost")),
      ["top3", "pos_4_10", "pos_11_20", "pos_21_100", "lost"],
    ),
    by_movement: countBy(rows.map((r) => r.movement.status), [
      "new",
      "up",
      "down",
      "stable",
      "lost",
    ]),
    by_opportunity_type: countBy(rows.map((r) => r.opportunity_type), []),
  };
}

/** Reads the provider's rankings of the target. */
export function analyzeRankedKeywords(
  input: RankedKeywordsInput,
  answer: RowsAnswer<RankedKeywordRow>,
  market: ResolvedMarket,
): RankedKeywordsResult {
  // Judge every ranking by its position, then by what it is to the business.
  const { rows: judged, topics } = withRelevance(answer.rows.map(rankedKeyword), input, market);
  // Apply the request's filters locally and count what each dropped.
  const filtered: Filtered = {
    above_max_rank: 0,
    below_min_search_volume: 0,
    lost_not_requested: 0,
  };
  const kept = judged.filter((row) => {
    const reason = dropReason(row, input);
    if (reason) filtered[reason]++;
    return reason === null;
  });
  // Order as asked (a stable sort keeps the provider's order on ties) and cut to limit.
  const keywords = kept.sort(ORDERS[input.sort_by]).slice(0, input.limit);
  const result = {
    target: input.target,
    market,
    data_source: answer.provider,
    sort_by: input.sort_by,
    keywords,
    totals: totalsOf(answer, filtered, keywords),
    site_topics: {
      domain_words: topics.domain_words,
      name_words: topics.name_words,
      selling_rankings: topics.evidence,
      established: topics.established,
    },
    method: METHOD,
  };
  return { ...result, ...workflowOf(result) };
}
