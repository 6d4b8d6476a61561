/** A <loc> must be an absolute http(s) URL. */
import type { Check } from "./types.ts";
import { agree, examples, urls } from "./types.ts";

export const invalidUrls: Check = {
  id: "invalid_urls",
  severity: "high",
  method: "a <loc> that is not an absolute http(s) URL (relative paths, other schemes, spaces)",
  assess(f) {
    const bad = f.entries.filter((e) => e.key === null || /\s/.test(e.loc));
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} ${
        agree(
          bad.length,
          "is not an absolute http or https URL",
          "are not absolute http or https URLs",
        )
      }`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why: "Sitemap URLs must be fully qualified; relative or malformed ones are dropped.",
      fix: "Write every <loc> as an absolute, percent-encoded URL (https://www.example.com/page).",
    };
  },
};
