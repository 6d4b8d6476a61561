/**
 * What every verdict and opportunity rule reads, computed once from the result page. The query's
 * intent is the keyword's modifier when it has one, else what Google's page shows: a local pack
 * or map (a business near the searcher, even without "near me": Google localises a query that
 * names a place or a local trade), shopping units, or service, product and directory results
 * taking half the first page all mean a transaction.
 */
import type { Serp } from "../../providers/serp_types.ts";
import { classifyIntent } from "../intent.ts";
import { type Intent } from "../../toolkit/values.ts";
import { isLocalQuery } from "../understanding/query_modifiers.ts";
import { crowds } from "./catalogue.ts";
import { ofTypes, rankingOf } from "./ranking.ts";
import type {
  AnalyzeSerpResult,
  OrganicResult,
  Ranking,
  SerpFeature,
  TargetRanking,
} from "./result.ts";

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
  /** What ranks on the first page, typed. */
  ranking: Omit<Ranking, "page_to_build">;
}

/** Feature groups that mean the searcher wants a business near them, or to buy. */
const LOCAL_GROUP = "local";
const SHOPPING_GROUP = "shopping";

/** The facts of a page, from its parts. */
export function serpFacts(
  parts: Omit<SerpFacts, "intent" | "localQuery" | "above" | "ranking">,
  serp: Serp | null,
): SerpFacts {
  const localQuery = isLocalQuery(parts.keyword) ||
    parts.features.some((f) => f.group === LOCAL_GROUP);
  const ranking = rankingOf(serp, parts.organic, { local: localQuery, keyword: parts.keyword });
  return {
    ...parts,
    intent: intentOf(parts.keyword, parts.features, localQuery, ranking),
    localQuery,
    above: parts.features.filter((f) => f.above_first_organic === true && crowds(f.type)),
    ranking,
  };
}

/** The keyword's modifier first, else what the result page shows. */
function intentOf(
  keyword: string,
  features: readonly SerpFeature[],
  local: boolean,
  ranking: Omit<Ranking, "page_to_build">,
): Intent {
  const kw = classifyIntent(keyword);
  if (kw.signal !== null) return kw.intent;
  const money = ofTypes(ranking, ["service", "product", "category", "directory"]).length;
  const buying = features.some((f) => f.group === SHOPPING_GROUP);
  if (local || buying || money * 2 >= Math.max(1, ranking.results.length)) return "transactional";
  return kw.intent;
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
