/** The free lookups of the control registry: locations, languages and the stored SERPs. */
import { z } from "zod";
import { plural } from "../toolkit/prose.ts";
import {
  findLanguage,
  findLocation,
  listLanguages,
  locationByCode,
  searchLocations,
} from "../geo/geo.ts";
import { LocationQuery, SerpHistoryQuery } from "../queries.ts";
import {
  type LanguageList,
  LanguageListSchema,
  type LocationList,
  LocationListSchema,
} from "../schemas/geo.ts";
import { type SerpHistory, SerpHistorySchema } from "../schemas/serp_history.ts";
import type { Services } from "../services.ts";
import { readSerpHistory } from "../store/serp_history.ts";
import { defineControl } from "./define.ts";

/** The locations matching `q`. */
export function locationList(q: string | undefined): LocationList {
  const locations = searchLocations(q ?? "");
  return { locations, count: locations.length };
}

/** Every language. */
export function languageList(): LanguageList {
  const languages = listLanguages();
  return { languages, count: languages.length };
}

/** The history answer for a parsed query. */
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

export const locations = defineControl({
  id: "locations",
  rest: {
    method: "get",
    path: "/locations",
    tag: "account",
    summary: "Countries `location` and `location_code` accept, by part of a name (free)",
    query: LocationQuery,
    ok: { description: "Matching countries, in name order.", component: "LocationList" },
  },
  output: LocationListSchema,
  bucket: "control",
  handler: ({ query }) => locationList(query.q),
  mcp: {
    name: "locations",
    title: "Locations",
    description:
      "Countries the `location` and `location_code` fields accept, by part of a name, an ISO code or a Google geo target id. Free.",
    input: LocationQuery,
    text: (list) => `${plural(list.count, "location")}.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});

export const languages = defineControl({
  id: "languages",
  rest: {
    method: "get",
    path: "/languages",
    tag: "account",
    summary: "Languages `language` accepts (free)",
    ok: { description: "Every language.", component: "LanguageList" },
  },
  output: LanguageListSchema,
  bucket: "control",
  handler: () => languageList(),
  mcp: {
    name: "languages",
    title: "Languages",
    description: "Languages the `language` field accepts (codes and names). Free.",
    input: z.object({}).strict(),
    text: (list) => `${plural(list.count, "language")}.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});

export const serpHistoryEntry = defineControl({
  id: "serp_history",
  rest: {
    method: "get",
    path: "/serp/history",
    tag: "search",
    summary: "Stored SERPs of a keyword, as `/serp/volatility` snapshots (free)",
    description:
      "Every SERP the service fetches for the workspace (by any operation, from the provider or its cache) is stored as a dated snapshot of its organic results and features: one per fetch time, at most 60 per keyword, location, language and device (the oldest dropped first), each kept 400 days. The answer's `snapshots` is a valid `snapshots` value of POST /serp/volatility as is. `location` is resolved like the operations' (`location_code` wins); without `language`, snapshots of any language are returned. Free.",
    query: SerpHistoryQuery,
    ok: {
      description:
        "The newest stored SERPs of the keyword in the location and device, oldest first.",
      component: "SerpHistory",
    },
  },
  output: SerpHistorySchema,
  bucket: "control",
  handler: ({ query }, { caller, services }) =>
    serpHistory(services, caller.key.workspace_id, query),
  mcp: {
    name: "serp_history",
    title: "SERP history",
    description:
      "The SERPs this workspace fetched for a keyword (per market and device), oldest first, as the `snapshots` serp_volatility takes: pass them on as they are. Free.",
    input: SerpHistoryQuery,
    text: (history) =>
      `${plural(history.count, "snapshot")} of "${history.keyword}" in ${history.location.name}.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});
