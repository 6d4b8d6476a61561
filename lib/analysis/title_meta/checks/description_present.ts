/** A page needs a meta description: without one Google quotes any text it finds. */
import type { SignalCheck } from "./types.ts";

export const descriptionPresent: SignalCheck = {
  id: "description_present",
  method: "the page has a meta description (current_meta_description or the page's meta tag)",
  assess: (f) =>
    f.currentDescription
      ? { status: "pass", detail: `Meta description: "${f.currentDescription}"` }
      : {
        status: "fail",
        detail: "No meta description: Google quotes page text, often navigation or cookie text",
      },
};
