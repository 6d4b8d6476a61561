/** The provider's own ranking of the page for the keyword: one undated before/after view. */
import type { RankedKeywordRow } from "../../providers/labs_types.ts";
import { normaliseKeyword } from "../../store/serp_history.ts";
import type { ProviderRanking } from "./result.ts";

/** The row of `keyword` among the page's ranked keywords; null when it is not there. */
export function rowOfKeyword(
  rows: readonly RankedKeywordRow[],
  keyword: string,
): RankedKeywordRow | null {
  const wanted = normaliseKeyword(keyword);
  return rows.find((r) => normaliseKeyword(r.keyword.keyword) === wanted) ?? null;
}

/** The provider's ranking as the audit reports it. */
export function providerRankingOf(row: RankedKeywordRow | null): ProviderRanking | null {
  if (!row) return null;
  const p = row.position;
  const movement = row.is_lost
    ? "lost"
    : p.is_new
    ? "new"
    : p.is_up
    ? "up"
    : p.is_down
    ? "down"
    : "unchanged";
  return {
    rank: p.rank_group,
    rank_absolute: p.rank_absolute,
    previous_rank_absolute: p.previous_rank_absolute,
    movement,
    url: p.url,
  };
}
