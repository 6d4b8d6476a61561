import { DECIDES, type LevelRule, perSensitivity } from "./types.ts";

export const highlyVolatile: LevelRule = {
  id: "highly_volatile",
  decides: DECIDES,
  when: `the score reaches the highly_volatile threshold (${perSensitivity("highly_volatile")})`,
  because:
    "most of the results were replaced: the pattern SERP volatility trackers (MozCast, Semrush Sensor) report on ranking-update days; Google's core updates are broad changes to its ranking systems, not aimed at one site (Google Search Central, core updates)",
  meaning:
    "Highly volatile: the result set was largely replaced, possible algorithm update or search-intent shift",
  decide: ({ score, t }) => score >= t.highly_volatile || null,
};
