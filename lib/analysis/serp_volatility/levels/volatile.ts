import { DECIDES, type LevelRule, perSensitivity } from "./types.ts";

export const volatile: LevelRule = {
  id: "volatile",
  decides: DECIDES,
  when: `the score reaches the volatile threshold (${perSensitivity("volatile")})`,
  because:
    "significant reshuffling follows ranking updates, new competing pages or freshness: Google ranks newer content higher for queries that expect it (Google Search Central, guide to ranking systems: freshness systems)",
  meaning:
    "Volatile: significant reshuffling, likely a ranking update, fresh competitors or a freshness effect",
  decide: ({ score, t }) => score >= t.volatile || null,
};
