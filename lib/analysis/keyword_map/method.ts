/**
 * The `method` of a keyword map result: how it decides (sent with `?explain=true`). The
 * judgement rules state themselves (`when -> id (because)`); the other entries describe the
 * steps around them, with their numbers read from thresholds.ts.
 */
import { SERP_DEPTH, SERP_THRESHOLDS } from "../keyword_clusters/thresholds.ts";
import { MATCH_METHOD } from "../page_match.ts";
import { methodByDecision } from "../rule.ts";
import { KEYWORD_RULES } from "./rules/mod.ts";
import {
  CONVENTION_MIN_PAGES,
  FOLDER_DEPTH,
  GENERIC,
  MAX_COMPETING,
  SERIES_MIN_WORDS,
  T,
} from "./thresholds.ts";

export const METHOD = {
  page_score: MATCH_METHOD,
  status:
    `strong: best score >= ${T.strong} with a fitting intent; weak: ${T.weak}-${T.strong} (optimise the page), or ${T.strong}+ for a generic keyword (every topic word on more than a share of ${GENERIC.page_share} of the pages, ${GENERIC.min_pages}+ pages) that the page does not target by exact title phrase or current_keywords; missing: best < ${T.weak}, or the best page's intent does not fit: a new page is needed. Fitting intent: same or unknown; adjacent only for commercial and navigational keywords (informational needs an answer page, transactional a product/pricing page)`,
  ties: "equal scores: better intent fit, then the shallower URL path, then input order",
  cannibalization_risk:
    `a second page scores within ${T.risk_margin} points of the best one and at least ${T.weak}: both compete for the keyword (at most ${MAX_COMPETING} competing pages listed)`,
  roles:
    "on each page, the mapped keyword with the most search volume (then score) is primary, the others secondary",
  priority: "keywords are ordered by search_volume (missing last), then score, then text",
  missing_pages:
    `missing keywords are grouped when their stem Jaccard is >= ${T.group_similarity} and intents are compatible; the head keyword has the most volume; page type from intent (informational: guide/blog_post, commercial: comparison_page or landing_page, transactional: product/pricing/landing_page; no modifier: landing_page); URL prefix follows the site's own convention for that intent when ${CONVENTION_MIN_PAGES}+ pages share one; a keyword that continues a series of pages (its first ${SERIES_MIN_WORDS}+ words open the title of a page ${FOLDER_DEPTH} levels deep whose slug names the rest, e.g. 'crm for dentists' beside /industries/real-estate 'CRM for real estate agents') goes in that folder, named by what it adds`,
  duplicates:
    "keywords with the same stems in any order are one keyword (variants listed; volume summed across variants, the larger kept for exact repeats); pages with the same normalised URL are merged",
  max_mappings: "mappings are cut after sorting by priority; counts always cover every keyword",
  serp_grouping:
    `with method serp: one Google SERP per keyword (top ${SERP_DEPTH} organic results, through the provider's cache); two missing keywords whose SERPs both exist share a new page when they share ${
      Math.round(SERP_THRESHOLDS.subtopic * SERP_DEPTH)
    } of ${SERP_DEPTH} results (the page level of SERP clustering) and are of one language and compatible intents, whatever their words; a keyword without results is grouped by its words; each suggestion says in grouped_by which method grouped it`,
  ...methodByDecision(KEYWORD_RULES),
};
