/** An excluded prospect row, with its code and reason. */
import type { Prospect } from "./facts.ts";
import type { ExcludedProspect, ExclusionCode } from "./result.ts";

/** The exclusion of a prospect; the type, score and priority are added by the steps that know them. */
export function exclusion(p: Prospect, code: ExclusionCode, reason: string): ExcludedProspect {
  return {
    index: p.index,
    source_domain: p.domain,
    source_url: p.url,
    code,
    reason,
    duplicate_of: null,
    spam_score: p.spam,
    type: null,
    score: null,
    priority: null,
  };
}
