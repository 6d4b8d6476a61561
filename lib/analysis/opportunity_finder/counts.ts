/** The counts of a result and its actions by type. */
import type { Facts } from "./facts.ts";
import type { OpportunityFinderInput } from "./input.ts";
import { OPPORTUNITY_TYPES, type OpportunityType } from "./kinds.ts";
import type {
  ExcludedProspect,
  ExclusionCode,
  OpportunityAction,
  OpportunityFinderResult,
} from "./result.ts";

/** How many returned actions are of each type. */
export function byTypeOf(actions: readonly OpportunityAction[]): Record<OpportunityType, number> {
  const byType = Object.fromEntries(OPPORTUNITY_TYPES.map((t) => [t, 0])) as Record<
    OpportunityType,
    number
  >;
  for (const a of actions) byType[a.type] += 1;
  return byType;
}

/** The `counts` of a result: rows supplied, merged, excluded by code, scored and returned. */
export function countsOf(
  input: OpportunityFinderInput,
  f: Pick<Facts, "unique" | "assets">,
  r: { excluded: readonly ExcludedProspect[]; scored: number; returned: number },
): OpportunityFinderResult["counts"] {
  const countOf = (code: ExclusionCode) => r.excluded.filter((e) => e.code === code).length;
  return {
    prospects_supplied: input.prospects.length,
    unique_prospects: f.unique.length,
    duplicates: countOf("duplicate"),
    excluded_spam: countOf("spam"),
    excluded_own_site: countOf("own_site"),
    excluded_already_links: countOf("already_links"),
    excluded_competitor: countOf("competitor"),
    excluded_off_goal: countOf("off_goal"),
    scored: r.scored,
    below_min_priority: countOf("below_min_priority"),
    returned: r.returned,
    owned_assets: f.assets.length,
  };
}
