/** The scoring, as returned in `method`. */
import { RBO_P, WEIGHTS } from "./thresholds.ts";

/**
 * The score, as returned in `method`.
 *
 * For each consecutive pair of snapshots (sorted by `checked_at`):
 *   pair_score = 100 * (0.60 * (1 - RBO) + 0.25 * (1 - Jaccard@10) + 0.15 * min(1, shift / 10))
 * where RBO is rank-biased overlap (p = 0.9, extrapolated form, both lists cut to the shorter
 * one's length), Jaccard@10 compares the URL sets at positions 1-10 (1 - RBO stands in when
 * neither has any) and shift is the mean absolute position change of URLs present in both
 * snapshots (1 when no URL is shared). Identical snapshots score 0, disjoint ones 100.
 *   volatility_score = 0.5 * mean(pair_score) + 0.5 * max(pair_score)
 * so one sharp shift (an update) is not averaged away by calm days around it.
 */
export const METHOD = {
  formula:
    "pair_score = 100 * (0.60 * (1 - RBO) + 0.25 * (1 - Jaccard@10) + 0.15 * min(1, mean_abs_position_delta / 10)); volatility_score = 0.5 * mean(pair_score) + 0.5 * max(pair_score)",
  rbo:
    "rank-biased overlap, p = 0.9, extrapolated (RBO_ext, Webber et al. 2010), both lists cut to the shorter one's length",
  jaccard_top10:
    "URLs at positions 1-10 in both / in either; when neither snapshot has any, 1 - RBO is used instead",
  mean_abs_position_delta:
    "mean |position change| of URLs present in both snapshots (whole lists); counts as 10+ when none is shared",
  entered_exited:
    "entered: URLs absent from the previous snapshot; exited: URLs absent from the next one (whole lists, not only the RBO depth); a URL ranked deeper than the other snapshot's deepest listed position is not counted, since that snapshot could not have shown it",
  pairs: "consecutive snapshots after sorting by checked_at",
  url_normalisation:
    "scheme, www., fragment and trailing slash ignored; host lowercased; duplicates keep their best position",
  visibility:
    "sum of estimated CTR (%) of a domain's URLs: 28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5 for positions 1-10, 1 for 11-20, 0.2 beyond",
  rbo_p: RBO_P,
  weights: WEIGHTS,
} as const;
