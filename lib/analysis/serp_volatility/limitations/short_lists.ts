import type { LimitationRule } from "./types.ts";

/** A snapshot shorter than 10 URLs: its scores swing more. */
export const shortLists: LimitationRule = {
  id: "short_lists",
  method: "a snapshot with fewer than 10 URLs: scores swing more",
  notes(f) {
    const minDepth = Math.min(...f.snapshots.map((s) => s.ranked.length));
    if (minDepth >= 10) return [];
    return [
      `At least one snapshot lists fewer than 10 URLs (${minDepth}); scores on short lists swing more.`,
    ];
  },
};
