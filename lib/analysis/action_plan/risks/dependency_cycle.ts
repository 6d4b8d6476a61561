import { LISTED_CYCLE_ITEMS } from "../thresholds.ts";
import { listTitles } from "../words.ts";
import { DECIDES, type RiskRule, risksOrNull } from "./types.ts";

export const dependencyCycle: RiskRule = {
  id: "dependency_cycle",
  decides: DECIDES,
  when:
    "items wait for each other in a cycle: high, one risk per cycle; its items are ordered by score",
  because:
    "project-planning practice: dependencies must form an acyclic network; a cycle has no item that can start first",
  decide(f) {
    const { nodes } = f;
    return risksOrNull(f.cycles.map((cycle) => ({
      kind: "dependency_cycle",
      risk: `Dependency cycle: ${cycle.length} items wait for each other (${
        listTitles(cycle.map((i) => nodes[i].title), LISTED_CYCLE_ITEMS)
      })`,
      severity: "high",
      items: cycle.map((i) => nodes[i].title),
      mitigation:
        "Decide which comes first and remove one dependency; meanwhile the plan orders them by score.",
    })));
  },
};
