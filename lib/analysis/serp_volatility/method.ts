/** The scoring and the rules, as returned in `method`: numbers from `thresholds.ts`, rules' text from the rules. */
import { methodByDecision } from "../rule.ts";
import { ACTION_RULES } from "./actions/mod.ts";
import { ATTRIBUTION_RULES } from "./attribution/mod.ts";
import { LEVEL_RULES } from "./levels/mod.ts";
import { LIMITATION_RULES } from "./limitations/mod.ts";
import {
  CTR,
  CTR_DEEP,
  FIRST_PAGE,
  RBO_P,
  SCORE_MIX,
  SHIFT_SATURATION,
  URL_SWAP_POSITIONS,
  WEIGHTS,
} from "./thresholds.ts";
import { plural } from "../../toolkit/prose.ts";

/** Each rule family's sentence, by the decision it takes part in. */
const RULES = methodByDecision([
  ...LEVEL_RULES,
  ...ATTRIBUTION_RULES,
  ...ACTION_RULES,
  ...LIMITATION_RULES,
]);

const w = (x: number) => x.toFixed(2);

/**
 * The score, as returned in `method`: for each consecutive pair of snapshots (sorted by
 * `checked_at`) a pair score from rank-biased overlap, the first page's Jaccard and the mean
 * position shift; the volatility score mixes the pair scores' mean and peak, so one sharp shift
 * (an update) is not averaged away by calm days around it. Identical snapshots score 0,
 * disjoint ones 100. Then the rules: level, decision, actions, limitations.
 */
export const METHOD = {
  formula: `pair_score = 100 * (${w(WEIGHTS.rbo)} * (1 - RBO) + ${
    w(WEIGHTS.jaccard_top10)
  } * (1 - Jaccard@${FIRST_PAGE}) + ${
    w(WEIGHTS.position_shift)
  } * min(1, mean_abs_position_delta / ${SHIFT_SATURATION})); volatility_score = ${SCORE_MIX.mean} * mean(pair_score) + ${SCORE_MIX.peak} * max(pair_score), or the latest pair's score when higher (a SERP is as volatile as it is now: a shake-up in the latest interval is not averaged with the quiet weeks before it)`,
  url_changes: `a domain's single result under a new URL within ${
    plural(URL_SWAP_POSITIONS, "place")
  } of its single result of the previous snapshot, the old URL gone, is the same result under a new address (a migration or a redirect): it counts as shared, not as one URL leaving and one entering, and is listed in url_changes`,
  rbo:
    `rank-biased overlap, p = ${RBO_P}, extrapolated (RBO_ext, Webber et al. 2010), both lists cut to the shorter one's length`,
  jaccard_top10:
    `URLs at positions 1-${FIRST_PAGE} in both / in either; when neither snapshot has any, 1 - RBO is used instead`,
  mean_abs_position_delta:
    `mean |position change| of URLs present in both snapshots (whole lists); counts as ${SHIFT_SATURATION}+ when none is shared`,
  entered_exited:
    "entered: URLs absent from the previous snapshot; exited: URLs absent from the next one (whole lists, not only the RBO depth); a URL ranked deeper than the other snapshot's deepest listed position is not counted, since that snapshot could not have shown it (the same holds for top_movers, and a tracked domain so placed is 'unknown', not dropped)",
  pairs: "consecutive snapshots after sorting by checked_at",
  url_normalisation:
    "scheme, www., fragment and trailing slash ignored; host lowercased; duplicates keep their best position",
  visibility: `sum of estimated CTR (%) of a domain's URLs: ${
    CTR.map((c) => c.toFixed(1)).join(", ")
  } for positions 1-${CTR.length}, ${CTR_DEEP.ctr} for ${
    CTR.length + 1
  }-${CTR_DEEP.until}, ${CTR_DEEP.beyond} beyond`,
  level: RULES.level,
  decision: RULES.decision,
  actions: RULES.actions,
  limitations: RULES.limitations,
  rbo_p: RBO_P,
  weights: WEIGHTS,
} as const;
