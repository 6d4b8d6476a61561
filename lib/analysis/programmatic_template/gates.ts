/** The conditions a generated page must meet to be indexed. */
import type { RecordFact } from "./record_fact.ts";
import type { IndexationGate } from "./result.ts";
import { THRESHOLDS } from "./thresholds.ts";

export function indexationGates(ctx: {
  facts: RecordFact[];
  minUniqueFilled: number;
  uniqueFields: string[];
  duplicated: Set<number>;
  textFieldMedians: Map<string, number>;
}): IndexationGate[] {
  const f = ctx.facts;
  const gates: IndexationGate[] = [
    {
      gate: "renderable",
      condition:
        "every pattern variable is filled (not null, blank or n/a) and slugs to a non-empty URL segment",
      failing_sample_records: f.filter((x) => x.missingVars.length > 0 || !x.url.ok).length,
      on_fail: "do not generate the page",
    },
  ];
  if (ctx.uniqueFields.length > 0) {
    gates.push({
      gate: "min_unique_fields",
      condition:
        `at least ${ctx.minUniqueFilled} of ${ctx.uniqueFields.length} unique fields filled (${
          ctx.uniqueFields.join(", ")
        })`,
      failing_sample_records: f.filter((x) => x.uniqueFilled < ctx.minUniqueFilled).length,
      on_fail: "noindex, follow and keep out of the XML sitemap until enriched",
    });
  }
  gates.push({
    gate: "min_data_points",
    condition:
      `at least ${THRESHOLDS.min_data_points} filled data fields beyond the pattern variables`,
    failing_sample_records: f.filter((x) => x.dataPoints < THRESHOLDS.min_data_points).length,
    on_fail: "noindex, follow until enriched",
  }, {
    gate: "min_content",
    condition:
      `${THRESHOLDS.min_unique_words}+ record-specific words, or ${THRESHOLDS.rich_data_points}+ filled data fields${
        ctx.textFieldMedians.size > 0
          ? `; text fields (${
            [...ctx.textFieldMedians.keys()].join(", ")
          }) at least 40% of their median length`
          : ""
      }`,
    failing_sample_records: f.filter((x) =>
      (x.words < THRESHOLDS.min_unique_words && x.dataPoints < THRESHOLDS.rich_data_points) ||
      x.shortFields.length > 0
    ).length,
    on_fail: "noindex, follow; enrich the record or merge it into its hub page",
  }, {
    gate: "no_duplicate",
    condition:
      "no other page has the same URL, the same normalised keyword, the same unique-field values or a near-duplicate variable value",
    failing_sample_records: ctx.duplicated.size,
    on_fail:
      "publish one page per group (the most complete record) and 301 or canonical the others to it",
  }, {
    gate: "canonical",
    condition:
      "self-referencing canonical on the clean path (lowercase, one trailing-slash form, no tracking or sort parameters); filtered or paginated views canonical to the hub",
    failing_sample_records: 0,
    on_fail: "fix the template's canonical tag before launch",
  }, {
    gate: "sitemap",
    condition:
      "only pages passing every gate are listed in the XML sitemap, with lastmod from the data update",
    failing_sample_records: 0,
    on_fail: "leave the page out of the sitemap",
  });
  return gates;
}
