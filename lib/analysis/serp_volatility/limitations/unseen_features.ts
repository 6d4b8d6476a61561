import type { LimitationRule } from "./types.ts";

/** Always: what the snapshots cannot show (SERP features too, unless every snapshot lists them). */
export const unseenFeatures: LimitationRule = {
  id: "unseen_features",
  method: "always: ads and personalisation are not seen; SERP features too unless supplied",
  notes(f) {
    const withFeatures = f.snapshots.every((s) => s.features !== null);
    return [
      withFeatures
        ? "Only the supplied snapshots are compared; ads and personalisation are not seen."
        : "Only the supplied snapshots are compared; SERP features, ads and personalisation are not seen (add `serp_features` to snapshots to compare them).",
    ];
  },
};
