import { type ActionRule, actionsOrNull, DECIDES } from "./types.ts";

export const refreshData: ActionRule = {
  id: "refresh_data",
  decides: DECIDES,
  when: "a stale_data risk (not one location): medium, one action per risk",
  because:
    "SEO practice: data pages stay accurate and trusted with a refresh schedule and a visible update date",
  decide: ({ r, oneLocation }) =>
    actionsOrNull(
      r.scale_risk.risks.filter((x) => x.risk === "stale_data" && !oneLocation).map((risk) => ({
        action: "Set a refresh schedule for the page data and show the update date on the page",
        priority: "medium",
        reason: risk.reason,
      })),
    ),
};
