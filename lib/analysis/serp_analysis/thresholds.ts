/**
 * The numbers the judgement rules of `/analyze/serp` read (verdict, page to build, opportunities),
 * in one place: each rule's `when` names them from here.
 */
export const THRESHOLDS = {
  /** Features above the first organic result from which the SERP reads as crowded. */
  crowded: 4,
  /** Organic positions read as the top (defend) and as the first page. */
  top: 3,
  firstPage: 10,
  /** Share of first-page results that are product or category pages: a shopping SERP. */
  moneyShare: 0.5,
  /** Share of first-page results that are service pages or directories: a providers' SERP. */
  providersShare: 0.5,
  /** Share of first-page results that are forum threads or videos: a first-hand SERP. */
  firstHandShare: 0.4,
  /** Forum threads count as a community result from one in this many first-page results. */
  threadsOneIn: 5,
  /** Words of the answer paragraph that takes a featured snippet. */
  snippetWords: { min: 40, max: 60 },
} as const;

/** Short name for the rules. */
export const T = THRESHOLDS;
