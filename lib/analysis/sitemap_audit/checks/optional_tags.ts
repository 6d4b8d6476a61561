/** <priority> must be 0.0-1.0 and <changefreq> one of the protocol's words. */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

const FREQS = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);

export const optionalTags: Check = {
  id: "invalid_optional_tags",
  severity: "low",
  method:
    "a <priority> outside 0.0-1.0 or a <changefreq> outside always/hourly/daily/weekly/monthly/yearly/never",
  assess(f) {
    const bad = f.entries.filter((e) => {
      const p = e.url.priority;
      const c = e.url.changefreq;
      const badPriority = p !== null && !(/^\d(\.\d+)?$/.test(p) && Number(p) <= 1);
      return badPriority || (c !== null && !FREQS.has(c.toLowerCase()));
    });
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} with an invalid <priority> or <changefreq>`,
      count: bad.length,
      examples: examples(
        bad.map((e) => `${e.loc}: priority ${e.url.priority}, changefreq ${e.url.changefreq}`),
      ),
      why:
        "Google ignores both tags, but invalid values fail validation and signal a broken generator.",
      fix: "Fix or drop <priority> and <changefreq>.",
    };
  },
};
