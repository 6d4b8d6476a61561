/**
 * How items are scored and scheduled, as returned in `method`: every number read from
 * `thresholds.ts`, and the goal, hold and risk rules listed from the rules themselves.
 */
import { methodByDecision } from "../rule.ts";
import { GOAL_RULES } from "./goals/mod.ts";
import { DECIDES as GOAL_TERMS } from "./goals/types.ts";
import { HOLD_RULES } from "./holds/mod.ts";
import { DECIDES as UNSCHEDULED } from "./holds/types.ts";
import { RISK_RULES } from "./risks/mod.ts";
import { DECIDES as RISK_REGISTER } from "./risks/types.ts";
import {
  DAYS_PER_WEEK,
  DEFAULT_EFFORT,
  GOAL_FIT,
  IN_PROGRESS_BONUS,
  MISSING_EASE,
  MISSING_IMPACT,
  PRIORITY_VALUE,
  SCORE_MAX,
  SCORE_WEIGHTS,
} from "./thresholds.ts";

const w = SCORE_WEIGHTS;
const RULES = methodByDecision([...GOAL_RULES, ...HOLD_RULES, ...RISK_RULES]);

/** How items are scored and scheduled, as returned in `method`. */
export const METHOD = {
  score:
    `${SCORE_MAX} * (${w.impact} * impact + ${w.priority} * priority + ${w.goal_fit} * goal_fit + ${w.ease} * ease) + ${IN_PROGRESS_BONUS} if in_progress, max ${SCORE_MAX}`,
  impact: `impact_score / ${SCORE_MAX}; ${MISSING_IMPACT} when missing`,
  priority:
    `high ${PRIORITY_VALUE.high}, medium ${PRIORITY_VALUE.medium}, low ${PRIORITY_VALUE.low}; medium when missing`,
  goal_fit:
    `no goal term ${GOAL_FIT.no_term}, one ${GOAL_FIT.one_term}, two or more ${GOAL_FIT.two_or_more_terms} (the request's goal terms, goal_terms, matched as whole words in title, keyword and opportunity type); ${GOAL_FIT.no_goal} for every item when no goal is given`,
  ease:
    `min(1, 1 / sqrt(effort)); ${MISSING_EASE} when effort is missing (then ${DEFAULT_EFFORT} point is scheduled)`,
  order:
    "items naming the same page and keyword are one piece of work (the better-scored kept); dependencies first; among ready items, work in progress first, then work that restores value already earned (repairs, redirects, reclaimed links; lib/analysis/understanding/work_kinds.ts, ten languages), then the highest rank (own score, or the best score of any item waiting on it), then own score, then input order",
  schedule:
    "first week from the latest dependency's last week with enough free capacity; an item larger than weekly_capacity spills over: it starts in the first week with free capacity and fills the free capacity of the following weeks (no week is loaded past capacity); done items are skipped; an item an unscheduled rule holds back stays out, and so does what waits on it; team assigned round-robin in schedule order",
  weeks:
    `ceil(horizon_days / ${DAYS_PER_WEEK}); week 1 starts on the Monday on or after the request date (UTC)`,
  [GOAL_TERMS]: RULES[GOAL_TERMS],
  [UNSCHEDULED]: RULES[UNSCHEDULED],
  [RISK_REGISTER]: RULES[RISK_REGISTER],
} as const;
