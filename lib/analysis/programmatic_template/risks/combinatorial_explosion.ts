import type { RiskRule } from "./types.ts";

/** Three or more keyword variables multiply into combinations few people search. */
export const combinatorialExplosion: RiskRule = {
  id: "combinatorial_explosion",
  assess(f) {
    if (f.keywordVars.length < 3) return null;
    return {
      risk: "combinatorial_explosion",
      level: "medium",
      reason:
        `${f.keywordVars.length} keyword variables multiply into combinations few people search`,
      value: f.keywordVars.length,
    };
  },
};
