import type { LimitationRule } from "./types.ts";

/** Duplicate URLs within a snapshot were merged. */
export const duplicates: LimitationRule = {
  id: "duplicates",
  method: "duplicate URLs within a snapshot: merged, keeping the best position",
  notes(f) {
    const duplicates = f.snapshots.reduce((n, s) => n + s.duplicates, 0);
    if (duplicates === 0) return [];
    const where = f.snapshots.filter((s) => s.duplicates > 0).map((s) => s.checked_at);
    return [
      `${duplicates} duplicate URL${
        duplicates === 1 ? "" : "s"
      } within a snapshot were merged, keeping the best position (${where.join(", ")}).`,
    ];
  },
};
