import { DECIDES, type LimitationRule } from "./types.ts";

export const duplicates: LimitationRule = {
  id: "duplicates",
  decides: DECIDES,
  when: "duplicate URLs within a snapshot: merged, keeping the best position",
  because:
    "a URL holds one position in a ranked list; a duplicate is a data artefact that would count twice",
  decide(f) {
    const duplicates = f.snapshots.reduce((n, s) => n + s.duplicates, 0);
    if (duplicates === 0) return null;
    const where = f.snapshots.filter((s) => s.duplicates > 0).map((s) => s.checked_at);
    return [
      `${duplicates} duplicate URL${
        duplicates === 1 ? "" : "s"
      } within a snapshot were merged, keeping the best position (${where.join(", ")}).`,
    ];
  },
};
