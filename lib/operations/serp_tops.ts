/**
 * The top organic URLs of each keyword of a request, for the analyses that group keywords by
 * the pages Google ranks for them (`method: "serp"` of `/keyword-cluster/build` and
 * `/content/keyword-map`): one SERP call a keyword, through the provider's cache.
 */
import pLimit from "p-limit";
import { pageKey } from "../analysis/keyword_clusters/serp_overlap.ts";
import { SERP_DEPTH } from "../analysis/keyword_clusters/thresholds.ts";
import { languageOfText } from "../analysis/understanding/language.ts";
import { marketOfLanguage } from "../analysis/understanding/locale.ts";
import { type ResolvedMarket, resolveMarket } from "../geo/geo.ts";
import type { OperationContext } from "./define.ts";
import { language, serpLocation, serpLocationCode } from "./shared.ts";
import { z } from "zod";

/** SERP calls in flight at once. */
const SERP_CONCURRENCY = 4;

/**
 * The request fields of SERP grouping: the method (lexical by default) and where the SERPs are
 * read. `grouped` says what the SERPs group (clusters, new pages).
 */
export function serpGroupingFields(grouped: string) {
  return {
    method: z.enum(["lexical", "serp"]).default("lexical").describe(
      `lexical (default): ${grouped} by words, stems and intent, no provider call. serp: ${grouped} by the share of top-10 Google results two keywords share (one SERP per keyword from the configured provider, through its cache, 1 credit each; ask \`?dry_run=true\` for the cost), with the lexical and intent rules as fallback and guard.`,
    ),
    location: serpLocation().unwrap().optional().describe(
      "With method serp: where the SERPs are read (default: each keyword's language's main market, else United States).",
    ),
    location_code: serpLocationCode.optional(),
    language: language.unwrap().optional().describe(
      "With method serp: the SERPs' language (default: each keyword's own, else en).",
    ),
  };
}

/** The cost of an operation with SERP grouping: its base, plus one credit a keyword with method serp. */
export function serpGroupingCost(credits: number) {
  return {
    credits,
    plus_per_item: 1,
    items_field: "keywords",
    when_field: "method",
    when_value: "serp",
  } as const;
}

/** Where the request asks the SERPs to be read (each keyword's own market when unset). */
export interface SerpMarketInput {
  location?: string;
  location_code?: number;
  language?: string;
}

/**
 * Where a keyword is searched: the request's market, unless the keyword is in another language
 * with a main market of its own (a German keyword of a mixed list is searched in Germany, in
 * German): a SERP in the wrong language overlaps with nothing.
 */
function marketOf(keyword: string, requested: ResolvedMarket): ResolvedMarket {
  const lang = languageOfText(keyword);
  if (!lang || lang === requested.language_code) return requested;
  const location = marketOfLanguage(lang);
  try {
    return location ? resolveMarket({ location, language: lang }) : requested;
  } catch {
    return requested; // a market the geo tables do not know: the request's
  }
}

/**
 * Each unique keyword's top organic URLs (`pageKey` form), one SERP call a keyword through the
 * provider's cache; null for a keyword Google showed no organic result for. A failed call fails
 * the request (retried as a job, refunded when it stays failed): nothing is charged for SERPs
 * that were not read.
 */
export async function topResults(
  texts: readonly string[],
  input: SerpMarketInput,
  ctx: OperationContext,
): Promise<Map<string, string[] | null>> {
  const requested = resolveMarket({
    location: input.location ?? "United States",
    location_code: input.location_code,
    language: input.language ?? "en",
  });
  const keywords = [...new Set(texts)];
  const limit = pLimit(SERP_CONCURRENCY);
  const answers = await Promise.all(keywords.map((keyword) =>
    limit(async () => {
      const market = marketOf(keyword, requested);
      const answer = await ctx.provider.serpOrganic({
        keyword,
        location_code: market.location_code,
        language_code: market.language_code,
        device: "desktop",
        depth: SERP_DEPTH,
        ai_overview: false,
      }, { signal: ctx.signal });
      const urls = (answer.serp?.items ?? []).filter((i) => i.type === "organic" && i.url)
        .map((i) => pageKey(i.url!)).filter((u): u is string => u !== null).slice(0, SERP_DEPTH);
      return [keyword, urls.length > 0 ? urls : null] as const;
    })
  ));
  return new Map(answers);
}
