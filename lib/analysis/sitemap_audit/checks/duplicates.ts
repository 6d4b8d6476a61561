/** The same URL listed twice (ignoring a trailing slash, fragment and host case). */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

export const duplicates: Check = {
  id: "duplicate_urls",
  severity: "medium",
  method:
    "the same URL listed more than once across the sitemaps read (trailing slash, fragment and host case ignored)",
  assess(f) {
    const seen = new Set<string>();
    const dup: string[] = [];
    for (const e of f.entries) {
      if (e.key === null) continue;
      if (seen.has(e.key)) dup.push(e.loc);
      else seen.add(e.key);
    }
    if (dup.length === 0) return null;
    return {
      title: `${urls(dup.length)} listed more than once`,
      count: dup.length,
      examples: examples(dup),
      why: "Duplicates waste the file's budget and hint at a generator that emits URL variants.",
      fix: "List each canonical URL once.",
    };
  },
};
