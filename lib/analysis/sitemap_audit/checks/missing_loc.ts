/** Every <url> and <sitemap> needs a <loc>. */
import type { Check } from "./types.ts";

export const missingLoc: Check = {
  id: "missing_loc",
  severity: "high",
  method:
    "<url> or <sitemap> entries without a <loc> (bare URLs inside <sitemap> are recovered but still flagged)",
  assess(f) {
    const files = f.files.filter((x) => x.parsed.missingLoc > 0);
    const count = files.reduce((n, x) => n + x.parsed.missingLoc, 0);
    if (count === 0) return null;
    return {
      title: `${count} entr${count === 1 ? "y" : "ies"} without a <loc>`,
      count,
      examples: files.map((x) => `${x.url ?? "sitemap_xml"}: ${x.parsed.missingLoc}`),
      why: "An entry without <loc> names no URL: it is skipped, or the file is rejected.",
      fix: "Wrap every URL in <loc> inside its <url> (or <sitemap>) element.",
    };
  },
};
