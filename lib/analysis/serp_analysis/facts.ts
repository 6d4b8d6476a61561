/** What every verdict and opportunity rule reads, computed once from the result page. */
import { classifyIntent, type Intent } from "../text.ts";
import { isLocalQuery } from "../understanding/query_modifiers.ts";
import { crowds } from "./catalogue.ts";
import type { AnalyzeSerpResult, OrganicResult, SerpFeature, TargetRanking } from "./result.ts";

/** The facts of one SERP. */
export interface SerpFacts {
  keyword: string;
  found: boolean;
  intent: Intent;
  localQuery: boolean;
  organic: readonly OrganicResult[];
  /** Where the first organic result sits among all elements; null when there is none. */
  firstOrganic: number | null;
  features: readonly SerpFeature[];
  /** The features before the first organic result that take attention from it. */
  above: readonly SerpFeature[];
  details: AnalyzeSerpResult["feature_details"];
  target: TargetRanking | null;
}

/** The facts of a page, from its parts. */
export function serpFacts(parts: Omit<SerpFacts, "intent" | "localQuery" | "above">): SerpFacts {
  return {
    ...parts,
    intent: classifyIntent(parts.keyword).intent,
    localQuery: isLocalQuery(parts.keyword),
    above: parts.features.filter((f) => f.above_first_organic === true && crowds(f.type)),
  };
}

/** The feature of a type, if on the page. */
export function feature(f: SerpFacts, type: string): SerpFeature | undefined {
  return f.features.find((x) => x.type === type);
}

/** The features of a group (local, shopping, video ...). */
export function inGroup(f: SerpFacts, group: string): SerpFeature[] {
  return f.features.filter((x) => x.group === group);
}

/** "element #3 (above the first organic result)" or "position unknown", for evidence sentences. */
export function where(x: SerpFeature): string {
  if (x.first_rank_absolute === null) return "position unknown";
  const side = x.above_first_organic ? "above" : "below";
  return `element #${x.first_rank_absolute} (${side} the first organic result)`;
}
