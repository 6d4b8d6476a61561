/**
 * `GET /serp/history` (free): the SERPs this workspace fetched for a keyword, as the
 * `snapshots` `/serp/volatility` takes.
 */
import { Hono } from "hono";
import type { z } from "zod";
import { findLanguage, findLocation, locationByCode } from "../lib/geo/geo.ts";
import { SerpHistoryQuery } from "../lib/queries.ts";
import type { SerpHistory } from "../lib/schemas/serp_history.ts";
import type { Services } from "../lib/services.ts";
import { readSerpHistory } from "../lib/store/serp_history.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";

/** The history answer for a parsed query (REST and the MCP `serp_history` tool). */
export async function serpHistory(
  services: Services,
  workspaceId: string,
  q: z.output<typeof SerpHistoryQuery>,
): Promise<SerpHistory> {
  // Both were checked when parsed; `location_code` wins.
  const location = q.location_code !== undefined
    ? locationByCode(q.location_code)!
    : findLocation(q.location)!;
  const language = q.language === undefined ? null : findLanguage(q.language)!;
  const stored = await readSerpHistory(services.kv, workspaceId, {
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
  return {
    keyword: q.keyword,
    location: { ...location },
    language: language ? { ...language } : null,
    device: q.device,
    snapshots,
    count: snapshots.length,
  };
}

export function serpHistoryRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/serp/history", async (c) => {
    const q = parseInput(SerpHistoryQuery, c.req.query());
    return c.json(await serpHistory(services, c.get("apiKey").workspace_id, q));
  });
  return routes;
}
