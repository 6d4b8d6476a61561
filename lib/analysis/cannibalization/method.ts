/**
 * The method text: how the analysis decides, for `?explain=true`. The reason and remediation
 * rules state themselves (`when -> id (because)`); the other entries describe the steps around
 * them, with their numbers read from thresholds.ts.
 */
import { THIN_EVIDENCE } from "../../agent/confidence.ts";
import { MATCH_METHOD } from "../page_match.ts";
import { methodByDecision } from "../rule.ts";
import { REASON_RULES } from "./reasons/mod.ts";
import { rankingQueries } from "./reasons/ranking_queries.ts";
import { REMEDIATION_RULES } from "./remediation/mod.ts";
import {
  DIRECT_EVIDENCE,
  SEVERITY_BANDS,
  SITE_WIDE_QUERY,
  UNWEIGHTED_QUERY_EVIDENCE,
} from "./thresholds.ts";

/** Each reason rule with the evidence it stands for (its `confidence`). */
const evidenceOfRules = () =>
  REASON_RULES.map((rule) =>
    `${rule.id} ${rule.confidence}${
      rule === rankingQueries ? ` (${UNWEIGHTED_QUERY_EVIDENCE} when compared by count)` : ""
    }`
  ).join(", ");

export const METHOD = {
  conflict_score:
    `0-100 = 100 x (1 - product(1 - strength)) over the pair's reasons (noisy-OR, so overlapping evidence does not add up past 100); severity high >= ${SEVERITY_BANDS.high}, medium >= ${SEVERITY_BANDS.medium}, else low; a conflict resting on wording alone (evidence under ${DIRECT_EVIDENCE}: shared keywords or titles, no query both pages rank for, no canonical or indexability problem) is at most medium`,
  confidence:
    `data completeness (ranking queries with clicks/impressions, page metrics, keywords, page types) sets a ceiling; each cluster's evidence, its strongest reason's, scales it: ${evidenceOfRules()}; a mean under ${THIN_EVIDENCE} is stated in the summary`,
  ...methodByDecision(REASON_RULES),

  eligibility:
    "pages marked indexable: false (without clicks or impressions) take no part in keyword conflicts, nor do site-furniture pages (login, careers, legal, contact, booking, locator, team, status: understanding/utility_words.ts, ten languages); a page canonicalised to another supplied page, or a parameter variant of one (?sort=), is judged only against that page; pages of two language versions (two URL locales, or a locale folder and the root of a site that has locale folders) never conflict",
  site_wide_queries:
    `queries on a share of ${SITE_WIDE_QUERY.share}+ of the competing pages (with ${SITE_WIDE_QUERY.min_pages}+ pages) and the bare brand query of \`target\` are navigational, not cannibalization: ignored and listed`,
  clusters: "connected components of the conflict graph",
  preferred_url:
    "decided on the cluster's heaviest contested query first: the eligible page with the most clicks on it (then the best position on it) is kept (decided_by contested_query); without query-level data, when the shared keyword carries an intent modifier, an eligible page whose intent fits it goes before one that does not (intent_fit); otherwise, among eligible pages (indexable and not canonicalised elsewhere; all pages when none is): most clicks, then impressions, then best avg_position, then backlinks, then most canonicals pointing at it, then indexable, then the shorter path, then URL order; decided_by names the first signal that separated the winner from the runner-up",
  remediation_walk:
    "pages are visited outward from the preferred URL (breadth-first) and judged against the kept page their strongest conflict leads to; the first remediation rule that applies, in the order listed, decides",
  ...methodByDecision(REMEDIATION_RULES),
  focus_keywords:
    "restrict: a conflict is kept when a shared keyword or query contains a focus keyword (all its stems), or when both pages' titles or primary keywords do",
  url_normalisation:
    "scheme, www., fragment, trailing slash, letter case and tracking parameters ignored; relative URLs resolved against `target` (else the most common host); rows with the same normalised URL are merged",
  page_match: MATCH_METHOD,
};
