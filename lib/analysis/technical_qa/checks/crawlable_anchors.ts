/** Links a crawler cannot follow (Lighthouse `crawlable-anchors`): javascript:, empty, invalid hrefs. */
import { GOOGLE } from "../sources.ts";
import { type Check, examples, plural, servedOnly } from "./types.ts";

/** Reasons that make a link uncrawlable; mailto:, tel: and in-page jumps are legitimate. */
const UNCRAWLABLE = new Set(["javascript", "empty", "invalid", "other_scheme"]);

/** A bare "#" or "#!": a placeholder for a script handler, not a jump to a section. */
function placeholder(href: string): boolean {
  return /^#!?$/.test(href.trim());
}

export const crawlableAnchors: Check = {
  id: "crawlable_anchors",
  severity: "medium",
  source: GOOGLE.links,
  method:
    '<a href> whose href is javascript:, empty, a bare "#", not a valid URL or an unknown scheme, and <a onclick> without href (mailto:, tel: and #section jumps are fine)',
  needs: servedOnly(),
  assess(f) {
    const bad = f.page.links.filter((l) =>
      l.not_crawlable_reason !== null &&
      (UNCRAWLABLE.has(l.not_crawlable_reason) || placeholder(l.href))
    );
    const scripted = f.page.script_anchors.map((t) => `onclick without href${t ? ` (${t})` : ""}`);
    const count = bad.length + scripted.length;
    if (count === 0) return null;
    return {
      title: `${plural(count, "link")} search engines cannot follow`,
      count,
      examples: examples([
        ...bad.map((l) =>
          `${l.not_crawlable_reason}: href="${l.href}"${l.text ? ` (${l.text})` : ""}`
        ),
        ...scripted,
      ]),
      why:
        "Google follows only <a href> with a resolvable URL; script-driven links pass no signals.",
      fix: "Give each link a real URL in href; keep JavaScript handlers as an enhancement.",
    };
  },
};
