import { DECIDES, type UniquenessRuleSpec } from "./types.ts";

export const conditionalSections: UniquenessRuleSpec = {
  id: "conditional_sections",
  decides: DECIDES,
  when: "every template: a section renders only when its fields are filled",
  because:
    "SEO practice: empty labels and placeholder text are boilerplate every thin page shares, so the pages look alike",
  decide: () => [{
    rule: "conditional_sections",
    requirement:
      "render a section only when its fields are filled; never print empty labels or placeholder text",
    applies_to: [],
    why: "empty sections make every thin page look the same",
  }],
};
