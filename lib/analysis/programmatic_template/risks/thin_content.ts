import { round } from "../../text.ts";
import { pct, type RiskRule } from "./types.ts";

/** Sample records failing the content gates: high from 30%, medium from 10%. */
export const thinContent: RiskRule = {
  id: "thin_content",
  assess(f) {
    if (f.records === 0 || !(f.thinShare > 0)) return null;
    return {
      risk: "thin_content",
      level: f.thinShare >= 0.3 ? "high" : f.thinShare >= 0.1 ? "medium" : "low",
      reason: `${pct(f.thinShare)} of sample records fail the content gates`,
      value: round(f.thinShare, 3),
    };
  },
};
