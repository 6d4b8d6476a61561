import type { ActionRule } from "./types.ts";

/** Stale data: a refresh schedule and the update date on the page. */
export const refreshData: ActionRule = {
  id: "refresh_data",
  actions: ({ r, oneLocation }) =>
    r.scale_risk.risks.filter((x) => x.risk === "stale_data" && !oneLocation).map((risk) => ({
      action: "Set a refresh schedule for the page data and show the update date on the page",
      priority: "medium",
      reason: risk.reason,
    })),
};
