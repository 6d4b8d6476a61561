/** Every URL with the same <lastmod>: the generation time, not the content's. */
import type { Check } from "./types.ts";

/** Fewest dated URLs for a uniform date to mean anything. */
const MIN_URLS = 20;

export const lastmodUniform: Check = {
  id: "uniform_lastmod",
  severity: "low",
  method: `all of ${MIN_URLS}+ URLs carry the same <lastmod>`,
  assess(f) {
    const dated = f.entries.filter((e) => e.url.lastmod !== null);
    if (dated.length < MIN_URLS) return null;
    const first = dated[0].url.lastmod;
    if (!dated.every((e) => e.url.lastmod === first)) return null;
    return {
      title: `All ${dated.length} dated URLs share one <lastmod> (${first})`,
      count: dated.length,
      examples: [first!],
      why:
        "A date that is the same everywhere is the sitemap's build time: search engines learn to ignore it.",
      fix: "Emit each page's own last content change, or leave <lastmod> out.",
    };
  },
};
