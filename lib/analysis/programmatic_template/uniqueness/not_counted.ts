import { DECIDES, rulesOrNull, type UniquenessRuleSpec } from "./types.ts";

const WHY = {
  variable: "it is a page variable: the name a page is made for is not content of its own",
  templated: "its text is one template with the variable swapped in",
  low_variety: "the same few values repeat on most records",
} as const;

export const notCountedField: UniquenessRuleSpec = {
  id: "not_counted_field",
  decides: DECIDES,
  when:
    "a declared unique field is a page variable, one text with the variable swapped in, or the same few values on most records: it does not count towards uniqueness, one rule per field",
  because:
    "Google Search Central spam policies (doorway abuse, scaled content abuse): pages that differ only by a swapped name are not unique, whatever the field is called",
  decide: (ctx) =>
    rulesOrNull(ctx.notCounted.map((n) => ({
      rule: "not_counted_field",
      requirement: `do not count ${n.field} as unique content: ${WHY[n.why]}`,
      applies_to: [n.field],
      why: WHY[n.why],
    }))),
};
