import { DECIDES, type LimitationRule } from "./types.ts";

export const unseenFeatures: LimitationRule = {
  id: "unseen_features",
  decides: DECIDES,
  when: "always: ads and personalisation are not seen; SERP features too unless supplied",
  because:
    "the snapshots hold the ranked results supplied (`results`); ads, personalisation and, unless every snapshot lists them in `serp_features`, SERP features are not in the data",
  decide(f) {
    const withFeatures = f.snapshots.every((s) => s.features !== null);
    return [
      withFeatures
        ? "Only the supplied snapshots are compared; ads and personalisation are not seen."
        : "Only the supplied snapshots are compared; SERP features, ads and personalisation are not seen (add `serp_features` to snapshots to compare them).",
    ];
  },
};
