/**
 * `GET /serp/history` (free): the SERPs this workspace fetched for a keyword, as the
 * `snapshots` `/serp/volatility` takes.
 */
import { Hono } from "hono";
import { findLanguage, findLocation, locationByCode } from "../lib/geo/geo.ts";
import { SerpHistoryQuery } from "../lib/queries.ts";
import type { SerpHistory } from "../lib/schemas/serp_history.ts";
import type { Services } from "../lib/services.ts";
import { readSerpHistory } from "../lib/store/serp_history.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";

export function serpHistoryRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/serp/history", async (c) => {
    const q = parseInput(SerpHistoryQuery, c.req.query());
    // Both were checked when parsed; `location_code` wins.
    const location = q.location_code !== undefined
      ? locationByCode(q.location_code)!
      : findLocation(q.location)!;
    const language = q.language === undefined ? null : findLanguage(q.language)!;
    const stored = await readSerpHistory(services.kv, c.get("apiKey").workspace_id, {
      keyword: q.keyword,
      location_code: location.location_code,
      language_code: language?.language_code,
      device: q.device,
      limit: q.limit,
    }, services.now().getTime());
    const snapshots = stored.map((s) => ({
      checked_at: s.checked_at,
      results: s.results,
      serp_features: s.serp_features,
    }));
    return c.json(
      {
        keyword: q.keyword,
        location: { ...location },
        language: language ? { ...language } : null,
        device: q.device,
        snapshots,
        count: snapshots.length,
      } satisfies SerpHistory,
    );
  });
  return routes;
}
