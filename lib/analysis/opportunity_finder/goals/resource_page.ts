import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["resource_page"] as const;

export const resourcePage = goalRule({
  id: "resource_page",
  focus,
  strict: false,
  when: `relevance weighs ${weight("resource_page", "relevance")}; ${focusClause(focus, false)}`,
  because:
    "SEO practice (resource-page link building): curators list only on-topic pages, so relevance weighs most",
});
