/**
 * Follow-up calls carry the search locale. A `next_calls` body for an endpoint that takes
 * `language` and `location` gets them when the analysis left them out: the request's own
 * values when it had them (the location by its canonical name, so `us` and 2840 are carried on
 * as "United States"), else the language of the keyword the call is about and that
 * language's main market. A French keyword is never sent on with the English defaults.
 */
import type { AnalysisResult, Operation } from "./define.ts";
import { evidencedLanguageOfText, languageOfText } from "../analysis/understanding/language.ts";
import { countryOf, findLanguage, PLACES, resolveLocation } from "../geo/geo.ts";
import {
  followUpMarket,
  languageOfLocation,
  marketOfHost,
} from "../analysis/understanding/locale.ts";

type Body = Record<string, unknown>;

/** Marks an endpoint whose `location` takes cities and regions (a SERP), not only countries. */
const PLACES_FIELD = "location:places";

/** The fields each endpoint's request takes, and `PLACES_FIELD` when its location takes a city. */
function fieldsOf(op: Operation): ReadonlySet<string> {
  const shape = (op.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const location = shape.location as { safeParse?: (v: unknown) => { success: boolean } };
  const place = PLACES[0]?.name;
  const places = place !== undefined && location?.safeParse?.(place).success === true;
  return new Set([...Object.keys(shape), ...(places ? [PLACES_FIELD] : [])]);
}

/** The text a follow-up is about: its keyword, first keyword or topic. */
function subjectOf(body: Body): string | null {
  for (const key of ["keyword", "topic", "query"]) {
    if (typeof body[key] === "string") return body[key] as string;
  }
  const list = body.keywords;
  if (Array.isArray(list) && typeof list[0] === "string") return list[0];
  return null;
}

/**
 * The locale a follow-up should carry: the request's language, else the language of the site's
 * country domain (`target` on `.pl` is Polish: Google Search Central counts a ccTLD as a strong
 * country signal, and a consultant researches the client's market), else its subject's, else
 * English; the request's location when it is a market of that language, else the site's country
 * when it speaks it, else the language's main market.
 */
function localeOf(body: Body, request: Body): { language: string; location: string } {
  const given = typeof request.language === "string"
    ? findLanguage(request.language)?.language_code ?? request.language
    : null;
  const subject = subjectOf(body);
  const target = typeof request.target === "string" ? request.target : null;
  const language = given ?? marketOfHost(target)?.language ??
    (subject ? evidencedLanguageOfText(subject) ?? languageOfText(subject) : null) ?? "en";
  const requested = requestedLocation(request);
  // The request's location holds when it is a market of that language (or says nothing).
  const fits = requested !== null &&
    (languageOfLocation(requested) === null || languageOfLocation(requested) === language);
  const location = fits ? requested! : followUpMarket(language, target).location ?? "United States";
  return { language, location };
}

/** The request's location by its canonical name (`location_code` wins), as given if unknown. */
function requestedLocation(request: Body): string | null {
  const resolved = resolveLocation({ location_code: request.location_code }) ??
    resolveLocation({ location: request.location });
  return resolved?.name ?? (typeof request.location === "string" ? request.location : null);
}

/** A city or region carried to an endpoint whose data is country-level becomes its country. */
function fitLocation(location: string, placesAccepted: boolean): string {
  if (placesAccepted) return location;
  const resolved = resolveLocation({ location });
  return resolved ? countryOf(resolved) : location;
}

/** Fills `language` and `location` into the follow-ups of a result that left them out. */
export function localiseFollowUps(
  result: AnalysisResult,
  request: Body,
  fields: (endpoint: string) => ReadonlySet<string> | undefined,
): AnalysisResult {
  const calls = result.agent_workflow?.next_calls ?? [];
  for (const call of calls) {
    const accepted = fields(call.endpoint);
    if (!accepted) continue;
    const body = call.body as Body;
    const wantsLanguage = accepted.has("language") && body.language === undefined;
    const wantsLocation = accepted.has("location") && body.location === undefined &&
      body.location_code === undefined;
    if (!wantsLanguage && !wantsLocation) continue;
    const locale = localeOf(body, request);
    if (wantsLanguage) body.language = locale.language;
    if (wantsLocation) body.location = fitLocation(locale.location, accepted.has(PLACES_FIELD));
  }
  return result;
}

/** The registry with every built operation's follow-ups localised. */
export function withLocalisedFollowUps(ops: readonly Operation[]): Operation[] {
  const fields = new Map<string, ReadonlySet<string>>(ops.map((op) => [op.path, fieldsOf(op)]));
  return ops.map((op) => {
    const run = op.run;
    if (!run) return op;
    return {
      ...op,
      run: async (input, ctx) =>
        localiseFollowUps(await run(input, ctx), input, (endpoint) => fields.get(endpoint)),
    };
  });
}
