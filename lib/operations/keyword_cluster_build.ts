import { z } from "zod";
import pLimit from "p-limit";
import {
  buildKeywordClusters,
  KeywordClustersResultSchema,
} from "../analysis/keyword_clusters/mod.ts";
import { suppliedKeywords } from "../analysis/keyword_clusters/facts.ts";
import { pageKey } from "../analysis/keyword_clusters/serp_overlap.ts";
import { SERP_DEPTH } from "../analysis/keyword_clusters/thresholds.ts";
import { type ResolvedMarket, resolveMarket } from "../geo/geo.ts";
import { languageOfText } from "../analysis/understanding/language.ts";
import { marketOfLanguage } from "../analysis/understanding/locale.ts";
import { defineOperation, type OperationContext } from "./define.ts";
import { keywordItem, language, serpLocation, serpLocationCode } from "./shared.ts";

/** SERP calls in flight at once for `method: "serp"`. */
const SERP_CONCURRENCY = 4;

/** The `/keyword-cluster/build` request. */
export const KeywordClustersRequestSchema = z.object({
  keywords: z.array(keywordItem).min(1).max(200).describe(
    "Keywords to cluster (1-200): strings, or objects with `keyword` and `search_volume` (each cluster is then headed by its highest-demand keyword).",
  ),
  method: z.enum(["lexical", "serp"]).default("lexical").describe(
    "lexical (default): by words, stems and intent, no provider call. serp: by the share of top-10 Google results two keywords share (one SERP per keyword from the configured provider, through its cache, 1 credit each; ask `?dry_run=true` for the cost), with the lexical and intent rules as fallback and guard.",
  ),
  location: serpLocation().unwrap().optional().describe(
    "With method serp: where the SERPs are read (default: each keyword's language's main market, else United States).",
  ),
  location_code: serpLocationCode.optional(),
  language: language.unwrap().optional().describe(
    "With method serp: the SERPs' language (default: each keyword's own, else en).",
  ),
});

/** POST /keyword-cluster/build: a cluster plan for a list of keywords. */
export const keywordClusterBuild = defineOperation({
  path: "/keyword-cluster/build",
  tag: "keywords",
  summary: "Group keywords into topic clusters and a page plan",
  description:
    'Groups the supplied keywords into clusters and returns a cluster_plan (pillar and cluster pages with their keywords). By default it works on the supplied keywords only and calls no provider; with `method: "serp"` it reads one SERP per keyword and groups keywords Google answers with the same pages (each cluster\'s `grouped_by` says which method grouped it).',
  input: KeywordClustersRequestSchema,
  cost: {
    credits: 2,
    plus_per_item: 1,
    items_field: "keywords",
    when_field: "method",
    when_value: "serp",
  },
  provider: true,
  providerWhen: { field: "method", equals: "serp" },
  example: {
    keywords: [
      "crm software",
      "best crm for small business",
      "crm pricing",
      "free crm",
      "sales pipeline software",
      "how to build a sales pipeline",
      "sales pipeline stages",
      "email marketing tools",
    ],
  },
  output: KeywordClustersResultSchema,
  run: async (input, ctx) => {
    const serps = input.method === "serp" ? await topResults(input, ctx) : undefined;
    return buildKeywordClusters(input, { now: ctx.now, serps });
  },
});

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
async function topResults(
  input: z.output<typeof KeywordClustersRequestSchema>,
  ctx: OperationContext,
): Promise<Map<string, string[] | null>> {
  const requested = resolveMarket({
    location: input.location ?? "United States",
    location_code: input.location_code,
    language: input.language ?? "en",
  });
  const keywords = [...new Set(suppliedKeywords(input).map((k) => k.text))];
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
