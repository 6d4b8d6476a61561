import type { ActionTypeRule } from "./types.ts";

/** Any other prospect: plain outreach (a guest contribution for blogs). */
export const outreach: ActionTypeRule = {
  id: "outreach",
  reason: "otherwise",
  applies: () => true,
};
