/** The method text, as returned in `method`. */

/**
 * How items are scored and scheduled, as returned in `method`.
 *
 * score = 100 * (0.35 * impact + 0.25 * priority + 0.20 * goal_fit + 0.20 * ease), +10 when
 * in progress, capped at 100. impact = impact_score / 100 (0.5 when missing); priority:
 * high 1, medium 0.6, low 0.25 (medium when missing); goal_fit: 0.7 for one goal term, 1 for
 * two or more, 0 for none, 0.5 without a goal; ease = min(1, 1 / sqrt(effort)) (0.5 when
 * effort is missing), so quick wins rise. Order: dependencies first (Kahn), then links already
 * earned (reclaim, repair), then the highest
 * "rank" (an item's own score or, if higher, the best score of anything waiting on it), then
 * own score, then input order.
 */
export const METHOD = {
  score:
    "100 * (0.35 * impact + 0.25 * priority + 0.20 * goal_fit + 0.20 * ease) + 10 if in_progress, max 100",
  impact: "impact_score / 100; 0.5 when missing",
  priority: "high 1, medium 0.6, low 0.25; medium when missing",
  goal_fit: "0 goal terms 0, one 0.7, two or more 1; 0.5 for every item when no goal is given",
  ease: "min(1, 1 / sqrt(effort)); 0.5 when effort is missing (then 1 point is scheduled)",
  order:
    "dependencies first; among ready items, links already earned (reclaim lost links, repair broken backlinks) first, then the highest rank (own score, or the best score of any item waiting on it), then own score, then input order",
  schedule:
    "first week from the latest dependency's week with enough free capacity; an item larger than weekly_capacity takes an empty week alone; done items are skipped; blocked items and what waits on them stay unscheduled; team assigned round-robin in schedule order",
  weeks: "ceil(horizon_days / 7); week 1 starts on the Monday on or after the request date (UTC)",
} as const;
