import { type AttributionRule, DECIDES } from "./types.ts";

export const monitor: AttributionRule = {
  id: "monitor",
  decides: DECIDES,
  when: "otherwise (without an owner, `target`, the result is a market watch)",
  because:
    "SEO practice: with no loss of the owner and no shift of the SERP there is nothing to act on; rankings keep moving, so keep monitoring",
  decide: (o) =>
    o.owner
      ? "Keep monitoring"
      : "No owner was given (`target`): this is a market watch, no page of yours is judged",
};
