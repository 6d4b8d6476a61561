import type { ActionRule } from "./types.ts";

/** Thin records: add record-specific fields, or enrich or drop the records (high from 30%). */
export const enrichThin: ActionRule = {
  id: "enrich_thin",
  actions({ f, r, n, oneLocation }) {
    if (!(f.thin.length > 0 && !oneLocation)) return [];
    const example = f.thin[0];
    return [{
      action: r.checks.missing_unique_fields.length > 0 || (f.input.unique_fields ?? []).length < 3
        ? "Add more record-specific fields (prices, counts, reviews, local facts) and fill them"
        : "Enrich or drop the thin records before publishing them",
      priority: f.thin.length / n >= 0.3 ? "high" : "medium",
      reason:
        `${f.thin.length} of ${n} sample records fail the content gates, e.g. "${example.label}": ${
          example.thinReasons[0]
        }`,
      target: example.label,
    }];
  },
};
