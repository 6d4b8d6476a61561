import type { UniquenessRuleSpec } from "./types.ts";

/** A section renders only when its fields are filled. */
export const conditionalSections: UniquenessRuleSpec = {
  id: "conditional_sections",
  rules: () => [{
    rule: "conditional_sections",
    requirement:
      "render a section only when its fields are filled; never print empty labels or placeholder text",
    applies_to: [],
    why: "empty sections make every thin page look the same",
  }],
};
