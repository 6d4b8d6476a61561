/** A page needs a title tag: without one Google writes its own. */
import type { SignalCheck } from "./types.ts";

export const titlePresent: SignalCheck = {
  id: "title_present",
  method: "the page has a title (current_title or the page's <title>)",
  assess: (f) =>
    f.currentTitle
      ? { status: "pass", detail: `Title: "${f.currentTitle}"` }
      : { status: "fail", detail: "No title tag: Google will build one from the page's headings" },
};
