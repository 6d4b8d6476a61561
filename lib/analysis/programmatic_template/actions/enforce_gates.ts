import { type ActionRule, DECIDES } from "./types.ts";

export const enforceGates: ActionRule = {
  id: "enforce_gates",
  decides: DECIDES,
  when: "every template but one location: medium",
  because:
    "Google Search Central (block indexing with noindex; sitemaps): pages failing the gates are kept out of the index with noindex and out of the sitemap",
  decide: ({ r, oneLocation }) =>
    oneLocation ? null : [{
      action: "Implement the indexation gates in the page generator (noindex and sitemap rules)",
      priority: "medium",
      reason: `${r.indexation_gates.length} gates; pages failing them must not be indexed`,
    }],
};
