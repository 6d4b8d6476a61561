import { THRESHOLDS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type GateRule } from "./types.ts";

const { min_unique_words: words, rich_data_points: fields, short_text_share: short } = THRESHOLDS;

export const minContent: GateRule = {
  id: "min_content",
  decides: DECIDES,
  when:
    `every template; a record fails with fewer than ${words} record-specific words and fewer than ${fields} filled data fields, or a text field under ${
      percent(short, 1)
    } of its median length`,
  because:
    "Google Search Central's helpful-content guidance asks for substantial content of the page's own; thin pages generated at scale fall under the scaled content abuse spam policy",
  decide: (ctx) => ({
    gate: "min_content",
    condition: `${words}+ record-specific words, or ${fields}+ filled data fields${
      ctx.textFieldMedians.size > 0
        ? `; text fields (${[...ctx.textFieldMedians.keys()].join(", ")}) at least ${
          percent(short, 1)
        } of their median length`
        : ""
    }`,
    failing_sample_records:
      ctx.facts.filter((x) =>
        (x.words < words && x.dataPoints < fields) || x.shortFields.length > 0
      ).length,
    on_fail: "noindex, follow; enrich the record or merge it into its hub page",
  }),
};
