import { round } from "../../text.ts";
import { pct, type RiskRule } from "./types.ts";

/** Colliding records: high for any shared URL or 10%+ of records, medium otherwise. */
export const duplicateContent: RiskRule = {
  id: "duplicate_content",
  assess(f) {
    if (f.records === 0 || !(f.dupShare > 0)) return null;
    return {
      risk: "duplicate_content",
      level: f.urlCollisions > 0 || f.dupShare >= 0.1 ? "high" : "medium",
      reason: `${pct(f.dupShare)} of sample records collide or nearly collide with another${
        f.urlCollisions > 0 ? `; ${f.urlCollisions} share a URL` : ""
      }`,
      value: round(f.dupShare, 3),
    };
  },
};
