/**
 * The search market of a Labs request, resolved from the already-validated `location_code`
 * (wins), `location` and `language` fields, and what every keyword result says about its data.
 */
import { z } from "zod";
import { findLanguage, findLocation, locationByCode } from "../../geo/geo.ts";
import type { Market } from "../../providers/labs_types.ts";

/** The market of a result, named. */
export const MarketSchema = z.strictObject({
  location: z.string().describe("Country name, e.g. United States."),
  location_code: z.number().int(),
  language: z.string().describe("Language name, e.g. English."),
  language_code: z.string(),
});

/** The market of a result, named. */
export type NamedMarket = z.output<typeof MarketSchema>;

/** The locale fields of a parsed Labs request. */
export interface LocaleFields {
  location: string;
  location_code?: number;
  language: string;
}

/** The named market of a parsed request (its fields were validated, so they resolve). */
export function marketOf(input: LocaleFields): NamedMarket {
  const location =
    (input.location_code !== undefined ? locationByCode(input.location_code) : null) ??
      findLocation(input.location);
  const language = findLanguage(input.language);
  if (!location || !language) {
    throw new Error(`Unresolved market ${input.location}/${input.language} after validation`);
  }
  return {
    location: location.name,
    location_code: location.location_code,
    language: language.name,
    language_code: language.language_code,
  };
}

/** The codes a provider request carries. */
export function marketCodes(market: NamedMarket): Market {
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

/** What the confidence of a keyword result reads. */
export interface ConfidenceFacts {
  provider: "dataforseo" | "sandbox";
  /** Rows the result rests on. */
  rows: number;
  /** Share 0-1 of rows missing a figure the decision reads (volume or difficulty). */
  missing_share: number;
}

/**
 * Confidence follows the evidence: 0.8 for a full answer of real data, less with few rows
 * (under 5: -0.2) or many missing figures (over half: -0.15), 0.35 with no rows at all, and
 * at most 0.3 on sandbox data.
 */
export function confidenceOf(f: ConfidenceFacts): number {
  let c = f.rows === 0 ? 0.35 : 0.8;
  if (f.rows > 0 && f.rows < 5) c -= 0.2;
  if (f.missing_share > 0.5) c -= 0.15;
  return f.provider === "sandbox" ? Math.min(c, 0.3) : c;
}
