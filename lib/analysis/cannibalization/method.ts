/** The method text: how the analysis decides, for `?explain=true`. */
import { remediationMethod } from "./remediation/mod.ts";
import { REASON_RULES } from "./reasons/mod.ts";
import { methodByDecision } from "../rule.ts";
import { MATCH_METHOD } from "../page_match.ts";

export const METHOD = {
  conflict_score:
    "0-100 = 100 x (1 - product(1 - strength)) over the pair's reasons (noisy-OR, so overlapping evidence does not add up past 100); severity high >= 60, medium >= 35, else low; a conflict resting on wording alone (shared keywords or titles: no query both pages rank for, no canonical or indexability problem) is at most medium",
  confidence:
    "data completeness (ranking queries with clicks/impressions, page metrics, keywords, page types) sets a ceiling; each cluster's evidence scales it: queries both pages rank for 1, canonical/indexability facts 0.9, shared primary keyword 0.55, shared target keywords 0.5, similar titles 0.35; a mean under 0.6 is stated in the summary",
  ...methodByDecision(REASON_RULES),

  eligibility:
    "pages marked indexable: false (without clicks or impressions) take no part in keyword conflicts; a page canonicalised to another supplied page only conflicts with it when the canonical is ignored",
  site_wide_queries:
    "queries on 50%+ of the competing pages (with 10+ pages) and the bare brand query of `target` are navigational, not cannibalization: ignored and listed",
  clusters: "connected components of the conflict graph",
  preferred_url:
    "decided on the cluster's heaviest contested query first: the eligible page with the most clicks on it (then the best position on it) is kept (decided_by contested_query); without query-level data, when the shared keyword carries an intent modifier, an eligible page whose intent fits it goes before one that does not (intent_fit); otherwise, among eligible pages (indexable and not canonicalised elsewhere; all pages when none is): most clicks, then impressions, then best avg_position, then backlinks, then most canonicals pointing at it, then indexable, then the shorter path, then URL order; decided_by names the first signal that separated the winner from the runner-up",
  remediation: remediationMethod(),
  focus_keywords:
    "restrict: a conflict is kept when a shared keyword or query contains a focus keyword (all its stems), or when both pages' titles or primary keywords do",
  url_normalisation:
    "scheme, www., fragment, trailing slash, letter case and tracking parameters ignored; relative URLs resolved against `target` (else the most common host); rows with the same normalised URL are merged",
  page_match: MATCH_METHOD,
} as const;
