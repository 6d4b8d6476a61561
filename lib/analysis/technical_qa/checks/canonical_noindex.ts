/** noindex together with a canonical to another URL sends two contradicting signals. */
import { sameUrlKey } from "../facts.ts";
import { type Check, htmlOnly } from "./types.ts";

export const canonicalNoindex: Check = {
  id: "canonical_noindex",
  severity: "medium",
  method: "noindex on a page whose canonical points to another URL (mixed signals)",
  needs: htmlOnly("robots or canonical tags"),
  assess(f) {
    const declared = f.page.canonical;
    if (!f.page.noindex || declared === null || f.url === null) return null;
    if (sameUrlKey(declared) === sameUrlKey(f.url)) return null;
    return {
      title: "noindex and a canonical to another URL: mixed signals",
      count: 1,
      examples: [`canonical: ${declared}`, "robots: noindex"],
      why:
        "A canonical asks to pass signals to the target; noindex may be carried over to it instead.",
      fix: "Keep one signal: the canonical to consolidate, or noindex to drop the page.",
    };
  },
};
