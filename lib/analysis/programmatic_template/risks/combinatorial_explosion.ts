import { MANY_KEYWORD_VARIABLES } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";

export const combinatorialExplosion: RiskRule = {
  id: "combinatorial_explosion",
  decides: DECIDES,
  when: `the keyword pattern has ${MANY_KEYWORD_VARIABLES}+ variables: medium`,
  because:
    "SEO practice: every variable multiplies the pages while demand per combination falls; many pages of little value is what Google's scaled content abuse policy targets (Google Search Central spam policies)",
  decide(f) {
    if (f.keywordVars.length < MANY_KEYWORD_VARIABLES) return null;
    return {
      risk: "combinatorial_explosion",
      level: "medium",
      reason:
        `${f.keywordVars.length} keyword variables multiply into combinations few people search`,
      value: f.keywordVars.length,
    };
  },
};
