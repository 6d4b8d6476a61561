import { type ActionRule, DECIDES } from "./types.ts";

export const oneLocation: ActionRule = {
  id: "one_location",
  decides: DECIDES,
  when: "one location behind every page (a doorway-page risk above low): high",
  because:
    "Google Search Central spam policies (doorway abuse): pages for many places that funnel to one business are doorways; local demand belongs to the real location page and its Google Business Profile",
  decide: ({ oneLocation, doorway }) =>
    oneLocation && doorway
      ? [{
        action:
          'Do not generate the place pages: send neighbourhood and "near me" demand to the real location page and its Google Business Profile',
        priority: "high",
        reason:
          `${doorway.reason}. Strengthen the location page (service area, directions, reviews) and the Business Profile (categories, hours, photos, posts) instead.`,
      }]
      : null,
};
