import { type ActionTypeRule, DECIDES } from "./types.ts";

export const reclaim: ActionTypeRule = {
  id: "reclaim",
  decides: DECIDES,
  when: "lost_link: the source linked to the target before",
  because:
    "SEO practice (link reclamation): a source that once linked to the target already judged it worth a link, so it is the easiest link to win back",
  decide: ({ p }) => p.lost || null,
};
