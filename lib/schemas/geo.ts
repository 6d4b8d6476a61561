/** The shapes of `GET /locations` and `GET /languages`, declared once for routes and OpenAPI. */
import { z } from "zod";

const LocationSchema = z.strictObject({
  name: z.string().describe(
    "The name requests and results spell it: a country, or DataForSEO's canonical name of a city or region.",
  ),
  location_code: z.number().int().describe("Google geo target id (`location_code`)."),
  country_iso_code: z.string().describe("ISO 3166-1 alpha-2 code (of the country it lies in)."),
  location_type: z.string().describe(
    "Country, or the city or region type (City, State, …). Cities and regions are taken by the operations that read a SERP; keyword and domain data (DataForSEO Labs) is country-level.",
  ),
  other_names: z.array(z.string()).describe("Other names that resolve to it."),
});

/** `GET /api/v1/locations`. */
export const LocationListSchema = z.strictObject({
  locations: z.array(LocationSchema),
  count: z.number().int().min(0),
});

/** `GET /api/v1/locations`. */
export type LocationList = z.output<typeof LocationListSchema>;

/** `GET /api/v1/languages`. */
export const LanguageListSchema = z.strictObject({
  languages: z.array(z.strictObject({
    name: z.string(),
    language_code: z.string().describe("The code requests take (`language`)."),
    other_names: z.array(z.string()).describe("Other codes and names that resolve to it."),
  })),
  count: z.number().int().min(0),
});

/** `GET /api/v1/languages`. */
export type LanguageList = z.output<typeof LanguageListSchema>;
