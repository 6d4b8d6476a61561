import { TIME_SENSITIVE } from "../playbooks.ts";
import type { RiskRule } from "./types.ts";

/** A source updated yearly or less, or no stated freshness on a time-sensitive playbook. */
export const staleData: RiskRule = {
  id: "stale_data",
  assess(f) {
    const stale = f.sourceFacts.filter((s) => s.stale);
    const unknown = f.sourceFacts.filter((s) => s.freshness_score === null);
    if (stale.length > 0) {
      return {
        risk: "stale_data",
        level: "medium",
        reason: `updated yearly or less: ${stale.map((s) => s.name).join(", ")}`,
        value: stale.length,
      };
    }
    if (unknown.length === f.sourceFacts.length && TIME_SENSITIVE.has(f.playbook)) {
      return {
        risk: "stale_data",
        level: "medium",
        reason: `no source states its freshness, and ${f.playbook} data goes out of date`,
        value: null,
      };
    }
    return null;
  },
};
