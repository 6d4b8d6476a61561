/** <lastmod> must be a W3C datetime (YYYY-MM-DD, optionally with time and zone). */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

/** W3C Datetime as the protocol allows it. */
export const W3C_DATE =
  /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export const lastmodInvalid: Check = {
  id: "invalid_lastmod",
  severity: "medium",
  method: "a <lastmod> that is not a W3C datetime (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+zone)",
  assess(f) {
    const bad = f.entries.filter((e) =>
      e.url.lastmod !== null && (!W3C_DATE.test(e.url.lastmod) || isNaN(Date.parse(e.url.lastmod)))
    );
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} with an invalid <lastmod>`,
      count: bad.length,
      examples: examples(bad.map((e) => `${e.loc}: ${e.url.lastmod}`)),
      why: "An unreadable date is ignored, so recrawl hints for changed pages are lost.",
      fix: "Write <lastmod> as YYYY-MM-DD or a full W3C datetime with a time zone.",
    };
  },
};
