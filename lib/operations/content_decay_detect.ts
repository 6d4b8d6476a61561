import { z } from "zod";
import {
  analyzeContentDecay,
  ContentDecayResultSchema,
  type DemandData,
  marketOfKeyword,
  type ProviderRankingData,
  rowOfKeyword,
} from "../analysis/content_decay/mod.ts";
import type { ResolvedMarket } from "../geo/geo.ts";
import { SERP_HISTORY_MAX_SNAPSHOTS, serpSnapshotOf } from "../store/serp_history.ts";
import { defineOperation, type OperationContext } from "./define.ts";
import { httpUrl, intRange, keyword, ownerTarget } from "./shared.ts";

/** Results read from today's live SERP: five pages, so a slide to page 2-5 is still seen. */
const LIVE_DEPTH = 50;
/** The SERPs compared are desktop ones (the request has no device field). */
const DEVICE = "desktop";
/** One keyword is asked for (an exact-match filter): a few rows at most, priced per row. */
const RANKED_LIMIT = 10;
/** Months of volumes that read a demand trend (`keyword_rows/trend.ts`). */
const MIN_DEMAND_MONTHS = 6;

/** The `/content-decay/detect` request; the analysis takes its parsed output. */
export const ContentDecayRequestSchema = z.object({
  url: httpUrl.describe("The page to watch."),
  keyword,
  target: ownerTarget,
  lookback_days: intRange(3, 180).default(30).describe("Days of history compared (3-180)."),
  threshold: z.number().min(0).max(100).default(3)
    .describe(
      "Decline of expected clicks, in percent of the checks before the drop, a move beyond the noise band must also cost to be reported as decay (0-100).",
    ),
});

type Request = z.output<typeof ContentDecayRequestSchema>;

/** POST /content-decay/detect: has a page's ranking for a keyword been slipping. */
export const contentDecayDetect = defineOperation({
  path: "/content-decay/detect",
  tag: "content",
  summary: "Detect ranking decay of a page for a keyword",
  description:
    "Builds the page's rank series for the keyword over `lookback_days` from the SERPs this service stored for the workspace plus one live SERP check now (desktop, top 50; market from the owner's country-code domain, else the keyword's language, United States / English by default), and reads the provider's ranked-keywords view of the page with the keyword's monthly search volumes (keyword_overview when the page has no row). Returns a `decay_audit`: decay only when the latest checks stay beyond the series' own noise band (the earlier checks' spread, at least one place in the top 3 and a fifth of the position further down) for at least two checks in a row and cost at least `threshold` percent of expected clicks; the drop dated between the last good and the first low check; who rose above the page; the demand (season, peak, low months, when the season returns, the window against the months before) and what drives the clicks (rank, demand, both); the trend (stable, declining, recovering, lost, not_ranking, unconfirmed_drop, insufficient_data); confidence from the observations and the agreement of the signals; with agent_workflow (decision `stable_demand_seasonal` when a steady page loses clicks to the season) and markdown_summary.",
  input: ContentDecayRequestSchema,
  cost: 4,
  provider: true,
  example: {
    url: "https://example.com/blog/home-espresso-guide",
    keyword: "home espresso guide",
    lookback_days: 90,
    threshold: 5,
  },
  output: ContentDecayResultSchema,
  run: async (input, ctx) => {
    const { market, fromKeyword } = marketOfKeyword(input.keyword, [input.target, input.url]);
    // The stored SERPs first: the live check below is recorded into the same history.
    const history = await ctx.serpHistory({
      keyword: input.keyword,
      location_code: market.location_code,
      language_code: market.language_code,
      device: DEVICE,
      limit: SERP_HISTORY_MAX_SNAPSHOTS,
    });
    const [live, ranking] = await Promise.all([
      liveSnapshot(input, market, ctx),
      providerRanking(input, market, ctx),
    ]);
    const demand = await demandData(input, market, { ranking, ctx });
    return analyzeContentDecay(input, {
      market,
      marketFromKeyword: fromKeyword,
      device: DEVICE,
      history,
      live,
      liveDepth: LIVE_DEPTH,
      ranking,
      demand,
      provider: ctx.provider.name,
      // The request's clock (shifted in tests and replays), never the process's.
      now: ctx.now,
    });
  },
});

/** Today's SERP of the keyword as a snapshot; null when it has no organic result. */
async function liveSnapshot(input: Request, market: ResolvedMarket, ctx: OperationContext) {
  const req = {
    keyword: input.keyword,
    location_code: market.location_code,
    language_code: market.language_code,
    device: DEVICE,
    depth: LIVE_DEPTH,
    ai_overview: false,
  } as const;
  const answer = await ctx.provider.serpOrganic(req, { signal: ctx.signal });
  return answer.serp ? serpSnapshotOf(req, answer.serp) : null;
}

/**
 * The provider's ranking of the page for the keyword. "Where available": a failed call is
 * reported as missing history, not as a failed audit (the live SERP carries the audit).
 */
async function providerRanking(
  input: Request,
  market: ResolvedMarket,
  ctx: OperationContext,
): Promise<ProviderRankingData> {
  try {
    const answer = await ctx.provider.rankedKeywords({
      location_code: market.location_code,
      language_code: market.language_code,
      target: input.url,
      keyword: input.keyword,
      limit: RANKED_LIMIT,
      max_rank: 100,
      min_search_volume: 0,
      include_lost: true,
      sort_by: "rank",
    }, { signal: ctx.signal });
    return { row: rowOfKeyword(answer.rows, input.keyword), error: null };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    const message = err instanceof Error ? err.message : String(err);
    return { row: null, error: `the provider's ranked keywords could not be read (${message}).` };
  }
}

/**
 * The keyword's monthly search volumes: those of the ranked-keywords row already bought, else
 * one keyword_overview call (the page is not listed by the provider, or its row lacks them).
 * "Where available": a failed call leaves the demand unknown, not the audit failed.
 */
async function demandData(
  input: Request,
  market: ResolvedMarket,
  got: { ranking: ProviderRankingData; ctx: OperationContext },
): Promise<DemandData> {
  const monthly = got.ranking.row?.keyword.monthly_searches ?? [];
  if (monthly.length >= MIN_DEMAND_MONTHS) {
    return { monthly, source: "ranked_keywords", error: null };
  }
  const { ctx } = got;
  try {
    const answer = await ctx.provider.keywordOverview({
      keywords: [input.keyword],
      location_code: market.location_code,
      language_code: market.language_code,
    }, { signal: ctx.signal });
    const row = answer.rows.find((r) =>
      r.keyword.trim().toLowerCase() === input.keyword.trim().toLowerCase()
    ) ??
      answer.rows[0];
    const months = row?.monthly_searches ?? [];
    if (months.length > 0) {
      return { monthly: months, source: "keyword_overview", error: null };
    }
    return monthly.length > 0
      ? { monthly, source: "ranked_keywords", error: null }
      : { monthly: [], source: null, error: "the provider has no monthly volumes for the keyword" };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    const message = err instanceof Error ? err.message : String(err);
    return monthly.length > 0
      ? { monthly, source: "ranked_keywords", error: null }
      : { monthly: [], source: null, error: `the keyword overview could not be read (${message})` };
  }
}
