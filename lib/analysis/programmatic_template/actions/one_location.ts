import type { ActionRule } from "./types.ts";

/** One real location: the place and "near me" demand belongs to it, not to generated pages. */
export const oneLocation: ActionRule = {
  id: "one_location",
  actions: ({ oneLocation, doorway }) =>
    oneLocation && doorway
      ? [{
        action:
          'Do not generate the place pages: send neighbourhood and "near me" demand to the real location page and its Google Business Profile',
        priority: "high",
        reason:
          `${doorway.reason}. Strengthen the location page (service area, directions, reviews) and the Business Profile (categories, hours, photos, posts) instead.`,
      }]
      : [],
};
