/** Thresholds of the keyword map: one table, read by every step, the rules and the method text. */

/** Score bands (0-100) of a keyword's best page. */
export const KEYWORD_MAP_THRESHOLDS = {
  /** At or above: the page owns the keyword. */
  strong: 50,
  /** At or above (and below strong): a weak match to optimise, or build a page when intent is opposite. */
  weak: 25,
  /** A second page within this many points of the best one (and at least `weak`) is a cannibalization risk. */
  risk_margin: 10,
  /** Missing keywords whose stem Jaccard reaches this (with compatible intent) share a suggested page. */
  group_similarity: 0.5,
} as const;

export const T = KEYWORD_MAP_THRESHOLDS;

/** Most competing pages listed per cannibalization risk. */
export const MAX_COMPETING = 10;

/**
 * A keyword is generic (weak at most without exact targeting) when every topic word is on
 * more than `page_share` of the pages, on a site of `min_pages` or more.
 */
export const GENERIC = { min_pages: 4, page_share: 0.5 } as const;

/**
 * novel_topic: a keyword is a missing page when its closest page lacks at least one in
 * `NOVEL_WORDS_ONE_IN` of its topic words (and the site has none of them).
 */
export const NOVEL_WORDS_ONE_IN = 3;

/** Path segments of a page inside a folder (`/industries/real-estate`). */
export const FOLDER_DEPTH = 2;

/** A folder is the site's convention for a page type when this many pages of its intent share it. */
export const CONVENTION_MIN_PAGES = 2;

/** A new page continues a series when its keyword opens with this many words of a page's title. */
export const SERIES_MIN_WORDS = 2;

/**
 * How sure each keyword's decision is (0..1); the result's confidence is scaled by them. A
 * judgement rule's ruling weighs `ruling` (each rule's `confidence`).
 */
export const DECISION_EVIDENCE = {
  /** A judgement rule overruled the score. */
  ruling: 0.8,
  /** Missing, and no page scores `NO_PAGE_CLOSE` or more. */
  missing_no_page: 1,
  /** Missing, though a page comes close (another intent, or under the weak band). */
  missing: 0.7,
  /** A weak match. */
  weak: 0.5,
  /** A strong match on the exact phrase in the title or a current keyword. */
  targeted: 1,
  /** A strong match on `SEVERAL_WORDS` or more shared topic words. */
  several_words: 0.9,
  /** A strong match on one shared word: close to a guess. */
  one_word: 0.3,
} as const;

/** Under this best score, no page comes close to a missing keyword. */
export const NO_PAGE_CLOSE = 10;

/** Shared topic words from which a strong match is direct evidence. */
export const SEVERAL_WORDS = 2;

/**
 * The agent workflow's confidence before the decisions' evidence scales it (what the data lets
 * the map see): `base`, plus each weight times the share of pages or keywords that carry that
 * data, less each penalty that applies, held between `floor` and `ceiling`.
 */
export const CONFIDENCE = {
  /** Pages with titles and URLs only. */
  base: 0.5,
  /** Times the share of pages with headings, a description or current keywords. */
  page_text: 0.15,
  /** Times the share of pages with a page type. */
  page_type: 0.1,
  /** Times the share of keywords with a search volume. */
  keyword_volume: 0.1,
  /** Subtracted when duplicate page rows had to be merged. */
  duplicate_pages: 0.05,
  /** Subtracted when a keyword has no topic words (only stopwords, symbols or emoji) to match. */
  keyword_without_words: 0.05,
  /** The least confidence, however little data. */
  floor: 0.3,
  /** The most confidence the supplied data supports. */
  ceiling: 0.9,
} as const;
