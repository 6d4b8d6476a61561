/** The rules that keep every generated page unique, one kind a file, in the order listed. */
import { allDecisions } from "../../rule.ts";
import { conditionalSections } from "./conditional_sections.ts";
import { dataLedIntro } from "./data_led_intro.ts";
import { lowVarietyField } from "./low_variety_field.ts";
import { notCountedField } from "./not_counted.ts";
import { onePagePerPair } from "./one_page_per_pair.ts";
import { textFieldLength } from "./text_field_length.ts";
import type { UniquenessContext, UniquenessRule, UniquenessRuleSpec } from "./types.ts";
import { uniqueFields } from "./unique_fields.ts";
import { uniqueVariableValues } from "./unique_variable_values.ts";

export type * from "./types.ts";

/** The kinds of rule, in the order they are listed. */
export const UNIQUENESS_RULES: readonly UniquenessRuleSpec[] = [
  uniqueFields,
  notCountedField,
  dataLedIntro,
  conditionalSections,
  uniqueVariableValues,
  textFieldLength,
  lowVarietyField,
  onePagePerPair,
];

/** The uniqueness rules of this template. */
export function uniquenessRules(ctx: UniquenessContext): UniquenessRule[] {
  return allDecisions(UNIQUENESS_RULES, ctx).flat();
}
