/** The `method` of a result: each part's text comes from the step or signal it describes. */
import type { Scoring } from "./thresholds.ts";
import { FOCUS_METHOD } from "./focus.ts";
import { ownCoverageMethod } from "./own_coverage.ts";
import { BUYER_STAGE_METHOD, PAGE_TYPE_METHOD } from "./page_type.ts";
import type { CompetitorGapResult } from "./result.ts";
import { ORDER_METHOD, priorityMethod, priorityScoreMethod } from "./score.ts";
import { TOPICS_METHOD } from "./topics.ts";

/** How topics are found, covered, scored, typed, filtered and ordered, with weights and bands. */
export function methodOf(t: Scoring): CompetitorGapResult["method"] {
  return {
    topics: TOPICS_METHOD,
    own_coverage: ownCoverageMethod(t),
    priority_score: priorityScoreMethod(),
    priority: priorityMethod(t),
    page_type: PAGE_TYPE_METHOD,
    buyer_stage: BUYER_STAGE_METHOD,
    focus_topics: FOCUS_METHOD,
    order: ORDER_METHOD,
    weights: { ...t.weights },
    bands: { ...t.bands },
  };
}
