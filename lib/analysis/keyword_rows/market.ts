/**
 * What every Labs result says about its data: the named market (resolved once, `resolveMarket`
 * in lib/geo), which provider answered, the sandbox limitation and the confidence rule.
 */
import { z } from "zod";
import type { ResolvedMarket } from "../../geo/geo.ts";
import type { Market } from "../../providers/labs_types.ts";
import type { ProviderName } from "../../providers/provider.ts";

/** The market of a result, named. */
export const MarketSchema = z.strictObject({
  location: z.string().describe("Country name, e.g. United States."),
  location_code: z.number().int(),
  language: z.string().describe("Language name, e.g. English."),
  language_code: z.string(),
});

export type { ResolvedMarket };

/** The codes a provider request carries. */
export function marketCodes(market: ResolvedMarket): Market {
  return { location_code: market.location_code, language_code: market.language_code };
}

/** Which provider answered. */
export const DataSourceSchema = z.enum(["dataforseo", "sandbox"])
  .describe("`sandbox`: synthetic demo data, not real search data.");

/** The limitation every sandbox result states first. */
export function sandboxLimitation(what: string): string[] {
  return [
    `Sandbox data: synthetic ${what} derived from the request, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.`,
  ];
}

/** How confidence follows the evidence: row count, data source and missing figures. */
export const CONFIDENCE = {
  base: 0.85,
  /** Fewer rows than this lower confidence by `fewPenalty`; fewer than `veryFew`, by twice it. */
  few: 15,
  veryFew: 5,
  fewPenalty: 0.12,
  /** Subtracted in proportion to the share of rows missing a figure the decision reads. */
  missingPenalty: 0.25,
  /** An empty answer says only that the provider found nothing. */
  empty: 0.4,
  /** Synthetic data never supports more than this. */
  sandboxCap: 0.3,
  /** No decision read from provider rows is stated with less than this. */
  floor: 0.1,
};

/** What the confidence of a Labs result reads. */
export interface ConfidenceFacts {
  provider: ProviderName;
  /** Rows the result rests on. */
  rows: number;
  /** Share 0-1 of rows missing a figure the decision reads (volume, difficulty, traffic). */
  missing_share?: number;
}

/** Whether a keyword row lacks a figure the decisions read (volume or difficulty). */
export function lacksFigures(
  k: { search_volume: number | null; keyword_difficulty: number | null },
): boolean {
  return k.search_volume === null || k.keyword_difficulty === null;
}

/** The share 0-1 of `rows` lacking a figure (`lacksFigures`); 0 for no rows. */
export function missingShare(
  rows: readonly { search_volume: number | null; keyword_difficulty: number | null }[],
): number {
  return rows.length ? rows.filter(lacksFigures).length / rows.length : 0;
}

/** The confidence of a decision read from `rows` rows (`CONFIDENCE_RULE`), to 2 decimals. */
export function confidenceOf(f: ConfidenceFacts): number {
  const c = CONFIDENCE;
  let value = f.rows === 0 ? c.empty : c.base;
  if (f.rows > 0 && f.rows < c.veryFew) value -= 2 * c.fewPenalty;
  else if (f.rows > 0 && f.rows < c.few) value -= c.fewPenalty;
  value -= c.missingPenalty * Math.min(1, Math.max(0, f.missing_share ?? 0));
  const capped = f.provider === "sandbox" ? Math.min(value, c.sandboxCap) : value;
  return Math.round(Math.max(c.floor, capped) * 100) / 100;
}

/** The text of confidence's rule, for `method`. */
export const CONFIDENCE_RULE =
  `confidence starts at ${CONFIDENCE.base}; ${CONFIDENCE.fewPenalty} less under ${CONFIDENCE.few} rows, twice that under ${CONFIDENCE.veryFew}; up to ${CONFIDENCE.missingPenalty} less by the share of rows missing a figure the decision reads; ${CONFIDENCE.empty} for an empty answer; at most ${CONFIDENCE.sandboxCap} on sandbox data; at least ${CONFIDENCE.floor}`;
