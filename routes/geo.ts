/** `GET /locations` and `GET /languages`: what `location` and `language` accept (free). */
import { Hono } from "hono";
import { listLanguages, searchLocations } from "../lib/geo/geo.ts";
import { LocationQuery } from "../lib/queries.ts";
import type { LanguageList, LocationList } from "../lib/schemas/geo.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";

/** The locations matching `q` (REST and the MCP `locations` tool). */
export function locationList(q: string | undefined): LocationList {
  const locations = searchLocations(q ?? "");
  return { locations, count: locations.length };
}

/** Every language (REST and the MCP `languages` tool). */
export function languageList(): LanguageList {
  const languages = listLanguages();
  return { languages, count: languages.length };
}

export function geoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/locations", (c) => c.json(locationList(parseInput(LocationQuery, c.req.query()).q)));
  routes.get("/languages", (c) => c.json(languageList()));
  return routes;
}
