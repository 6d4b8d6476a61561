/** The kinds of campaign goal, link action and priority of the opportunity finder. */
import type { Level } from "../../agent/workflow.ts";

/** What a campaign can favour. */
export const CAMPAIGN_GOALS = [
  "mixed",
  "link_gap",
  "broken_link_building",
  "digital_pr",
  "resource_page",
  "reclaim_lost_links",
  "protect_authority",
] as const;

/** What the campaign should favour. */
export type CampaignGoal = typeof CAMPAIGN_GOALS[number];

/** Action priority band. */
export type Priority = Level;

/** Kinds of link action, most feasible first. */
export const OPPORTUNITY_TYPES = [
  "reclaim",
  "repair",
  "link_gap",
  "resource_page",
  "digital_pr",
  "outreach",
] as const;

/** A kind of link action. */
export type OpportunityType = typeof OPPORTUNITY_TYPES[number];
