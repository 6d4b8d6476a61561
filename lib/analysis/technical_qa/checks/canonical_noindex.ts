/**
 * noindex together with a canonical to another URL sends two contradicting signals (Search
 * Central, *How to specify a canonical URL*: don't use noindex to choose a canonical). A
 * canonical that redirects back to this very page is not "another URL": canonical_target
 * reports it.
 */
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../facts.ts";
import { type Check, htmlOnly, servedOnly } from "./types.ts";

export const canonicalNoindex: Check = {
  id: "canonical_noindex",
  severity: "medium",
  source: GOOGLE.canonical,
  method: "noindex on a page whose canonical points to another URL (mixed signals)",
  needs: servedOnly(htmlOnly("robots or canonical tags")),
  assess(f) {
    const declared = f.page.canonical;
    if (!f.page.noindex || declared === null || f.url === null) return null;
    if (sameUrlKey(declared) === sameUrlKey(f.url)) return null;
    const target = f.linked.find((l) => l.role === "canonical");
    if (target?.final_url && sameUrlKey(target.final_url) === sameUrlKey(f.url)) return null;
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
