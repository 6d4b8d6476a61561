import { TIME_SENSITIVE } from "../playbooks.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const staleData: RiskRule = {
  id: "stale_data",
  decides: DECIDES,
  when:
    "a data source is updated yearly or less, or no source states its freshness on a time-sensitive playbook: medium",
  because:
    "SEO practice: data pages lose accuracy and trust as their figures age; a refresh schedule and a visible update date keep them current",
  decide(f) {
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
