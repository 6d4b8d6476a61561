/** The scoring and rules as returned in `method`. */
import { THRESHOLDS, WEIGHTS } from "./thresholds.ts";

/** The scoring and rules, as returned in `method`. */
export const METHOD = {
  readiness:
    "100 x weighted sum: data_coverage 0.20 (filled cells of variables and unique fields across sample_records), unique_richness 0.25 (0.4 x min(1, unique_fields / 4) + 0.6 x share of records passing the content gates), uniqueness 0.20 (1 - share of records in a duplicate group), freshness 0.10 (mean source freshness: realtime/daily 1, weekly 0.9, biweekly 0.85, monthly 0.75, quarterly 0.5, semiannual 0.4, yearly 0.3, static/manual 0.2, unknown 0.5; dates aged against the request time; evergreen playbooks glossary/conversions/translations/examples/templates floor 0.8), pattern_validity 0.15 (1 minus issue penalties), playbook_fit 0.10 (variable and pattern signals of the playbook). Caps: no sample records 40, blocking issue 40, half or more records thin 60, a quarter or more duplicated 60.",
  content_gates:
    "a page passes when every pattern variable is filled and slugs to something, it fills at least 60% of unique_fields (rounded up, min 1), has at least 3 filled data fields beyond the variables, and has 25+ record-specific words or 5+ data fields; text fields (median 5+ words) shorter than 40% of their median are short",
  duplicates:
    "renderable records collide when their rendered URLs or keywords are equal after normalisation (case, accents, punctuation), or when all their filled unique fields are equal (at least two filled, or one of 5+ words); near duplicates share variable-value tokens with Jaccard >= 0.8 or one value set contains the other with Jaccard >= 0.5 (A vs B and B vs A, 'New York' vs 'New York City'); candidates come from an inverted index on the rarest value tokens (exact prefix filter for Jaccard >= 0.5)",
  scale_risk:
    "the highest of: thin content (high >= 30% of records, medium >= 10%), duplicates (high for any URL collision or >= 10% of records, medium otherwise), index bloat (page_count_estimate x failing share: high >= 100 weak pages or 10,000+ pages bulk-imported, medium >= 10 or 5,000+ pages), doorway risk for locations/personas (high with < 2 unique fields or >= 30% thin, low with 3+ unique fields, < 10% thin and < 5% near duplicates, else medium), stale data (medium when a source is yearly or older, or freshness is unknown on a time-sensitive playbook), missing data (high when a pattern variable has no data, medium when >= 10% of records leave one empty), many variables (medium for 3+ in the keyword pattern)",
  launch_decision:
    "hold when there is a blocking issue, no sample records, readiness < 50, >= 50% thin records or >= 25% duplicated records; go when readiness >= 75, scale risk is low and there are at least 20 sample records; pilot otherwise",
  slugs:
    "variables are slugged for URLs: Unicode NFKD, marks removed, lowercase, & -> and, apostrophes dropped, other non letter/number runs -> '-', at most 80 characters; letters of any script are kept",
  weights: WEIGHTS,
  thresholds: THRESHOLDS,
} as const;
