import type { UniquenessRuleSpec } from "./types.ts";

/** The intro and meta description cite two record-specific values. */
export const dataLedIntro: UniquenessRuleSpec = {
  id: "data_led_intro",
  rules: (ctx) => [{
    rule: "data_led_intro",
    requirement:
      "the intro and meta description cite at least two record-specific values, not a sentence shared by every page",
    applies_to: ctx.uniqueFields.slice(0, 2),
    why: "the opening text is what search engines and readers compare first",
  }],
};
