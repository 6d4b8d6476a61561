/** URLs with fragments or tracking parameters are never canonical. */
import type { Check } from "./types.ts";
import { examples, urls } from "./types.ts";

const TRACKING = /[?&](utm_[a-z]+|gclid|fbclid|msclkid|sessionid|sid|ref)=/i;

export const trackingUrls: Check = {
  id: "non_canonical_urls",
  severity: "medium",
  method:
    "URLs with a #fragment or tracking/session parameters (utm_*, gclid, fbclid, sessionid ...)",
  assess(f) {
    const bad = f.entries.filter((e) => e.loc.includes("#") || TRACKING.test(e.loc));
    if (bad.length === 0) return null;
    return {
      title: `${urls(bad.length)} with fragments or tracking parameters`,
      count: bad.length,
      examples: examples(bad.map((e) => e.loc)),
      why:
        "Such URLs are duplicates of a canonical page; listing them splits signals and wastes crawl.",
      fix: "List the clean canonical URL of each page.",
    };
  },
};
