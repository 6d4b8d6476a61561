import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["link_gap"] as const;

export const linkGap = goalRule({
  id: "link_gap",
  focus,
  strict: false,
  when: `competitor overlap weighs ${weight("link_gap", "competitors")}; ${
    focusClause(focus, false)
  }`,
  because:
    "SEO practice (link-gap analysis): a site that already links to several competitors links within the topic and is the likeliest to link to you too",
});
