import { type ActionRule, DECIDES } from "./types.ts";

export const uniquePageContent: ActionRule = {
  id: "unique_page_content",
  decides: DECIDES,
  when: "a doorway-page risk above low (not one location): high",
  because:
    "Google Search Central spam policies (doorway abuse): pages that differ only by the place or audience name are doorways; each page needs content only it has",
  decide: ({ oneLocation, doorway }) =>
    !oneLocation && doorway
      ? [{
        action:
          "Give every page content that only that place or audience has; skip instances without it",
        priority: "high",
        reason: "Pages that differ only by name are treated as doorway pages",
      }]
      : null,
};
