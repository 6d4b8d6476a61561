/** The `method` of a result: how the actions were chosen and scored. */
import type { CampaignGoal } from "./kinds.ts";
import type { Method, OpportunityFinderResult, RankScale } from "./result.ts";
import { FEASIBILITY, GOALS } from "./thresholds.ts";

/** The method text, with the goal's weights and the rank scales read. */
export function methodOf(
  goal: CampaignGoal,
  scale: OpportunityFinderResult["authority_scale"],
): Method {
  const scales = (Object.entries(scale) as [string, RankScale][])
    .map(([field, s]) => `${field} ${s ?? "not supplied"}`).join(", ");
  return {
    dedupe:
      "rows with the same source_url (scheme, www., fragment and trailing slash ignored), or the same source_domain when a row has no source_url, are merged into the first row: topics and competitors united, booleans OR-ed, highest ranks and highest spam score kept",
    spam:
      "prospects whose (merged) spam_score is above max_spam_score are excluded; kept ones lose up to 10 points in proportion to their spam_score (0-100)",
    exclusions:
      "own_site: the source is the target's own site; already_links: linked_competitors includes the target (and the link is neither lost nor broken), so there is nothing to win",
    classification:
      "first rule that applies: reclaim (lost_link), repair (broken_link: the source links to a broken URL of the target; 301 it or ask for the link to be updated to the matched asset), link_gap (links to 2+ competitors, not to you), resource_page (source_type, title or URL path says resources/links), digital_pr (news/media source_type, or authority >= 70/100 with asset match >= 0.3 to a linkable asset: study, data, tool ... or a linkable_reason), outreach otherwise (a guest contribution for blogs)",
    matching:
      "stemmed terms of the prospect's topics, title and URL path vs the asset's topics, title, linkable_reason and URL path (page-kind words such as best, guide, tools ignored): match = 0.75 x topic coverage (mean share of each prospect topic's terms the asset holds; all prospect terms when it lists no topics) + 0.25 x Jaccard; the best asset wins (ties: input order); below 0.15 no asset is pitched; a prospect topic is an asset gap when no asset holds 60% of its terms",
    authority:
      `normalised per field by its detected scale (${scales}): a field is read as 0-1000 when any supplied value exceeds 100, else 0-100; authority = weighted mean of the fields present (domain_rank 0.5, page_rank 0.3, rank 0.2); unknown counts as 0.3`,
    score:
      "100 x (w_authority x authority + w_relevance x relevance + w_feasibility x feasibility + w_dofollow x dofollow + w_competitors x min(1, competitors / 3)) + goal adjustment - spam penalty, clamped to 0-100; relevance = asset match (0.3 when unknown: no owned assets or no prospect terms; at least 0.6 for reclaim and repair, the source linked to you before); dofollow true 1, unknown 0.6, false 0.3",
    weights: { ...GOALS[goal].weights },
    feasibility: { ...FEASIBILITY },
    priority_bands: "high >= 60, medium >= 40, low below",
    campaign_goal: GOALS[goal].explain,
    min_priority:
      "actions below min_priority are dropped and listed in excluded as below_min_priority",
    sort:
      "score desc, then feasibility desc, authority desc, source_domain, source_url and input index",
  };
}
