/** The campaign goals: the weights, favoured types and explanation of each. */
import type { CampaignGoal, OpportunityType } from "./kinds.ts";
import type { Weights } from "./result.ts";

/** What a campaign goal changes in the scoring. */
export interface GoalRule {
  weights: Weights;
  /** Types the goal favours: +15 points. */
  focus: OpportunityType[];
  /** Off-focus types are dropped (reported as off_goal) instead of losing 10 points. */
  strict: boolean;
  explain: string;
}

/** The rule of each campaign goal. */
export const GOALS: Record<CampaignGoal, GoalRule> = {
  mixed: {
    weights: {
      authority: 0.3,
      relevance: 0.25,
      feasibility: 0.25,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: [],
    strict: false,
    explain: "mixed: balanced weights, no type is favoured",
  },
  link_gap: {
    weights: {
      authority: 0.25,
      relevance: 0.25,
      feasibility: 0.2,
      dofollow: 0.1,
      competitors: 0.2,
    },
    focus: ["link_gap"],
    strict: false,
    explain:
      "link_gap: competitor overlap weighs 0.20; link_gap actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  broken_link_building: {
    weights: {
      authority: 0.25,
      relevance: 0.25,
      feasibility: 0.3,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: ["repair", "resource_page"],
    strict: false,
    explain:
      "broken_link_building: feasibility weighs 0.30; repair and resource_page actions +15 (resource pages are where broken links are hunted), other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  digital_pr: {
    weights: { authority: 0.4, relevance: 0.3, feasibility: 0.1, dofollow: 0.1, competitors: 0.1 },
    focus: ["digital_pr"],
    strict: false,
    explain:
      "digital_pr: authority 0.40 and relevance 0.30 weigh most, feasibility only 0.10; digital_pr actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  resource_page: {
    weights: {
      authority: 0.25,
      relevance: 0.35,
      feasibility: 0.2,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: ["resource_page"],
    strict: false,
    explain:
      "resource_page: relevance weighs 0.35 (curators only list on-topic pages); resource_page actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  reclaim_lost_links: {
    weights: {
      authority: 0.35,
      relevance: 0.1,
      feasibility: 0.3,
      dofollow: 0.15,
      competitors: 0.1,
    },
    focus: ["reclaim", "repair"],
    strict: true,
    explain:
      "reclaim_lost_links: only reclaim and repair actions are kept (others are reported as off_goal), +15 each; authority 0.35 decides which lost equity to chase first",
  },
  protect_authority: {
    weights: {
      authority: 0.4,
      relevance: 0.1,
      feasibility: 0.25,
      dofollow: 0.2,
      competitors: 0.05,
    },
    focus: ["reclaim", "repair"],
    strict: true,
    explain:
      "protect_authority: only reclaim and repair actions are kept (others are reported as off_goal), +15 each; authority 0.40 and dofollow 0.20 weigh most, so the strongest equity is saved first",
  },
};
