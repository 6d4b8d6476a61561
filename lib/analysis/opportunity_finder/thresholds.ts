/**
 * Feasibilities, goal weights, bonuses, penalties, floors and bands of the opportunity finder,
 * in one table of constants; the scoring, rules and `method` read their numbers here.
 */
import type { CampaignGoal, OpportunityType, Priority } from "./kinds.ts";
import type { Weights } from "./result.ts";

/** How much easier each action is to land, 0-1: a link you had is the easiest to get back. */
export const FEASIBILITY: Record<OpportunityType, number> = {
  reclaim: 1,
  repair: 0.85,
  link_gap: 0.7,
  resource_page: 0.6,
  digital_pr: 0.4,
  outreach: 0.25,
};

/** Points a goal's focus types gain. */
export const FOCUS_BONUS = 15;
/** Points other new-link types lose under a goal with a focus. */
export const OFF_FOCUS_PENALTY = 10;
/** Points taken at spam_score 100 (in proportion below). */
export const SPAM_PENALTY_MAX = 10;

/** The score weights of each campaign goal (they sum to 1); the goal rules are in `goals/`. */
export const GOAL_WEIGHTS: Record<CampaignGoal, Weights> = {
  mixed: { authority: 0.3, relevance: 0.25, feasibility: 0.25, dofollow: 0.1, competitors: 0.1 },
  link_gap: {
    authority: 0.25,
    relevance: 0.25,
    feasibility: 0.2,
    dofollow: 0.1,
    competitors: 0.2,
  },
  broken_link_building: {
    authority: 0.25,
    relevance: 0.25,
    feasibility: 0.3,
    dofollow: 0.1,
    competitors: 0.1,
  },
  digital_pr: { authority: 0.4, relevance: 0.3, feasibility: 0.1, dofollow: 0.1, competitors: 0.1 },
  resource_page: {
    authority: 0.25,
    relevance: 0.35,
    feasibility: 0.2,
    dofollow: 0.1,
    competitors: 0.1,
  },
  reclaim_lost_links: {
    authority: 0.35,
    relevance: 0.1,
    feasibility: 0.3,
    dofollow: 0.15,
    competitors: 0.1,
  },
  protect_authority: {
    authority: 0.4,
    relevance: 0.1,
    feasibility: 0.25,
    dofollow: 0.2,
    competitors: 0.05,
  },
};

/** Priority bands: the lowest score of each. */
export const PRIORITY_FLOOR: Record<Priority, number> = { high: 60, medium: 40, low: 0 };

/** A rank field whose supplied values all stay at or below `small` is read as 0-`small`, else 0-`large`. */
export const RANK_SCALE = { small: 100, large: 1000 } as const;

/** Authority weights across the rank fields present (renormalised over those supplied). */
export const AUTHORITY_WEIGHTS = { domain_rank: 0.5, page_rank: 0.3, rank: 0.2 } as const;

/** Values used when a factor is unknown. */
export const UNKNOWN = { authority: 0.3, relevance: 0.3, dofollow: 0.6 } as const;
/** The dofollow factor of a nofollow link. */
export const NOFOLLOW = 0.3;

/** Relevance floor of reclaim/repair: the source linked to the target before. */
export const EXISTING_LINK_RELEVANCE = 0.6;

/** An asset's match: these shares of topic coverage and of Jaccard (they sum to 1). */
export const MATCH_WEIGHTS = { coverage: 0.75, jaccard: 0.25 } as const;

/** A matched asset below this score is not pitched. */
export const MIN_MATCH = 0.15;

/** A topic counts as covered by an asset when the asset holds this share of its core terms. */
export const COVERED = 0.6;

/** A source linking to this many competitors (not to you) is a link gap. */
export const LINK_GAP_COMPETITORS = 2;
/** The competitors factor is full at this many competitors linked from the source. */
export const COMPETITORS_FULL = 3;

/** Normalised authority (0-1) from which a topically matched source is a digital-PR target. */
export const PR_AUTHORITY = 0.7;
/** Asset match from which a strong source is a digital-PR target. */
export const PR_MATCH = 0.3;

/** Priority levels, lowest first, for caps and the min_priority filter. */
export const LEVEL_RANK: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

/** Points taken from a platform source (UGC, social, review listing): its links carry little. */
export const PLATFORM_PENALTY = 30;

/**
 * The agent workflow's confidence. Its ceiling (what the prospect data supports) is `base`,
 * less each penalty that applies, plus `complete` when every prospect has its data, held
 * between `floor` and `ceiling`; the evidence (`evidence`, 0..1) of the first `actions_read`
 * actions then scales it.
 */
export const CONFIDENCE = {
  /** The ceiling when no prospect was left to score. */
  no_prospects: 0.3,
  /** The start, before the penalties and `complete`. */
  base: 0.7,
  /** A kind of data is scarce when fewer than 1 in this many prospects carry it. */
  scarce_one_in: 2,
  /** Subtracted when rank (authority) data is scarce. */
  scarce_authority: 0.15,
  /** Subtracted when no owned asset was supplied: relevance is not measured. */
  no_assets: 0.15,
  /** Subtracted when topics or titles are scarce. */
  scarce_terms: 0.1,
  /** Subtracted when spam scores are scarce. */
  scarce_spam: 0.05,
  /** Added when every prospect has rank and topic data and owned assets were supplied. */
  complete: 0.1,
  /** The least confidence, however little data. */
  floor: 0.2,
  /** The most confidence supplied prospects support. */
  ceiling: 0.85,
  /** The first this many actions (in the result's order) have their evidence read. */
  actions_read: 20,
  /** A link gap whose source links to this many competitors or more is `evidence.link_gap_many`. */
  link_gap_competitors: 2,
  /** A pitch on an asset sharing this many topic words or more... */
  strong_match_words: 2,
  /** ...with at least this match score is `evidence.strong_match`. */
  strong_match_score: 0.5,
  /** How strong each action's evidence is, 0 (a guess) to 1 (a fact). */
  evidence: {
    /** Reclaim or repair: a link the site already had is a fact. */
    existing_link: 1,
    /** A link gap on `link_gap_competitors` or more competitors. */
    link_gap_many: 0.9,
    /** A link gap on fewer competitors. */
    link_gap: 0.75,
    /** A pitch with no owned asset matched: close to a guess. */
    no_asset: 0.35,
    /** A pitch on an asset matched by `strong_match_words` and `strong_match_score`. */
    strong_match: 0.8,
    /** A pitch on a weaker asset match (one shared word, or a low match score). */
    weak_match: 0.5,
  },
} as const;
