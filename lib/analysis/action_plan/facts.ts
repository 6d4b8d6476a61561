/** What the steps and rules read, computed once: the plan's frame and each scored item. */
import { restoresValue, type WorkKind, workKindsOf } from "../understanding/work_kinds.ts";
import { addDays, isoDay, mondayOnOrAfter } from "./dates.ts";
import { goalFitOf, goalMatchOf } from "./goals/mod.ts";
import type { ActionItemInput, ActionPlanInput, PlanGoal } from "./input.ts";
import { round } from "./numbers.ts";
import {
  DAYS_PER_WEEK,
  DEFAULT_EFFORT,
  EPSILON,
  IN_PROGRESS_BONUS,
  MISSING_EASE,
  MISSING_IMPACT,
  POINT_DIGITS,
  PRIORITY_VALUE,
  SCORE_MAX,
  SCORE_WEIGHTS,
} from "./thresholds.ts";
import { fold } from "./words.ts";

/** The horizon, capacity, team and calendar of the request. */
export interface PlanFrame {
  goal: PlanGoal | null;
  horizonDays: number;
  capacity: number;
  weeks: number;
  team: string[];
  /** Monday of week 1. */
  start: Date;
  /** The ISO day week `week` starts on. */
  weekStart: (week: number) => string;
}

/** The request's horizon (1-3650 days), capacity, team and week 1 (Monday on or after `now`). */
export function planFrame(input: ActionPlanInput, now: Date): PlanFrame {
  const goal = input.goal ?? null;
  const horizonDays = Math.round(Math.min(3650, Math.max(1, input.horizon_days)));
  const capacity = Math.max(EPSILON, input.weekly_capacity);
  const weeks = Math.ceil(horizonDays / DAYS_PER_WEEK);
  const team = (input.team ?? []).map((t) => t.trim()).filter((t) => t.length > 0);
  const start = mondayOnOrAfter(now);
  const weekStart = (week: number) => isoDay(addDays(start, DAYS_PER_WEEK * (week - 1)));
  return { goal, horizonDays, capacity, weeks, team, start, weekStart };
}

export interface Node {
  index: number;
  item: ActionItemInput;
  title: string;
  status: "todo" | "in_progress" | "done" | "blocked";
  effort: number;
  effortAssumed: boolean;
  score: number;
  goalMatch: string[];
  /** Indexes of open items this one waits for (edges kept by the schedule). */
  deps: number[];
  rank: number;
  /** What kind of work the title names (repair, reclaim, spam-policy tactics). */
  kinds: readonly WorkKind[];
  /** Restores value already earned (a repair, a redirect, a reclaimed link): before new work. */
  restores: boolean;
  /** The item this one repeats (same page and keyword), kept in its place; null when none. */
  duplicateOf: number | null;
}

/** An item scored: effort, goal fit, score, and the kind of work it names. */
export function scoreItem(
  item: ActionItemInput,
  { index, goal }: { index: number; goal: PlanGoal | null },
): Node {
  const status = item.status;
  const effortAssumed = item.effort === undefined;
  const effort = effortAssumed ? DEFAULT_EFFORT : round(item.effort!, POINT_DIGITS);
  const impact = item.impact_score === undefined
    ? MISSING_IMPACT
    : Math.min(SCORE_MAX, Math.max(0, item.impact_score)) / SCORE_MAX;
  const priority = PRIORITY_VALUE[item.priority ?? "medium"];
  const ease = effortAssumed ? MISSING_EASE : Math.min(1, 1 / Math.sqrt(Math.max(effort, EPSILON)));
  const text = fold([item.title, item.keyword ?? "", item.opportunity_type ?? ""].join(" \n "));
  const goalMatch = goalMatchOf(goal, text);
  const kinds = workKindsOf(item.title);
  const goalFit = goalFitOf(goal, goalMatch);
  const bonus = status === "in_progress" ? IN_PROGRESS_BONUS : 0;
  const w = SCORE_WEIGHTS;
  const raw =
    SCORE_MAX * (w.impact * impact + w.priority * priority + w.goal_fit * goalFit + w.ease * ease) +
    bonus;
  const score = round(Math.min(SCORE_MAX, raw), 1);
  return {
    index,
    item,
    title: item.title,
    status,
    effort,
    effortAssumed,
    score,
    goalMatch,
    deps: [],
    rank: score,
    kinds,
    restores: restoresValue(kinds),
    duplicateOf: null,
  };
}
