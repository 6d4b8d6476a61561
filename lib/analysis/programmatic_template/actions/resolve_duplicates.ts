import type { ActionRule } from "./types.ts";

/**
 * The first two duplicate groups: keep one page each, or disambiguate near duplicates. One
 * action per distinct set of records (a same-URL pair is usually a same-keyword pair too).
 */
export const resolveDuplicates: ActionRule = {
  id: "resolve_duplicates",
  actions({ f }) {
    const seenSets = new Set<string>();
    const distinctGroups = f.duplicateGroups.filter((g) => {
      const key = g.records.join(",");
      if (seenSets.has(key)) return false;
      seenSets.add(key);
      return true;
    });
    return distinctGroups.slice(0, 2).map((g) => ({
      action: g.kind === "near_duplicate_keyword"
        ? "Disambiguate or merge near-duplicate variable values"
        : "Keep one page per duplicate group and canonical or redirect the rest",
      priority: g.kind === "same_url" || g.kind === "same_keyword" ? "high" : "medium",
      reason: `${g.kind.replace(/_/g, " ")}: ${g.labels.join(" | ")}`,
      target: g.value,
    }));
  },
};
