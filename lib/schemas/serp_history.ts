/**
 * The shape of `GET /serp/history`, declared once for the route and OpenAPI. Its `snapshots`
 * are exactly what `/serp/volatility` takes as `snapshots`, so one answer can be sent on as is.
 */
import { z } from "zod";

/** One ranked organic result of a stored SERP. */
const SnapshotResultSchema = z.strictObject({
  position: z.number().int().min(1).max(100).describe("Organic position (`rank_group`), 1 = top."),
  url: z.string().min(1).max(2048),
  title: z.string().min(1).max(500).optional(),
  domain: z.string().min(1).max(300).optional(),
});

/** One stored SERP, as a `/serp/volatility` snapshot. */
export const SerpHistorySnapshotSchema = z.strictObject({
  checked_at: z.iso.datetime().describe("When the provider fetched the SERP (UTC)."),
  results: z.array(SnapshotResultSchema).min(1).max(100)
    .describe("The organic results in rank order (at most 100)."),
  serp_features: z.array(z.string().min(1).max(100)).max(30)
    .describe("The other feature types the page showed (ai_overview, people_also_ask ...)."),
});

/** `GET /api/v1/serp/history`. */
export const SerpHistorySchema = z.strictObject({
  keyword: z.string().min(1).describe("The keyword as asked for."),
  location: z.strictObject({
    name: z.string(),
    location_code: z.number().int(),
    country_iso_code: z.string(),
  }).describe("The location the request resolved to."),
  language: z.strictObject({ name: z.string(), language_code: z.string() }).nullable()
    .describe("The language asked for; null: snapshots of any language."),
  device: z.enum(["desktop", "mobile"]),
  snapshots: z.array(SerpHistorySnapshotSchema).max(60).describe(
    "The newest stored SERPs (at most `limit`), oldest first: send them as `snapshots` to POST /api/v1/serp/volatility (it needs at least 2).",
  ),
  count: z.number().int().min(0).max(60),
});

/** `GET /api/v1/serp/history`. */
export type SerpHistory = z.output<typeof SerpHistorySchema>;
