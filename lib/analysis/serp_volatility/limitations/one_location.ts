import { DECIDES, type LimitationRule } from "./types.ts";

export const oneLocation: LimitationRule = {
  id: "one_location",
  decides: DECIDES,
  when: "always: snapshots are assumed to share one location and device",
  because:
    "Google serves results by the searcher's location, language and device (Google Search Central, how Google Search works: serving results); snapshots of different markets differ without any volatility",
  decide: (f) => [
    `Snapshots are assumed to share one location (${f.location}) and device (${f.device}); mixing them inflates volatility.`,
  ],
};
