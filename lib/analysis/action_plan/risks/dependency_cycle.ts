import { listTitles } from "../words.ts";
import type { RiskRule } from "./types.ts";

/** One risk per dependency cycle: its items wait for each other, so they go by score. */
export const dependencyCycle: RiskRule = {
  id: "dependency_cycle",
  assess(f) {
    const { nodes } = f;
    return f.cycles.map((cycle) => ({
      kind: "dependency_cycle",
      risk: `Dependency cycle: ${cycle.length} items wait for each other (${
        listTitles(cycle.map((i) => nodes[i].title), 6)
      })`,
      severity: "high",
      items: cycle.map((i) => nodes[i].title),
      mitigation:
        "Decide which comes first and remove one dependency; meanwhile the plan orders them by score.",
    }));
  },
};
