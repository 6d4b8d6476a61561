import { INTRO_VALUES } from "../thresholds.ts";
import { countWord } from "../values.ts";
import { DECIDES, type UniquenessRuleSpec } from "./types.ts";

export const dataLedIntro: UniquenessRuleSpec = {
  id: "data_led_intro",
  decides: DECIDES,
  when: `every template: the intro and meta description cite ${
    countWord(INTRO_VALUES)
  } record-specific values (the first unique fields)`,
  because:
    "Google Search Central (snippets): a meta description should describe that page specifically, not repeat one text across pages; the opening is what readers and search engines compare first",
  decide: (ctx) => [{
    rule: "data_led_intro",
    requirement: `the intro and meta description cite at least ${
      countWord(INTRO_VALUES)
    } record-specific values, not a sentence shared by every page`,
    applies_to: ctx.uniqueFields.slice(0, INTRO_VALUES),
    why: "the opening text is what search engines and readers compare first",
  }],
};
