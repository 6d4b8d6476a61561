/** The rules that keep every generated page unique. */
import type { Playbook } from "./playbooks.ts";
import type { DuplicateGroup, ProgrammaticTemplateReport } from "./result.ts";
import { THRESHOLDS } from "./thresholds.ts";

export function uniquenessRules(ctx: {
  uniqueFields: string[];
  minUniqueFilled: number;
  textFieldMedians: Map<string, number>;
  lowVariety: { field: string; distinct: number; filled: number }[];
  duplicateGroups: DuplicateGroup[];
  playbook: Playbook;
  keywordVars: string[];
}): ProgrammaticTemplateReport["uniqueness_rules"] {
  const rules: ProgrammaticTemplateReport["uniqueness_rules"] = [];
  if (ctx.uniqueFields.length > 0) {
    rules.push({
      rule: "min_unique_fields",
      requirement: `show at least ${ctx.minUniqueFilled} of the unique fields on every page`,
      applies_to: [...ctx.uniqueFields],
      why: "pages that differ only by the variable name are near duplicates",
    }, {
      rule: "distinct_unique_values",
      requirement: "no two pages may share the same values for all unique fields",
      applies_to: [...ctx.uniqueFields],
      why: "identical data under different names is duplicate content",
    });
  } else {
    rules.push({
      rule: "declare_unique_fields",
      requirement: "name the fields that make each page unique (unique_fields) and require them",
      applies_to: [],
      why: "without them nothing guarantees that two pages differ beyond the variable",
    });
  }
  rules.push({
    rule: "data_led_intro",
    requirement:
      "the intro and meta description cite at least two record-specific values, not a sentence shared by every page",
    applies_to: ctx.uniqueFields.slice(0, 2),
    why: "the opening text is what search engines and readers compare first",
  }, {
    rule: "conditional_sections",
    requirement:
      "render a section only when its fields are filled; never print empty labels or placeholder text",
    applies_to: [],
    why: "empty sections make every thin page look the same",
  }, {
    rule: "unique_variable_values",
    requirement:
      "variable values are unique after normalising case, accents and punctuation; ambiguous names carry a qualifier (e.g. a region)",
    applies_to: [...ctx.keywordVars],
    why: "two pages for one search term compete with each other",
  });
  for (const [field, med] of ctx.textFieldMedians) {
    rules.push({
      rule: "text_field_length",
      requirement: `${field} has at least ${
        Math.ceil(THRESHOLDS.short_text_share * med)
      } words (40% of its median ${med})`,
      applies_to: [field],
      why: "short text on some pages signals missing data",
    });
  }
  for (const lv of ctx.lowVariety) {
    rules.push({
      rule: "low_variety_field",
      requirement:
        `do not count ${lv.field} towards uniqueness: ${lv.distinct} distinct values across ${lv.filled} records`,
      applies_to: [lv.field],
      why: "a value repeated on most pages adds no uniqueness",
    });
  }
  if (ctx.playbook === "comparisons" || ctx.keywordVars.length >= 2) {
    rules.push({
      rule: "one_page_per_pair",
      requirement:
        "[a] vs [b] and [b] vs [a] are one page: order pairs canonically (e.g. alphabetically) and redirect the reverse",
      applies_to: [...ctx.keywordVars],
      why: "reversed pairs target the same search",
    });
  }
  return rules;
}
