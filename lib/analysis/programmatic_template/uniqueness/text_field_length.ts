import { TEXT_FIELDS, THRESHOLDS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, rulesOrNull, type UniquenessRuleSpec } from "./types.ts";

const short = THRESHOLDS.short_text_share;

export const textFieldLength: UniquenessRuleSpec = {
  id: "text_field_length",
  decides: DECIDES,
  when: `a text field (filled with text on ${
    percent(TEXT_FIELDS.filled_share, 1)
  }+ of the records, median ${TEXT_FIELDS.median_words}+ words) holds at least ${
    percent(short, 1)
  } of its median word count: one rule per field`,
  because:
    "SEO practice: text much shorter than on the other pages signals missing data, a thin page in a family of fuller ones",
  decide: (ctx) =>
    rulesOrNull(
      [...ctx.textFieldMedians].map(([field, med]) => ({
        rule: "text_field_length",
        requirement: `${field} has at least ${Math.ceil(short * med)} words (${
          percent(short, 1)
        } of its median ${med})`,
        applies_to: [field],
        why: "short text on some pages signals missing data",
      })),
    ),
};
