/**
 * The campaign goals, one rule a file: the score weights each sets and what it does to an
 * action of each type. The request's `campaign_goal` picks one; `method.campaign_goal` states it.
 */
import type { CampaignGoal } from "../kinds.ts";
import { brokenLinkBuilding } from "./broken_link_building.ts";
import { digitalPr } from "./digital_pr.ts";
import { linkGap } from "./link_gap.ts";
import { mixed } from "./mixed.ts";
import { protectAuthority } from "./protect_authority.ts";
import { reclaimLostLinks } from "./reclaim_lost_links.ts";
import { resourcePage } from "./resource_page.ts";
import type { GoalRule } from "./types.ts";

export type { GoalEffect, GoalRule } from "./types.ts";

/** The rule of each campaign goal. */
export const GOALS: Record<CampaignGoal, GoalRule> = {
  mixed,
  link_gap: linkGap,
  broken_link_building: brokenLinkBuilding,
  digital_pr: digitalPr,
  resource_page: resourcePage,
  reclaim_lost_links: reclaimLostLinks,
  protect_authority: protectAuthority,
};
