/**
 * One outlet, one contact: outreach practice sends an outlet a single request per campaign (two
 * pitches from one sender at once read as spam and cost the relationship). When an outlet holds
 * several actions, the first in rank keeps its priority and each later one is held a level
 * below it, with the reason to make it part of the same contact.
 */
import type { Priority } from "./kinds.ts";
import type { Scored } from "./score.ts";
import { LEVEL_RANK } from "./thresholds.ts";

const BELOW: Readonly<Record<Priority, Priority>> = { high: "medium", medium: "low", low: "low" };

/** The scored actions (in rank order) with later actions of one outlet held below its first. */
export function oneContactPerOutlet(scored: readonly Scored[]): Scored[] {
  const first = new Map<string, number>();
  return scored.map((s, i) => {
    const lead = first.get(s.p.domainKey);
    if (lead === undefined) {
      first.set(s.p.domainKey, i);
      return s;
    }
    const cap = BELOW[scored[lead].priority];
    if (LEVEL_RANK[s.priority] <= LEVEL_RANK[cap]) return s;
    const why = `same outlet as the ${scored[lead].type} action: make it part of that one contact`;
    return {
      ...s,
      priority: cap,
      capped: s.capped ? `${s.capped}; ${why}` : `held at ${cap}: ${why}`,
    };
  });
}
