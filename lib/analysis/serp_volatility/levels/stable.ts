import { DECIDES, type LevelRule, perSensitivity } from "./types.ts";

export const stable: LevelRule = {
  id: "stable",
  decides: DECIDES,
  when: `below the moderate threshold (${perSensitivity("moderate")})`,
  because:
    "SEO practice: rankings that barely moved are day-to-day noise, with nothing to attribute",
  meaning: "Stable: rankings barely moved, normal day-to-day noise",
  decide: () => true,
};
