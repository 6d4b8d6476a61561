import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["digital_pr"] as const;

export const digitalPr = goalRule({
  id: "digital_pr",
  focus,
  strict: false,
  when: `authority ${weight("digital_pr", "authority")} and relevance ${
    weight("digital_pr", "relevance")
  } weigh most, feasibility only ${weight("digital_pr", "feasibility")}; ${
    focusClause(focus, false)
  }`,
  because:
    "SEO practice (digital PR): the aim is coverage by strong, relevant publishers, so their authority and relevance count more than how easily a link lands",
});
