/** The `method` of a result: how the actions were chosen and scored, from the rules and thresholds. */
import { methodByDecision, methodOf } from "../rule.ts";
import { ACTION_TYPE_RULES } from "./action_types/mod.ts";
import { PRIORITY_CAPS } from "./caps/mod.ts";
import { EXCLUSION_RULES } from "./exclusions/mod.ts";
import { GOALS } from "./goals/mod.ts";
import type { CampaignGoal } from "./kinds.ts";
import type { Method, OpportunityFinderResult, RankScale } from "./result.ts";
import {
  AUTHORITY_WEIGHTS,
  COMPETITORS_FULL,
  COVERED,
  EXISTING_LINK_RELEVANCE,
  FEASIBILITY,
  MATCH_WEIGHTS,
  MIN_MATCH,
  NOFOLLOW,
  PLATFORM_PENALTY,
  PRIORITY_FLOOR,
  RANK_SCALE,
  SPAM_PENALTY_MAX,
  UNKNOWN,
} from "./thresholds.ts";

/** The exclusion and classification rules' sentences, by the decision they take part in. */
const RULES = methodByDecision([...EXCLUSION_RULES, ...ACTION_TYPE_RULES, ...PRIORITY_CAPS]);

const a = AUTHORITY_WEIGHTS;

/** The method text, with the goal's rule and weights and the rank scales read. */
export function methodFor(
  goal: CampaignGoal,
  scale: OpportunityFinderResult["authority_scale"],
): Method {
  const scales = (Object.entries(scale) as [string, RankScale][])
    .map(([field, s]) => `${field} ${s ?? "not supplied"}`).join(", ");
  return {
    dedupe:
      "rows with the same source_url (scheme, www., fragment and trailing slash ignored), or the same source_domain when a row has no source_url, are merged into the first row: topics and competitors united, booleans OR-ed, highest ranks and highest spam score kept",
    spam:
      `prospects above max_spam_score are excluded (exclusions: spam); kept ones lose up to ${SPAM_PENALTY_MAX} points in proportion to their spam_score`,
    exclusions: `first rule that applies: ${RULES.exclusions}`,
    classification: `first rule that applies: ${RULES.classification}`,
    matching:
      `stemmed terms of the prospect's topics, title and URL path vs the asset's topics, title, linkable_reason and URL path (page-kind words such as best, guide, tools ignored): match = ${MATCH_WEIGHTS.coverage} x topic coverage (mean share of each prospect topic's terms the asset holds; all prospect terms when it lists no topics) + ${MATCH_WEIGHTS.jaccard} x Jaccard; the best asset wins (ties: input order); below ${MIN_MATCH} no asset is pitched; a prospect topic is an asset gap when no asset holds ${
        Math.round(COVERED * 100)
      }% of its terms`,
    authority:
      `normalised per field by its detected scale (${scales}): a field is read as 0-${RANK_SCALE.large} when any supplied value exceeds ${RANK_SCALE.small}, else 0-${RANK_SCALE.small}; authority = weighted mean of the fields present (domain_rank ${a.domain_rank}, page_rank ${a.page_rank}, rank ${a.rank}); unknown counts as ${UNKNOWN.authority}`,
    score:
      `100 x (w_authority x authority + w_relevance x relevance + w_feasibility x feasibility + w_dofollow x dofollow + w_competitors x min(1, competitors / ${COMPETITORS_FULL})) + goal adjustment - spam penalty - platform penalty (${PLATFORM_PENALTY} for a UGC, social or review-listing source), clamped to 0-100; relevance = asset match (${UNKNOWN.relevance} when unknown: no owned assets or no prospect terms; at least ${EXISTING_LINK_RELEVANCE} for reclaim and repair, the source linked to you before); dofollow true 1, unknown ${UNKNOWN.dofollow}, false ${NOFOLLOW}`,
    weights: { ...GOALS[goal].weights },
    feasibility: { ...FEASIBILITY },
    priority_caps:
      `the lowest cap of the rules that apply holds the priority: ${RULES.priority_caps}`,
    priority_bands: `high >= ${PRIORITY_FLOOR.high}, medium >= ${PRIORITY_FLOOR.medium}, low below`,
    campaign_goal: methodOf([GOALS[goal]]),
    min_priority:
      "actions below min_priority are dropped and listed in excluded as below_min_priority",
    sort:
      "links already earned first (reclaim, then repair), then priority (after its caps), score desc, feasibility desc, authority desc, source_domain, source_url and input index; one outlet, one contact: an outlet's later actions are held a level below its first (outreach practice: one request per outlet per campaign) and re-ranked",
  };
}
