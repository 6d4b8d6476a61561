/** A `<meta name=viewport>` with width=device-width: Google indexes the mobile rendering. */
import { GOOGLE } from "../sources.ts";
import { type Check, htmlOnly, servedOnly } from "./types.ts";

export const viewport: Check = {
  id: "viewport",
  severity: "medium",
  source: GOOGLE.mobile,
  method: "<meta name=viewport> present with width=device-width (mobile-first indexing)",
  needs: servedOnly(htmlOnly("<meta name=viewport>")),
  assess(f) {
    const v = f.page.viewport;
    if (v && /width\s*=\s*device-width/i.test(v)) return null;
    return {
      title: v ? `The viewport "${v}" does not use device-width` : "The page has no meta viewport",
      count: 1,
      examples: v ? [v] : [],
      why:
        "Google indexes the mobile rendering; without a viewport phones show a zoomed-out desktop page.",
      fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    };
  },
};
