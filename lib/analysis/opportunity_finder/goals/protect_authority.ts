import { focusClause, goalRule, weight } from "./types.ts";

const focus = ["reclaim", "repair"] as const;

export const protectAuthority = goalRule({
  id: "protect_authority",
  focus,
  strict: true,
  when: `${focusClause(focus, true)}; authority ${
    weight("protect_authority", "authority")
  } and dofollow ${weight("protect_authority", "dofollow")} weigh most`,
  because:
    "SEO practice: keeping earned equity comes first, the strongest followed links before the rest; a nofollow link asks Google not to associate the sites (Google Search Central, qualify outbound links)",
});
