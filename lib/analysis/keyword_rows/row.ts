/**
 * One keyword's metrics as the provider gave them, read once: intent, buyer stage and page type
 * (`judgeKeyword`) and the opportunity score at the position a page can reach
 * (`reachablePosition`, `opportunityScore`). Declared once for every keyword-shaped result.
 */
import {
  BriefPageTypeSchema,
  BuyerStageSchema,
  IntentBuyingFirstSchema,
} from "../../toolkit/values.ts";
import type { Level } from "../../agent/workflow.ts";
import { z } from "zod";
import type { KeywordMetrics } from "../../providers/labs_types.ts";
import { judgeKeyword, opportunityScore, reachablePosition } from "../keyword_judgement/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import { about, formatNumber } from "../../toolkit/prose.ts";

/**
 * One keyword's metrics and judgement (`judgeKeyword`), declared once: every keyword-shaped row
 * of the Labs operations spreads these and adds its own fields.
 */
export const keywordFields = {
  keyword: z.string().min(1),
  search_volume: z.number().int().min(0).nullable()
    .describe("Average monthly searches in the market; null when the provider has no figure."),
  cpc: z.number().min(0).nullable().describe("Cost per click in USD; null when unknown."),
  competition: z.number().min(0).max(1).nullable()
    .describe("Paid competition 0-1; null when unknown."),
  competition_level: z.enum(["low", "medium", "high"]).nullable(),
  keyword_difficulty: z.number().min(0).max(100).nullable()
    .describe("Organic ranking difficulty 0-100; null when unknown (scored as 50)."),
  intent: IntentBuyingFirstSchema,
  intent_source: z.enum(["provider", "modifiers"])
    .describe("`provider`: the provider's intent model; `modifiers`: the query's own words."),
  buyer_stage: BuyerStageSchema,
  recommended_page_type: BriefPageTypeSchema.describe(
    "The page type that serves the keyword (the /content/brief page types).",
  ),
  serp_features: z.array(z.string()).describe("SERP features shown for the keyword."),
};

/** One keyword's metrics and judgement. */
export type KeywordFacts = z.output<z.ZodObject<typeof keywordFields>>;

/** The fields of one judged keyword with its opportunity, for result schemas to spread. */
export const keywordRowFields = {
  ...keywordFields,
  reachable_position: z.number().int().min(1)
    .describe("The position the opportunity score assumes a page can reach."),
  opportunity_score: z.number().min(0).max(100)
    .describe("0-100, see `method.opportunity`: higher is more traffic for less effort."),
};

/** One judged keyword. */
export const KeywordRowSchema = z.strictObject(keywordRowFields);

/** One judged keyword. */
export type KeywordRow = z.output<typeof KeywordRowSchema>;

/** A figure the provider gave, clamped into its range (a stray value never breaks the schema). */
function clampRounded(value: number | null, max: number, digits: number): number | null {
  return value === null ? null : round(Math.min(max, Math.max(0, value)), digits);
}

/** The metrics of `m`, each clamped into its range, and its judgement. */
export function keywordFacts(m: KeywordMetrics): KeywordFacts {
  return {
    keyword: m.keyword,
    search_volume: m.search_volume === null ? null : Math.max(0, Math.round(m.search_volume)),
    cpc: clampRounded(m.cpc, Number.MAX_SAFE_INTEGER, 2),
    competition: clampRounded(m.competition, 1, 2),
    competition_level: m.competition_level,
    keyword_difficulty: clampRounded(m.keyword_difficulty, 100, 0),
    ...judgeKeyword(m.keyword, m.main_intent),
    serp_features: [...m.serp_features],
  };
}

/**
 * The judged row of `m`; `current` is where the page ranks now (null: not ranking, so the
 * reachable position follows difficulty alone).
 */
export function keywordRow(m: KeywordMetrics, current: number | null): KeywordRow {
  const facts = keywordFacts(m);
  const reachable = reachablePosition(current, facts.keyword_difficulty);
  return {
    ...facts,
    reachable_position: reachable,
    opportunity_score: opportunityScore({
      search_volume: facts.search_volume,
      keyword_difficulty: facts.keyword_difficulty,
      reachable_position: reachable,
    }),
  };
}

/** A figure as reports print it: "12,300", or "unknown" when the provider gave none. */
export function figure(n: number | null): string {
  return n === null ? "unknown" : formatNumber(n, { digits: 2 });
}

/** An estimate (clicks) as a sentence says it: "about 180", "under 1", or "unknown". */
export function estimate(n: number | null): string {
  return n === null ? "unknown" : about(n);
}

/** Opportunity score bands of a keyword's priority: the one band rule of the Labs operations. */
export const PRIORITY_BANDS = { high: 40, medium: 20 };

/** What `method.priority` says. */
export const PRIORITY_METHOD =
  `high: opportunity_score >= ${PRIORITY_BANDS.high}; medium: >= ${PRIORITY_BANDS.medium}; else low`;

/** The priority of a keyword from its opportunity score. */
export function priorityOf(score: number): Level {
  if (score >= PRIORITY_BANDS.high) return "high";
  return score >= PRIORITY_BANDS.medium ? "medium" : "low";
}

/** The normalised form two spellings of one keyword share (case, spacing). */
export function keywordKey(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Descending by a nullable number, unknowns last (two unknowns tie). */
export function descNullable(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/** `rows` by `key`, largest first and unknown last; ties by keyword. */
export function sortByKey<T extends { keyword: string }>(
  rows: readonly T[],
  key: (row: T) => number | null,
): T[] {
  return [...rows].sort((a, b) =>
    descNullable(key(a), key(b)) || a.keyword.localeCompare(b.keyword)
  );
}

/** Highest opportunity first, then volume, then the keyword (a stable, total order). */
export function byOpportunity(a: KeywordRow, b: KeywordRow): number {
  return b.opportunity_score - a.opportunity_score ||
    descNullable(a.search_volume, b.search_volume) || a.keyword.localeCompare(b.keyword);
}
