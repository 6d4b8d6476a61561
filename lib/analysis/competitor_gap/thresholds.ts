/**
 * Weights, thresholds, caps and bands of the competitor gap analysis, in one table. The
 * signals, gap rules and steps read their numbers here, and `method` quotes them from here.
 */

/** The analysis's numbers; the signals and gap rules read them here, the steps as `t`. */
export const SCORING = {
  /** Weights of the priority score's parts; unknown parts drop out and the rest renormalise. */
  weights: { coverage: 0.35, demand: 0.3, rank: 0.15, ease: 0.1, stage: 0.1 },
  /** Score bands: high at or above `high`, medium at or above `medium`, else low. */
  bands: { high: 60, medium: 35 },
  /** Data signals (of demand, rank, ease) a topic needs known to be high priority. */
  highNeedsData: 1,
  /** Competitors a topic needs covering it to be high priority, when as many were compared. */
  highNeedsCompetitors: 2,
  /** Commercial value of a stage. */
  stageValue: { awareness: 0.5, consideration: 0.75, decision: 1 },
  /** A topic covered by this many competitors (or all of them, if fewer) earns full coverage. */
  coverageFloor: 3,
  /** A best competitor rank at or above `full` scores 1, falling linearly to 0 at `zero`. */
  rank: { full: 3, zero: 50 },
  /** The ease of a topic without backlink data when other topics have it: neutral difficulty. */
  unknownEase: 0.5,
  /** An own page covers part of a topic from this share of a core of `minCore`+ stems. */
  partial: { share: 0.5, minCore: 2 },
  /** A covered topic is a gap again when the own page ranks beyond `ownRankBeyond` on it
   * while a competitor ranks within `competitorRankWithin`. */
  underperforming: { ownRankBeyond: 20, competitorRankWithin: 10 },
  /** A topic with fewer core stems (and no modifier) is too broad to absorb a refinement. */
  parentMinCore: 2,
  /** Word forms of one word (`variants.ts`): stems sharing `sharedPrefix`+ first letters; a
   * closed compound of `compoundMin`+ letters read as two words of `partMin`+ letters. */
  variants: { sharedPrefix: 5, compoundMin: 8, partMin: 4 },
  /** A focus topic of `longWords`+ stems matches a gap holding `longShare` (numerator,
   * denominator) of them; a shorter one needs all of them. */
  focus: { longWords: 3, longShare: [2, 3] },
  /** At most this many keywords and ranking queries per competitor page are read for terms. */
  maxQueriesRead: 50,
  /** At most this many ranking queries per own page are read for its stems. */
  maxOwnQueriesRead: 200,
  /** At most this many covered topics are listed. */
  maxCoveredTopics: 50,
  /** At most this many competitor pages are shown as proof per opportunity. */
  topPages: 3,
} as const;

/** The type of {@linkcode SCORING}. */
export type Scoring = typeof SCORING;

/**
 * The agent workflow's confidence. Its ceiling (what the input supports) is `base`, plus each
 * weight times the share of competitor pages carrying that data, plus the competitors' and the
 * own pages' terms, less the penalties, held between `floor` and `ceiling`; the evidence of
 * each reported gap (`gap`) then scales it.
 */
export const CONFIDENCE = {
  /** Competitor page titles and URLs only. */
  base: 0.45,
  /** Times the share of competitor pages with keywords or ranking queries. */
  pagesWithTerms: 0.15,
  /** Times the share of competitor pages with traffic or search volume. */
  pagesWithMetrics: 0.15,
  /** With this many competitors compared or more... */
  manyCompetitors: 3,
  /** ...this is added; */
  manyCompetitorsBonus: 0.1,
  /** with exactly this many compared... */
  twoCompetitors: 2,
  /** ...this. */
  twoCompetitorsBonus: 0.05,
  /** Added when own pages were supplied: what the site already covers is known. */
  ownPages: 0.1,
  /** Subtracted when no own page was supplied: what the site covers is unknown. */
  noOwnPages: 0.15,
  /** Fewer competitor pages than this are a thin sample... */
  fewPages: 5,
  /** ...which takes this off. */
  fewPagesPenalty: 0.1,
  /** The least confidence, however little data. */
  floor: 0.2,
  /** The most confidence the supplied data supports. */
  ceiling: 0.9,
  /**
   * The evidence of one gap (0..1, at most 1): `base`, plus `data` times its known data signals
   * (demand, rank, ease) as a share of `dataFull` (at most all of it), plus `competitors` times
   * the competitors covering it as a share of `competitorsFull` (at most all of it), plus
   * `perDataSignal` per known data signal.
   */
  gap: {
    /** The start: no data signal known and no competitor covering the topic. */
    base: 0.3,
    /** Times the known data signals as a share of `dataFull`. */
    data: 0.35,
    /** Known data signals from which `data` counts in full. */
    dataFull: 2,
    /** Times the competitors covering the topic as a share of `competitorsFull`. */
    competitors: 0.35,
    /** Competitors covering the topic from which `competitors` counts in full. */
    competitorsFull: 2,
    /** Added per known data signal: demand, rank and ease data are direct evidence. */
    perDataSignal: 0.15,
  },
} as const;
