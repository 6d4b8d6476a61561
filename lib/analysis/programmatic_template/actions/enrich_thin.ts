import { ACTIONS, RISK_LEVELS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { type ActionRule, DECIDES } from "./types.ts";

export const enrichThin: ActionRule = {
  id: "enrich_thin",
  decides: DECIDES,
  when: `sample records fail the content gates (not one location): high from ${
    percent(RISK_LEVELS.thin.high, 1)
  } of the records (as the thin-content risk), else medium; add fields when unique fields lack data or fewer than ${ACTIONS.more_unique_fields_below} are declared, else enrich or drop the records`,
  because:
    "Google Search Central spam policies (scaled content abuse) target many pages of little value; SEO practice enriches thin pages or leaves them unpublished, and with too few unique fields no record can be enriched enough",
  decide({ f, r, n, oneLocation }) {
    if (!(f.thin.length > 0 && !oneLocation)) return null;
    const example = f.thin[0];
    const fewFields = (f.input.unique_fields ?? []).length < ACTIONS.more_unique_fields_below;
    return [{
      action: r.checks.missing_unique_fields.length > 0 || fewFields
        ? "Add more record-specific fields (prices, counts, reviews, local facts) and fill them"
        : "Enrich or drop the thin records before publishing them",
      priority: f.thin.length / n >= RISK_LEVELS.thin.high ? "high" : "medium",
      reason:
        `${f.thin.length} of ${n} sample records fail the content gates, e.g. "${example.label}": ${
          example.thinReasons[0]
        }`,
      target: example.label,
    }];
  },
};
