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

/**
 * What each pattern issue subtracts from pattern_validity (1 minus their sum, floored at 0);
 * the blocking ones subtract nothing: they hold the launch instead.
 */
export const ISSUE_PENALTIES = {
  undeclared_variable: 0.3,
  unused_variable: 0.1,
  keyword_variable_not_in_url: 0.4,
  url_variable_not_in_keyword: 0.15,
  query_string_variable: 0.2,
  url_format: 0.1,
  no_head_term: 0.3,
  many_variables: 0.1,
  variable_without_data: 0,
  url_collisions: 0,
} as const;

/** This many keyword variables multiply into combinations few people search. */
export const MANY_KEYWORD_VARIABLES = 3;

/** Sample records sharing a URL block the launch from this share of the sample. */
export const URL_COLLISION_SHARE = 0.1;

/** The levels of the scale risks: shares of the sample records, counts of pages and fields. */
export const RISK_LEVELS = {
  /** Records failing the content gates. */
  thin: { high: 0.3, medium: 0.1 },
  /** Records in a duplicate group (any shared URL is high too). */
  duplicates: { high: 0.1 },
  /** Planned pages that would be weak at the sample's failing rate, and planned pages. */
  index_bloat: { high_weak: 100, high_bulk_pages: 10_000, medium_weak: 10, medium_pages: 5_000 },
  /** Unique fields per page, and the thin and near-duplicate records of a doorway family. */
  doorway: {
    high_below_fields: 2,
    high_thin: 0.3,
    low_fields: 3,
    low_thin_below: 0.1,
    low_near_duplicates_below: 0.05,
  },
  /** Records with near-duplicate variable values. */
  cannibalization: 0.1,
  /** Records leaving a pattern variable empty. */
  missing_data: 0.1,
} as const;

/** Text fields: content fields filled with text on this share of the records, of this median length in words. */
export const TEXT_FIELDS = { filled_share: 0.5, median_words: 5 } as const;

/** Low-variety fields: filled on this many records, with distinct values on less than this share. */
export const LOW_VARIETY = { min_filled: 5, distinct_share: 0.5 } as const;

/**
 * A declared unique field filled on `min_filled`+ records whose text, with each record's variable
 * values blanked out, takes at most `distinct_share` as many forms as records (at least one) is
 * one template with the variable swapped in: it does not count towards uniqueness.
 */
export const TEMPLATED = { min_filled: 3, distinct_share: 0.3 } as const;

/** Unique values the intro and meta description cite. */
export const INTRO_VALUES = 2;

/** A pilot's pages are measured for this many weeks before the rollout. */
export const PILOT_WEEKS = { min: 4, max: 6 } as const;

/** Recommended actions: fewer declared unique fields asks for more; duplicate groups acted on. */
export const ACTIONS = { more_unique_fields_below: 3, duplicate_groups: 2 } as const;

/** Shares and 0..1 scores are reported to this many decimals. */
export const SHARE_DIGITS = 3;

/** Readiness runs from 0 to this. */
export const READINESS_MAX = 100;

/** unique_richness: a part for the unique fields (full at `full_fields`), a part for records passing the gates. */
export const RICHNESS = { fields_part: 0.4, full_fields: 4, pass_part: 0.6 } as const;

/**
 * Freshness of a source by its stated update frequency; `unknown` when the text says nothing
 * recognisable; evergreen playbooks never score below `evergreen_floor`; a source at `yearly`
 * or below is stale.
 */
export const FRESHNESS = {
  realtime: 1,
  daily: 1,
  weekly: 0.9,
  biweekly: 0.85,
  monthly: 0.75,
  quarterly: 0.5,
  semiannual: 0.4,
  yearly: 0.3,
  static: 0.2,
  unknown: 0.5,
  evergreen_floor: 0.8,
} as const;

/** Readiness is capped at these when the sample shows the matching problem. */
export const READINESS_CAPS = {
  no_records: 40,
  single_location: 30,
  blocking: 40,
  thin: 60,
  duplicated: 60,
} as const;

/**
 * The launch decision: hold below `hold_readiness` or from these shares of thin or duplicated
 * records (which also cap readiness); go from `go_readiness` (and `THRESHOLDS.go_min_records`).
 */
export const DECISION = {
  hold_readiness: 50,
  thin_share: 0.5,
  duplicated_share: 0.25,
  go_readiness: 75,
} as const;

/**
 * Duplicates: a unique-value signature of one filled field needs this many words; a value set
 * contained in another is a near duplicate from `contained_jaccard`.
 */
export const DUPLICATES = { signature_words: 5, contained_jaccard: 0.5 } as const;

/** URL slugs are cut at `max_chars`, at a hyphen after `min_cut` characters when there is one. */
export const SLUG = { max_chars: 80, min_cut: 20 } as const;

/**
 * The agent workflow's confidence: `base`, plus `per_record` per sample record up to `sample_max`
 * in all, plus each thing the request states, less `no_playbook`, held between `floor` and
 * `ceiling`.
 */
export const CONFIDENCE = {
  /** The start, before any sample record. */
  base: 0.35,
  /** Added per sample record... */
  per_record: 0.02,
  /** ...up to this much in all. */
  sample_max: 0.4,
  /** Added when the request declares unique fields. */
  unique_fields: 0.05,
  /** Added when a data source states its update frequency. */
  source_freshness: 0.05,
  /** Added when the request estimates the page count. */
  page_count_estimate: 0.05,
  /** Subtracted when the request names no playbook (it is inferred). */
  no_playbook: 0.05,
  /** The least confidence, however little data. */
  floor: 0.2,
  /** The most confidence a sample supports. */
  ceiling: 0.9,
} as const;
