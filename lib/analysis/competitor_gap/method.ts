/** The `method` of a result: each part's text comes from the step, signal or rule it describes. */
import { methodOf } from "../rule.ts";
import { FOCUS_METHOD } from "./focus.ts";
import { GAP_RULES } from "./gaps/mod.ts";
import { ownCoverageMethod } from "./own_coverage.ts";
import { BUYER_STAGE_METHOD, PAGE_TYPE_METHOD } from "./page_type.ts";
import type { CompetitorGapResult } from "./result.ts";
import { ORDER_METHOD, priorityMethod, priorityScoreMethod } from "./score.ts";
import type { Scoring } from "./thresholds.ts";
import { TOPICS_METHOD } from "./topics.ts";

/** How topics are found, covered, scored, typed, filtered and ordered, with weights and bands. */
export function methodFor(t: Scoring): CompetitorGapResult["method"] {
  return {
    topics: TOPICS_METHOD,
    own_coverage: ownCoverageMethod(t),
    gap_type:
      `the rule that holds (they exclude each other; none: the topic is covered, not reported): ${
        methodOf(GAP_RULES)
      }`,
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
