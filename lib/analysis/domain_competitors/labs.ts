/**
 * What the four Labs domain operations (competitors, domain intersection, traffic estimate, pages
 * intersection) share: the market a request resolves to, the per-keyword facts and judgement,
 * the sandbox label and the confidence rule. Declared once here.
 */
import { z } from "zod";
import { findLanguage, findLocation, locationByCode } from "../../geo/geo.ts";
import type { KeywordMetrics, Market } from "../../providers/labs_types.ts";
import type { ProviderName } from "../../providers/provider.ts";
import { KeywordClustersResultSchema } from "../keyword_clusters/result.ts";
import { judgeKeyword } from "../keyword_judgement/mod.ts";
import { languageOfLocation } from "../understanding/locale.ts";

/** The search market of a request: the provider's codes and the names a person reads. */
export interface ResolvedMarket {
  market: Market;
  /** Canonical location name, valid as a follow-up request's `location`. */
  location: string;
  /** Language name, e.g. English. */
  language_name: string;
}

/** Where the data came from. */
export const DataSourceSchema = z.enum(["dataforseo", "sandbox"])
  .describe("sandbox: synthetic demo data, never a real measurement.");

/** The limitation every sandbox answer carries. */
export const SANDBOX_NOTE =
  "Sandbox data: synthetic rankings and traffic derived from the targets' names, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.";

/**
 * The market of a request with `location`, `location_code` and `language` (already validated):
 * `location_code` wins over `location`.
 */
export function marketOf(
  input: { location: string; location_code?: number; language: string },
): ResolvedMarket {
  const place = (input.location_code !== undefined ? locationByCode(input.location_code) : null) ??
    findLocation(input.location) ?? findLocation("United States")!;
  const language = findLanguage(input.language) ?? findLanguage("en")!;
  return {
    market: { location_code: place.location_code, language_code: language.language_code },
    location: place.name,
    language_name: language.name,
  };
}

/** The market of a request with a `location` only: its language is the market's own (else en). */
export function marketOfLocation(location: string): ResolvedMarket {
  const place = findLocation(location) ?? findLocation("United States")!;
  const code = languageOfLocation(place.name) ?? "en";
  return marketOf({ location: place.name, language: findLanguage(code) ? code : "en" });
}

/** "United States, English": the market as the summaries name it. */
export function marketLabel(m: ResolvedMarket): string {
  return `${m.location}, ${m.language_name}`;
}

const pageTypeSchema = KeywordClustersResultSchema.shape.cluster_plan.shape.clusters.element
  .shape.suggested_page.shape.page_type;

/** The fields of one keyword's metrics and judgement, spread into each operation's row schema. */
export const keywordFields = {
  keyword: z.string(),
  search_volume: z.number().min(0).nullable().describe("Monthly searches; null when unknown."),
  cpc: z.number().min(0).nullable().describe("Cost per click, USD; null when unknown."),
  competition: z.number().min(0).max(1).nullable().describe("Paid competition 0-1."),
  keyword_difficulty: z.number().min(0).max(100).nullable()
    .describe("Ranking difficulty 0-100; null when unknown."),
  intent: z.enum(["transactional", "commercial", "navigational", "informational"]),
  intent_source: z.enum(["provider", "modifiers"])
    .describe("provider: the data provider's intent model; modifiers: the query's own words."),
  buyer_stage: z.enum(["awareness", "consideration", "decision"]),
  recommended_page_type: pageTypeSchema,
  serp_features: z.array(z.string()).describe("SERP features shown for the keyword."),
};

const KeywordFactsSchema = z.strictObject(keywordFields);

/** One keyword's metrics and judgement. */
export type KeywordFacts = z.output<typeof KeywordFactsSchema>;

/** The facts of a keyword: the provider's metrics and the shared judgement (`judgeKeyword`). */
export function keywordFactsOf(k: KeywordMetrics): KeywordFacts {
  return {
    keyword: k.keyword,
    // A stray provider figure is clamped into its range rather than breaking the schema.
    search_volume: clamp(k.search_volume, Infinity),
    cpc: clamp(k.cpc, Infinity),
    competition: clamp(k.competition, 1),
    keyword_difficulty: clamp(k.keyword_difficulty, 100),
    ...judgeKeyword(k.keyword, k.main_intent),
    serp_features: k.serp_features,
  };
}

function clamp(value: number | null, max: number): number | null {
  return value === null ? null : Math.min(max, Math.max(0, value));
}

/** How confidence follows the evidence: row count, data source and missing metrics. */
export const CONFIDENCE = {
  base: 0.85,
  /** Fewer rows than this lower confidence by `fewPenalty`; fewer than `veryFew`, by twice it. */
  few: 15,
  veryFew: 5,
  fewPenalty: 0.12,
  /** Subtracted in proportion to the share of rows missing a metric the decision reads. */
  missingPenalty: 0.25,
  /** An empty answer says only that the provider found nothing. */
  empty: 0.4,
  /** Synthetic data never supports more than this. */
  sandboxCap: 0.3,
};

/** The confidence of a decision read from `rows` rows, `missing` (0-1) of them lacking a metric. */
export function confidenceOf(
  f: { rows: number; provider: ProviderName; missing?: number },
): number {
  const c = CONFIDENCE;
  let value = f.rows === 0 ? c.empty : c.base;
  if (f.rows > 0 && f.rows < c.veryFew) value -= 2 * c.fewPenalty;
  else if (f.rows > 0 && f.rows < c.few) value -= c.fewPenalty;
  value -= c.missingPenalty * Math.min(1, Math.max(0, f.missing ?? 0));
  const capped = f.provider === "sandbox" ? Math.min(value, c.sandboxCap) : value;
  return Math.round(Math.max(0.1, capped) * 100) / 100;
}

/** The text of confidence's rule, for `method`. */
export const CONFIDENCE_RULE =
  `confidence starts at ${CONFIDENCE.base}; ${CONFIDENCE.fewPenalty} less under ${CONFIDENCE.few} rows, twice that under ${CONFIDENCE.veryFew}; up to ${CONFIDENCE.missingPenalty} less by the share of rows missing a metric the decision reads; ${CONFIDENCE.empty} for an empty answer; at most ${CONFIDENCE.sandboxCap} on sandbox data`;

/** Rounds to `digits` decimals (shares, scores). */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Compares two nullable numbers, largest first, nulls last. */
export function desc(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/** Opportunity scores (0-100, `OPPORTUNITY_FORMULA`) at or above these are high and medium. */
export const OPPORTUNITY_BANDS = { high: 40, medium: 20 };

/** The level of an opportunity score. */
export function opportunityLevel(score: number): "high" | "medium" | "low" {
  return score >= OPPORTUNITY_BANDS.high
    ? "high"
    : score >= OPPORTUNITY_BANDS.medium
    ? "medium"
    : "low";
}
