import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["repair", "resource_page"] as const;

export const brokenLinkBuilding = goalRule({
  id: "broken_link_building",
  focus,
  strict: false,
  when: `feasibility weighs ${weight("broken_link_building", "feasibility")}; ${
    focusClause(focus, false)
  }`,
  because:
    "SEO practice (broken link building): offering a live page for a dead link is an easy yes for the linking site, and resource pages are where broken links are hunted",
});
