import type { ActionRule } from "./types.ts";

/** The indexation gates go into the page generator (not for a single location). */
export const enforceGates: ActionRule = {
  id: "enforce_gates",
  actions: ({ r, oneLocation }) =>
    oneLocation ? [] : [{
      action: "Implement the indexation gates in the page generator (noindex and sitemap rules)",
      priority: "medium",
      reason: `${r.indexation_gates.length} gates; pages failing them must not be indexed`,
    }],
};
