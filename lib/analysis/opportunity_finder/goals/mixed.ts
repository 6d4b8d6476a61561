import { goalRule } from "./types.ts";

export const mixed = goalRule({
  id: "mixed",
  focus: [],
  strict: false,
  when: "balanced weights, no type is favoured",
  because:
    "without a campaign focus every factor counts by its general value: SEO practice weighs a prospect's authority, relevance and the ease of landing the link",
});
