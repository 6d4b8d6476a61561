import type { AttributionRule } from "./types.ts";

/** No shift and no loss of the owner: keep watching. */
export const monitor: AttributionRule = {
  id: "monitor",
  method: "otherwise: keep monitoring; without an owner (`target`) the result is a market watch",
  applies: () => true,
  summary: (o) =>
    o.owner
      ? "Keep monitoring"
      : "No owner was given (`target`): this is a market watch, no page of yours is judged",
};
