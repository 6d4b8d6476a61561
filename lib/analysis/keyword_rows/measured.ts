/**
 * A keyword the site does not rank for yet, as the keyword lists show it: the judged row
 * (scored at the position its difficulty allows), its priority and demand trend.
 */
import { z } from "zod";
import { LevelSchema } from "../../agent/workflow.ts";
import type { KeywordMetrics } from "../../providers/labs_types.ts";
import { keywordRow, keywordRowFields, priorityOf } from "./row.ts";
import { trendOf, TrendSchema } from "./trend.ts";

/** One measured keyword of a keyword list. */
export const MeasuredKeywordSchema = z.strictObject({
  ...keywordRowFields,
  priority: LevelSchema.describe("From opportunity_score (see `method.priority`)."),
  trend: TrendSchema,
});

/** One measured keyword of a keyword list. */
export type MeasuredKeyword = z.output<typeof MeasuredKeywordSchema>;

/** The measured keyword of `m`, judged as not yet ranking. */
export function measuredKeyword(m: KeywordMetrics): MeasuredKeyword {
  const row = keywordRow(m, null);
  return {
    ...row,
    priority: priorityOf(row.opportunity_score),
    trend: trendOf(m.monthly_searches),
  };
}

/** A row with no figure at all is no data, not a zero. */
export function hasFigures(m: KeywordMetrics): boolean {
  return m.search_volume !== null || m.cpc !== null || m.keyword_difficulty !== null;
}

/** Unknown volume cannot be shown to meet a minimum, so it fails any minimum above 0. */
export function meetsMinimum(volume: number | null, min: number): boolean {
  return min === 0 || (volume ?? -1) >= min;
}

/** How many of `values` fall on each of `keys` (keys listed first, at 0). */
export function countBy<T extends string>(values: T[], keys: readonly T[]): Record<T, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
