/** The scored candidates: off-goal types dropped, sorted, and split at min_priority. */
import { capPriority } from "./caps/mod.ts";
import { exclusion } from "./exclusion.ts";
import type { Facts, Prospect } from "./facts.ts";
import type { ExcludedProspect } from "./result.ts";
import { oneContactPerOutlet } from "./one_contact.ts";
import { compareScored, type Scored, scoreProspect } from "./score.ts";
import { LEVEL_RANK } from "./thresholds.ts";

/** Scores and caps each candidate; a strict goal excludes the types outside its focus. */
export function scoreCandidates(
  candidates: readonly Prospect[],
  f: Pick<Facts, "assets" | "scale" | "rule" | "goal">,
): { scored: Scored[]; excluded: ExcludedProspect[] } {
  const { assets, scale, rule, goal } = f;
  const scored: Scored[] = [];
  const excluded: ExcludedProspect[] = [];
  for (const p of candidates) {
    const s = capPriority(scoreProspect(p, { assets, scale, rule }));
    if (rule.decide(s.type)?.offGoal) {
      excluded.push({
        ...exclusion(p, "off_goal", `a ${s.type} action is outside the ${goal} campaign`),
        type: s.type,
        score: s.score,
        priority: s.priority,
      });
      continue;
    }
    scored.push(s);
  }
  scored.sort(compareScored);
  // One outlet, one contact: later actions of an outlet are held below its first, re-ranked.
  return { scored: oneContactPerOutlet(scored).sort(compareScored), excluded };
}

/** Keeps the actions at or above min_priority; the others are excluded, in score order. */
export function keepMinPriority(
  scored: readonly Scored[],
  minPriority: Facts["minPriority"],
): { kept: Scored[]; excluded: ExcludedProspect[] } {
  const meets = (s: Scored) => LEVEL_RANK[s.priority] >= LEVEL_RANK[minPriority];
  const kept = scored.filter(meets);
  const excluded: ExcludedProspect[] = [];
  for (const s of scored) {
    if (meets(s)) continue;
    excluded.push({
      ...exclusion(
        s.p,
        "below_min_priority",
        `${s.type} action scored ${s.score} (${s.priority}), below min_priority ${minPriority}`,
      ),
      type: s.type,
      score: s.score,
      priority: s.priority,
    });
  }
  return { kept, excluded };
}
