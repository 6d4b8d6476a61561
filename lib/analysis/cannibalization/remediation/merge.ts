/** A strong overlap with value of its own (clicks or links): move its content, then 301 it. */
import { DECIDES, type RemediationRule } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

export const merge: RemediationRule = {
  id: "merge",
  decides: DECIDES,
  when:
    "every other page (a strong overlap with clicks or links of its own): merge, moving its unique content into the kept page, then 301",
  because:
    "SEO practice: two pages competing for one search are consolidated into one stronger page; the 301 makes the kept page the canonical, into which Google consolidates the merged page's signals (Google Search Central, redirects and consolidate duplicate URLs)",
  decide({ p, k, r, make }) {
    return make(
      "merge",
      `${p.url} overlaps strongly (score ${r.score}) but has value of its own (${
        plural(p.clicks ?? 0, "click")
      }, ${
        p.backlinks === null ? "backlinks not supplied" : plural(p.backlinks, "backlink")
      }): move its unique content into ${k.url}, then 301 it`,
    );
  },
};
