import { hasSameTimes } from "../snapshots.ts";
import type { LimitationRule } from "./types.ts";

/** Snapshots with the same `checked_at` keep their input order. */
export const sameTimes: LimitationRule = {
  id: "same_times",
  method: "snapshots sharing a checked_at: kept in input order",
  notes: (f) =>
    hasSameTimes(f.snapshots)
      ? ["Some snapshots share the same checked_at; they were kept in input order."]
      : [],
};
