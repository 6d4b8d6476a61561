import { type ActionTypeRule, DECIDES } from "./types.ts";

export const outreach: ActionTypeRule = {
  id: "outreach",
  decides: DECIDES,
  when: "otherwise: plain outreach (a guest contribution for blogs)",
  because:
    "a relevant site with no other opening is reached by plain outreach; Google's spam policies count guest-posting campaigns with keyword-rich links as link spam, so pitch content worth linking, not a link (Google Search Central, spam policies)",
  decide: () => true,
};
