/**
 * The scoring and rules as returned in `method`: every number read from `thresholds.ts`, the
 * issues, risks, gates, uniqueness rules and actions listed from the rules themselves.
 */
import { methodByDecision } from "../rule.ts";
import { ACTION_RULES } from "./actions/mod.ts";
import { DECIDES as RECOMMENDED_ACTIONS } from "./actions/types.ts";
import { LOWEST_JACCARD } from "./duplicates.ts";
import { GATE_RULES } from "./gates/mod.ts";
import { DECIDES as INDEXATION_GATES } from "./gates/types.ts";
import { ISSUE_RULES } from "./issues/mod.ts";
import { DECIDES as PATTERN_ISSUES } from "./issues/types.ts";
import { EVERGREEN } from "./playbooks.ts";
import { RISK_RULES } from "./risks/mod.ts";
import { DECIDES as SCALE_RISK } from "./risks/types.ts";
import {
  DECISION,
  DUPLICATES,
  FRESHNESS,
  READINESS_CAPS,
  READINESS_MAX,
  RICHNESS,
  SLUG,
  TEXT_FIELDS,
  THRESHOLDS,
  WEIGHTS,
} from "./thresholds.ts";
import { UNIQUENESS_RULES } from "./uniqueness/mod.ts";
import { DECIDES as UNIQUENESS } from "./uniqueness/types.ts";
import { percent } from "../../toolkit/numbers.ts";

const RULES = methodByDecision([
  ...ISSUE_RULES,
  ...RISK_RULES,
  ...GATE_RULES,
  ...UNIQUENESS_RULES,
  ...ACTION_RULES,
]);
const T = THRESHOLDS;
const W = WEIGHTS;

/** The mean source freshness, as the readiness text states it. */
function freshnessText(): string {
  const F = FRESHNESS;
  return `mean source freshness: realtime ${F.realtime}, daily ${F.daily}, weekly ${F.weekly}, biweekly ${F.biweekly}, monthly ${F.monthly}, quarterly ${F.quarterly}, semiannual ${F.semiannual}, yearly ${F.yearly}, static/manual ${F.static}, unknown ${F.unknown}; an interval ('every 2 weeks') scores as the frequency it falls in; dates aged against the request time; evergreen playbooks ${
    [...EVERGREEN].join("/")
  } floor ${F.evergreen_floor}`;
}

/** The readiness score: its weighted components and its caps. */
function readinessText(): string {
  const R = RICHNESS;
  const C = READINESS_CAPS;
  return `${READINESS_MAX} x weighted sum: data_coverage ${W.data_coverage} (filled cells of variables and unique fields across sample_records), unique_richness ${W.unique_richness} (${R.fields_part} x min(1, unique_fields / ${R.full_fields}) + ${R.pass_part} x share of records passing the content gates), uniqueness ${W.uniqueness} (1 - share of records in a duplicate group), freshness ${W.freshness} (${freshnessText()}), pattern_validity ${W.pattern_validity} (1 minus the penalties of the pattern_issues found), playbook_fit ${W.playbook_fit} (variable and pattern signals of the playbook). Caps: no sample records ${C.no_records}, one location behind every page ${C.single_location}, blocking issue ${C.blocking}, ${
    percent(DECISION.thin_share, 1)
  } or more records thin ${C.thin}, ${
    percent(DECISION.duplicated_share, 1)
  } or more duplicated ${C.duplicated}.`;
}

/** The scoring and rules, as returned in `method`. */
export const METHOD = {
  readiness: readinessText(),
  content_gates:
    `a page passes when every pattern variable is filled and slugs to something, it fills at least ${
      percent(T.unique_fill_share, 1)
    } of unique_fields (rounded up, at least one), has at least ${T.min_data_points} filled data fields beyond the variables, and has ${T.min_unique_words}+ record-specific words or ${T.rich_data_points}+ data fields; text fields (filled with text on ${
      percent(TEXT_FIELDS.filled_share, 1)
    }+ of the records, median ${TEXT_FIELDS.median_words}+ words) shorter than ${
      percent(T.short_text_share, 1)
    } of their median are short`,
  duplicates:
    `renderable records collide when their rendered URLs or keywords are equal after normalisation (case, accents, punctuation), or when all their filled unique fields are equal (at least two filled, or one of ${DUPLICATES.signature_words}+ words); near duplicates share variable-value tokens with Jaccard >= ${T.near_duplicate_jaccard} or one value set contains the other with Jaccard >= ${DUPLICATES.contained_jaccard} (A vs B and B vs A, 'New York' vs 'New York City'); candidates come from an inverted index on the rarest value tokens (exact prefix filter for Jaccard >= ${LOWEST_JACCARD})`,
  [SCALE_RISK]: `the highest level of the risks raised (low when none): ${RULES[SCALE_RISK]}`,
  // Also the result's launch_decision.rule.
  launch_decision:
    `hold when there is a blocking issue, no sample records, readiness < ${DECISION.hold_readiness}, >= ${
      percent(DECISION.thin_share, 1)
    } thin records or >= ${
      percent(DECISION.duplicated_share, 1)
    } duplicated records; go when readiness >= ${DECISION.go_readiness}, scale risk is low and there are at least ${T.go_min_records} sample records; pilot otherwise`,
  slugs:
    `variables are slugged for URLs: Unicode NFKD, marks removed, lowercase, & -> and, apostrophes dropped, other non letter/number runs -> '-', at most ${SLUG.max_chars} characters; letters of any script are kept`,
  [PATTERN_ISSUES]: RULES[PATTERN_ISSUES],
  [INDEXATION_GATES]: RULES[INDEXATION_GATES],
  [UNIQUENESS]: RULES[UNIQUENESS],
  [RECOMMENDED_ACTIONS]: RULES[RECOMMENDED_ACTIONS],
  weights: WEIGHTS,
  thresholds: THRESHOLDS,
} as const;
