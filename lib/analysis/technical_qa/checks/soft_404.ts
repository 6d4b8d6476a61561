/**
 * A soft 404: the page answers 200 while its title, H1 or the lead of its main content says the
 * page or the item is gone, or that its listing is empty.
 * Google treats it as an error and keeps it out of the index, and asks for a real 404/410 (or a
 * redirect to a genuine equivalent) instead (Search Central, *HTTP status codes ...*: soft 404
 * errors). Never "add content": a dead URL made to look alive is still a dead URL.
 */
import { GOOGLE } from "../sources.ts";
import type { Check } from "./types.ts";

export const soft404: Check = {
  id: "soft_404",
  severity: "high",
  source: GOOGLE.soft404,
  method:
    "a 200 (or inline) page whose title, H1 or main-content lead (chrome removed) says it is not found, no longer available or that its listing is empty, in 16 languages, on a short page",
  assess(f) {
    if (f.state.kind !== "soft_404") return null;
    const status = f.status === null ? "is sent" : `answers ${f.status}`;
    return {
      title: "Soft 404: the page says it is gone but answers as a live page",
      count: 1,
      examples: [f.state.evidence, ...(f.url ? [`${f.url} ${status}`] : [])],
      why:
        "Google reads a page whose main content says it is missing as a soft 404, reports it in Search Console and keeps it out of the index.",
      fix:
        "Answer 404 or 410 for the removed item (the page may still show alternatives to visitors), or 301-redirect the URL to a genuinely equivalent page. Do not keep the 200 and pad the page to look valid.",
    };
  },
};
