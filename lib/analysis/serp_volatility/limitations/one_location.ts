import type { LimitationRule } from "./types.ts";

/** Always: the snapshots are assumed comparable. */
export const oneLocation: LimitationRule = {
  id: "one_location",
  method: "always: snapshots are assumed to share one location and device",
  notes: (f) => [
    `Snapshots are assumed to share one location (${f.location}) and device (${f.device}); mixing them inflates volatility.`,
  ],
};
