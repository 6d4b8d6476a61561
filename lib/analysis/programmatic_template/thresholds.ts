/** Readiness weights and the content thresholds every generated page is held to. */

/** The readiness components. */
export type ComponentName =
  | "data_coverage"
  | "unique_richness"
  | "uniqueness"
  | "freshness"
  | "pattern_validity"
  | "playbook_fit";

/** Readiness weights; they sum to 1. */
export const WEIGHTS: Record<ComponentName, number> = {
  data_coverage: 0.2,
  unique_richness: 0.25,
  uniqueness: 0.2,
  freshness: 0.1,
  pattern_validity: 0.15,
  playbook_fit: 0.1,
};

/** Content thresholds every generated page is held to. */
export const THRESHOLDS = {
  /** Share of the unique fields a page must fill. */
  unique_fill_share: 0.6,
  /** Filled data fields beyond the pattern variables. */
  min_data_points: 3,
  /** Record-specific words, unless the page has `rich_data_points` data fields. */
  min_unique_words: 25,
  rich_data_points: 5,
  /** A text value shorter than this share of its field's median word count is short. */
  short_text_share: 0.4,
  /** Variable-value token sets this similar are near duplicates. */
  near_duplicate_jaccard: 0.8,
  /** Go needs this many sample records. */
  go_min_records: 20,
} as const;
