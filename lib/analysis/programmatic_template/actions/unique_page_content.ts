import type { ActionRule } from "./types.ts";

/** A doorway risk (not a single location): every page needs content only it has. */
export const uniquePageContent: ActionRule = {
  id: "unique_page_content",
  actions: ({ oneLocation, doorway }) =>
    !oneLocation && doorway
      ? [{
        action:
          "Give every page content that only that place or audience has; skip instances without it",
        priority: "high",
        reason: "Pages that differ only by name are treated as doorway pages",
      }]
      : [],
};
