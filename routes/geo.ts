/** `GET /locations` and `GET /languages`: what `location` and `language` accept (free). */
import { Hono } from "hono";
import { listLanguages, searchLocations } from "../lib/geo/geo.ts";
import { LocationQuery } from "../lib/queries.ts";
import type { LanguageList, LocationList } from "../lib/schemas/geo.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";

export function geoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/locations", (c) => {
    const { q } = parseInput(LocationQuery, c.req.query());
    const locations = searchLocations(q ?? "");
    return c.json({ locations, count: locations.length } satisfies LocationList);
  });
  routes.get("/languages", (c) => {
    const languages = listLanguages();
    return c.json({ languages, count: languages.length } satisfies LanguageList);
  });
  return routes;
}
