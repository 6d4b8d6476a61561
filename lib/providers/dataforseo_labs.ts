/**
 * The DataForSEO Labs calls of the adapter (reference §10): one task per live call to
 * `/v3/dataforseo_labs/google/<name>/live`, the market sent as `location_code` and
 * `language_code`, and the answers read into our domain types (`labs_types.ts`).
 */
import { ApiError } from "../errors.ts";
import type { LiveCall } from "./dataforseo.ts";
import type { LabsCalls } from "./labs_types.ts";

const notBuilt = (call: string) => () =>
  Promise.reject(
    new ApiError("NOT_IMPLEMENTED", `The DataForSEO adapter does not make ${call} calls yet.`),
  );

/** The Labs calls over `call`. */
export function labsCalls(_call: LiveCall): LabsCalls {
  return {
    keywordIdeas: notBuilt("keyword_ideas"),
    keywordOverview: notBuilt("keyword_overview"),
    rankedKeywords: notBuilt("ranked_keywords"),
    relevantPages: notBuilt("relevant_pages"),
    domainCompetitors: notBuilt("competitors_domain"),
    domainIntersection: notBuilt("domain_intersection"),
    trafficEstimate: notBuilt("bulk_traffic_estimation"),
    pagesIntersection: notBuilt("page_intersection"),
  };
}
