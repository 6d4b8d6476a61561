/** What the content decay analysis reads: the request, the market and the observations. */
import type { z } from "zod";
import type { ResolvedMarket } from "../../geo/geo.ts";
import type { MonthlyVolume, RankedKeywordRow } from "../../providers/labs_types.ts";
import type { ProviderName } from "../../providers/provider.ts";
import type { SerpSnapshot } from "../../store/serp_history.ts";
import type { ContentDecayRequestSchema } from "../../operations/content_decay_detect.ts";

/** The parsed `/content-decay/detect` request. */
export type ContentDecayRequest = z.output<typeof ContentDecayRequestSchema>;

/** The provider's own view of the page's ranking (Labs ranked keywords), when it answered. */
export interface ProviderRankingData {
  /** The row of the keyword, or null when the provider lists no ranking of the page for it. */
  row: RankedKeywordRow | null;
  /** Why the provider could not be asked; null when it answered. */
  error: string | null;
}

/** The keyword's monthly search volumes, from the first provider answer that carries them. */
export interface DemandData {
  /** Newest first, as the provider sends them; empty when no answer carried them. */
  monthly: MonthlyVolume[];
  source: "ranked_keywords" | "keyword_overview" | null;
  /** Why the volumes could not be read; null when they were (or were not asked for). */
  error: string | null;
}

/** Everything the analysis needs besides the request: fetched by the operation. */
export interface ContentDecayData {
  market: ResolvedMarket;
  /** True when the market was read from the keyword's language (the request names none). */
  marketFromKeyword: boolean;
  device: "desktop" | "mobile";
  /** The stored SERP snapshots of the keyword in the market, oldest first. */
  history: SerpSnapshot[];
  /** Today's live SERP as a snapshot; null when the provider returned no organic result. */
  live: SerpSnapshot | null;
  /** The depth the live SERP was fetched to. */
  liveDepth: number;
  ranking: ProviderRankingData;
  demand: DemandData;
  provider: ProviderName;
  now: Date;
}
