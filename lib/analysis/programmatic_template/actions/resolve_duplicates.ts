import type { DuplicateGroup } from "../result.ts";
import { ACTIONS } from "../thresholds.ts";
import { type ActionRule, actionsOrNull, DECIDES } from "./types.ts";

/** One group per distinct set of records (a same-URL pair is usually a same-keyword pair too). */
function distinctGroups(groups: readonly DuplicateGroup[]): DuplicateGroup[] {
  const seenSets = new Set<string>();
  return groups.filter((g) => {
    const key = g.records.join(",");
    if (seenSets.has(key)) return false;
    seenSets.add(key);
    return true;
  });
}

export const resolveDuplicates: ActionRule = {
  id: "resolve_duplicates",
  decides: DECIDES,
  when:
    `records form duplicate groups: one action for each of the first ${ACTIONS.duplicate_groups} distinct sets of records; high for a shared URL or keyword, medium for near duplicates`,
  because:
    "Google Search Central (consolidate duplicate URLs): keep one page and redirect or canonicalise the others; near-duplicate names are told apart or merged",
  decide: ({ f }) =>
    actionsOrNull(
      distinctGroups(f.duplicateGroups).slice(0, ACTIONS.duplicate_groups).map((g) => ({
        action: g.kind === "near_duplicate_keyword"
          ? "Disambiguate or merge near-duplicate variable values"
          : "Keep one page per duplicate group and canonical or redirect the rest",
        priority: g.kind === "same_url" || g.kind === "same_keyword" ? "high" : "medium",
        reason: `${g.kind.replace(/_/g, " ")}: ${g.labels.join(" | ")}`,
        target: g.value,
      })),
    ),
};
