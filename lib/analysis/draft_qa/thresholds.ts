/**
 * Every number the draft QA decides with, in one table: readiness weights, bands and caps, what
 * each `qa_depth` lists, and the limits the checks compare against.
 */
import type { Level } from "../../agent/workflow.ts";

/** Points an issue takes off the publish readiness score (which starts at 100, floor 0). */
export const WEIGHTS: Readonly<Record<Level, number>> = { high: 18, medium: 7, low: 2 };

/**
 * Bands of the score: ready at or above `ready`, needs_work at or above `needs_work`. A high issue
 * (a missing section most competitors have, the wrong format) caps the verdict at needs_work:
 * one such gap is enough to lose to the pages already ranking, however clean the rest is.
 */
export const BANDS = { ready: 80, needs_work: 50 } as const;

/** What each depth lists and how it judges: strict lists minor issues and holds back `ready`. */
export const DEPTHS = {
  standard: { minSeverity: "medium", sections: 8, questions: 5, readyScore: BANDS.ready },
  strict: { minSeverity: "low", sections: 12, questions: 8, readyScore: 90 },
} as const satisfies Record<
  string,
  { minSeverity: Level; sections: number; questions: number; readyScore: number }
>;

export type QaDepth = keyof typeof DEPTHS;

/** A heading cluster is an expectation when this many ranking pages share it. */
export const MIN_SUPPORT = 2;

/** Shares of the pages read from which an expectation is high, and media is expected. */
export const SHARE = { highSection: 0.5, mediaMedium: 0.6, mediaLow: 0.4 } as const;

/** Length against the competitors' band: below `high` × median is high, below `medium` × min of the band medium. */
export const LENGTH = { high: 0.5, medium: 0.8 } as const;

/**
 * A draft section is thin below these shares of the competitors' median words for the same
 * section, when they give it at least `minWords` (a two-line section everywhere is no model).
 */
export const THIN = { medium: 0.35, low: 0.6, minWords: 120 } as const;

/** Section terms: the most used `listed` compared; `missing` or more absent makes a weak section. */
export const SECTION_TERMS = { listed: 6, missing: 4 } as const;

/** Unsupported claims from which the gap is medium (fewer: low). */
export const CLAIMS_MEDIUM = 3;

/**
 * Keyword stuffing. Google's spam policies name "keyword stuffing": a phrase repeated so often it
 * reads unnaturally. There is no official density; the yardstick is how the pages Google already
 * ranks use the phrase in their main content, with a floor from documented practice (Yoast SEO's
 * keyphrase-density check calls more than 3 uses per 100 words too many) that tightens for long
 * phrases, which crowd the text sooner (`floorShare`: the phrase's words as a share of all words).
 * The draft is stuffed above max(`overMax` x the ranking pages' highest rate, the floor), with at
 * least `minOccurrences` uses; high from `high` x that ceiling.
 */
export const STUFFING = {
  floorPer100: 3,
  floorShare: 0.06,
  overMax: 2,
  high: 2,
  minOccurrences: 5,
  /** A ranking page's rate is compared when its main content has this many words. */
  minPageWords: 100,
} as const;

/** Trust gaps: a signal at least this many ranking sites show is expected of the draft. */
export const TRUST_MIN_SITES = 2;

/**
 * Topics and facts the ranking pages' main content agrees on: a phrase, name or figure at least
 * `minSites` ranking sites state within one line of their main content, expected when at least
 * `share` of the pages read do (medium; the strict depth also lists those from `lowShare`, low).
 */
export const TOPICS = { minSites: 2, share: 0.5, lowShare: 0.25, standard: 4, strict: 6 } as const;
