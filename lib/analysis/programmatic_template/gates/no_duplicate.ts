import { DECIDES, type GateRule } from "./types.ts";

export const noDuplicate: GateRule = {
  id: "no_duplicate",
  decides: DECIDES,
  when:
    "every template; a record fails when it is in a duplicate group (the same URL, normalised keyword or unique-field values as another, or a near-duplicate variable value)",
  because:
    "Google Search Central (consolidate duplicate URLs): one canonical page per piece of content, the others redirected or canonicalised to it",
  decide: (ctx) => ({
    gate: "no_duplicate",
    condition:
      "no other page has the same URL, the same normalised keyword, the same unique-field values or a near-duplicate variable value",
    failing_sample_records: ctx.duplicated.size,
    on_fail:
      "publish one page per group (the most complete record) and 301 or canonical the others to it",
  }),
};
