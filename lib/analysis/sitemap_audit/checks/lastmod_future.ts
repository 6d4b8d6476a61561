/** A <lastmod> in the future is wrong, and teaches search engines to distrust the field. */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

const DAY = 24 * 3600 * 1000;

export const lastmodFuture: Check = {
  id: "future_lastmod",
  severity: "medium",
  method: "a <lastmod> more than a day after the request's time",
  assess(f) {
    const limit = f.now.getTime() + DAY;
    const bad = f.entries.filter((e) => {
      const t = e.url.lastmod === null ? NaN : Date.parse(e.url.lastmod);
      return !isNaN(t) && t > limit;
    });
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} with a <lastmod> in the future`,
      count: bad.length,
      examples: examples(bad.map((e) => `${e.loc}: ${e.url.lastmod}`)),
      why: "Search engines stop trusting a site's <lastmod> when it is visibly wrong.",
      fix: "Set <lastmod> to the date the page's main content last changed.",
    };
  },
};
