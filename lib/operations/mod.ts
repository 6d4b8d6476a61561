/** The registry: every operation of the spec, in the spec's order. REST, MCP, OpenAPI and pricing loop over it. */
import type { Operation } from "./define.ts";
import { withLocalisedFollowUps } from "./follow_ups.ts";
import { backlinksSummary } from "./backlinks_summary.ts";
import { backlinksList } from "./backlinks_list.ts";
import { backlinksAnchors } from "./backlinks_anchors.ts";
import { backlinksReferringDomains } from "./backlinks_referring_domains.ts";
import { backlinksDomainPages } from "./backlinks_domain_pages.ts";
import { backlinksCompetitors } from "./backlinks_competitors.ts";
import { backlinksNewLostTimeseries } from "./backlinks_new_lost_timeseries.ts";
import { backlinksPageIntersection } from "./backlinks_page_intersection.ts";
import { backlinksOpportunityFinder } from "./backlinks_opportunity_finder.ts";
import { contentGap } from "./content_gap.ts";
import { contentRefreshBrief } from "./content_refresh_brief.ts";
import { contentSerpOutline } from "./content_serp_outline.ts";
import { contentBrief } from "./content_brief.ts";
import { contentDraftQa } from "./content_draft_qa.ts";
import { contentSchemaPlan } from "./content_schema_plan.ts";
import { contentInternalLinks } from "./content_internal_links.ts";
import { contentTitleMeta } from "./content_title_meta.ts";
import { contentKeywordMap } from "./content_keyword_map.ts";
import { contentTechnicalQa } from "./content_technical_qa.ts";
import { contentActionPlan } from "./content_action_plan.ts";
import { siteSitemapAudit } from "./site_sitemap_audit.ts";
import { serpVolatility } from "./serp_volatility.ts";
import { pageCroQa } from "./page_cro_qa.ts";
import { contentCannibalization } from "./content_cannibalization.ts";
import { contentCompetitorGapMatrix } from "./content_competitor_gap_matrix.ts";
import { contentProgrammaticTemplate } from "./content_programmatic_template.ts";
import { contentDecayDetect } from "./content_decay_detect.ts";
import { keywordClusterBuild } from "./keyword_cluster_build.ts";
import { keywordIdeasSuggest } from "./keyword_ideas_suggest.ts";
import { keywordMetricsOverview } from "./keyword_metrics_overview.ts";
import { domainRankedKeywords } from "./domain_ranked_keywords.ts";
import { domainRelevantPages } from "./domain_relevant_pages.ts";
import { domainCompetitors } from "./domain_competitors.ts";
import { domainIntersection } from "./domain_intersection.ts";
import { domainTrafficEstimate } from "./domain_traffic_estimate.ts";
import { pagesIntersection } from "./pages_intersection.ts";
import { search } from "./search.ts";
import { extract } from "./extract.ts";
import { analyzeSerp } from "./analyze_serp.ts";

/**
 * All registered operations. Their follow-up calls carry the search locale
 * (`follow_ups.ts`): an analysis that leaves `language`/`location` out of a `next_calls` body
 * gets the request's, or its keyword's language and market.
 */
export const operations: readonly Operation[] = withLocalisedFollowUps([
  backlinksSummary,
  backlinksList,
  backlinksAnchors,
  backlinksReferringDomains,
  backlinksDomainPages,
  backlinksCompetitors,
  backlinksNewLostTimeseries,
  backlinksPageIntersection,
  backlinksOpportunityFinder,
  contentGap,
  contentRefreshBrief,
  contentSerpOutline,
  contentBrief,
  contentDraftQa,
  contentSchemaPlan,
  contentInternalLinks,
  contentTitleMeta,
  contentKeywordMap,
  contentTechnicalQa,
  contentActionPlan,
  siteSitemapAudit,
  serpVolatility,
  pageCroQa,
  contentCannibalization,
  contentCompetitorGapMatrix,
  contentProgrammaticTemplate,
  contentDecayDetect,
  keywordClusterBuild,
  keywordIdeasSuggest,
  keywordMetricsOverview,
  domainRankedKeywords,
  domainRelevantPages,
  domainCompetitors,
  domainIntersection,
  domainTrafficEstimate,
  pagesIntersection,
  search,
  extract,
  analyzeSerp,
]);
