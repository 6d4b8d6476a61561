import { type ActionTypeRule, DECIDES } from "./types.ts";

export const repair: ActionTypeRule = {
  id: "repair",
  decides: DECIDES,
  when:
    "broken_link: the source links to a broken URL of the target; 301 it or ask for the link to be updated to the matched asset",
  because:
    "a link to a missing page reaches nothing; a permanent (301) redirect sends it to the live page, which Google takes as the page's new address (Google Search Central, redirects and Google Search)",
  decide: ({ p }) => p.broken || null,
};
