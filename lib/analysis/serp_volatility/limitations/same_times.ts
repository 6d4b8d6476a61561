import { hasSameTimes } from "../snapshots.ts";
import { DECIDES, type LimitationRule } from "./types.ts";

export const sameTimes: LimitationRule = {
  id: "same_times",
  decides: DECIDES,
  when: "snapshots sharing a checked_at: kept in input order",
  because:
    "snapshots are compared in checked_at order; between equal times the input order is the only order left, and it may not be the true one",
  decide: (f) =>
    hasSameTimes(f.snapshots)
      ? ["Some snapshots share the same checked_at; they were kept in input order."]
      : null,
};
