/** The thresholds of the three partitions and the weights of the features, in one table. */

/** Similarity levels of the three nested partitions (cosine, 0..1). */
export interface ClusterThresholds {
  /** Clusters (topic level; one page unless they have subtopics). */
  cluster: number;
  /** Subtopics inside a cluster (sections, or separate pages when their SERPs differ). */
  subtopic: number;
  /** Pillars: clusters close enough to share a hub page. */
  pillar: number;
}

/** Tuned on the CLINC150 benchmark sets (cluster) and on hand-labelled SEO lists (subtopic). */
export const DEFAULT_THRESHOLDS: Readonly<ClusterThresholds> = Object.freeze({
  cluster: 0.08,
  subtopic: 0.35,
  pillar: 0.04,
});

/**
 * Weight of the unstemmed word on top of its stem (before IDF). This and `CHAR_WEIGHT` were set
 * on the 20 CLINC150 sets as the middle of the region where every neighbouring setting (0.05
 * either way) gives the same quality, not at the single best setting: the mean moves by about
 * 0.005 ARI between neighbours, so one best cell would be noise.
 */
export const SURFACE_WEIGHT = 0.4;
/** Weight of a stem bigram relative to a unigram (before IDF). */
export const BIGRAM_WEIGHT = 0.25;
/** Total weight of a token's character 3-grams relative to the token (before IDF). */
export const CHAR_WEIGHT = 0.65;
/** Character 3-grams are added for tokens of at least this many characters. */
export const CHAR_MIN_LENGTH = 5;
/** Weight of query modifiers ("best", "free", "pricing", "tips") relative to topic words. */
export const MODIFIER_WEIGHT = 0.5;

/** Most topic words of a keyword that names a product or a service ("upholstered king bed frame"). */
export const PRODUCT_NAME_WORDS = 3;

/**
 * Closed compounds read as two words ("utomhus|bastu"): the least letters of a shared first
 * part, and of each differing head (fewer are an inflection: "badtunna", "badtunnor").
 */
export const COMPOUND = { part: 4, head: 3 } as const;

/**
 * SERP-overlap clustering (`method: "serp"`): the share of the top 10 organic results two
 * keywords share, on the same levels as the lexical thresholds. SEO practice puts keywords on
 * one page when Google ranks the same pages for them: 3 shared URLs of 10 is the common default
 * of SERP-similarity tools, so 3 of 10 is the page level (subtopics); 2 of 10 is one topic (a
 * cluster: related pages Google mixes), 1 of 10 a related topic for a hub.
 */
export const SERP_THRESHOLDS: Readonly<ClusterThresholds> = Object.freeze({
  cluster: 0.2,
  subtopic: 0.3,
  pillar: 0.1,
});

/** Organic results read per keyword for SERP overlap. */
export const SERP_DEPTH = 10;

/**
 * The agent workflow's confidence. Its ceiling (what the list supports) is `no_clusters` when
 * nothing clustered, else `base` plus `coverage` times the share of keywords clustered plus
 * `cohesion` times the mean cohesion as a share of `full_cohesion` (at most all of it), less
 * `few_keywords_penalty` under `few_keywords` unique keywords, held between `floor` and
 * `ceiling`; each cluster's evidence (`*_evidence`, 0..1) then scales it.
 */
export const CONFIDENCE = {
  /** The ceiling when no cluster formed: nothing grouped to stand behind. */
  no_clusters: 0.3,
  /** The ceiling's start when clusters formed. */
  base: 0.4,
  /** Times the share of unique keywords inside a cluster. */
  coverage: 0.3,
  /** Times the mean cohesion as a share of `full_cohesion`. */
  cohesion: 0.2,
  /** Mean cohesion from which the clusters' cohesion counts in full. */
  full_cohesion: 0.4,
  /** Fewer unique keywords than this are a small list... */
  few_keywords: 10,
  /** ...which takes this off the ceiling. */
  few_keywords_penalty: 0.1,
  /** The least confidence, however little data. */
  floor: 0.2,
  /** The most confidence a keyword list supports. */
  ceiling: 0.85,
  /** Shared topic words from which a cluster is direct evidence of one page. */
  several_words: 2,
  /** Evidence of a cluster sharing `several_words` or more topic words: direct. */
  several_words_evidence: 1,
  /** Evidence of a cluster sharing one topic word: weak. */
  one_word_evidence: 0.4,
  /** Evidence of a cluster sharing no topic word (held together by similarity alone). */
  no_word_evidence: 0.2,
} as const;
