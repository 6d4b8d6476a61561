/** Exactly one h1 (medium), and no level skipped going down the outline, h2 -> h4 (low). */
import { GOOGLE } from "../sources.ts";
import type { PageHeading } from "../../../web/html.ts";
import { type Check, examples, liveOnly } from "./types.ts";

/** Each place the outline jumps down more than one level, as "h2 -> h4 (text)". */
export function skippedLevels(headings: readonly PageHeading[]): string[] {
  const out: string[] = [];
  let prev = 0;
  for (const h of headings) {
    if (prev > 0 && h.level > prev + 1) {
      out.push(`h${prev} -> h${h.level} (${h.text.slice(0, 60)})`);
    }
    prev = h.level;
  }
  return out;
}

export const headings: Check = {
  id: "headings",
  severity: "medium",
  source: GOOGLE.starterGuide,
  method:
    "exactly one non-empty <h1> (none, empty or several: medium); heading levels skipped going down (low)",
  needs: liveOnly(),
  assess(f) {
    const h1 = f.page.headings.filter((h) => h.level === 1);
    if (h1.length !== 1 || h1[0].text.trim() === "") {
      return {
        title: h1.length === 0
          ? "The page has no h1"
          : h1.length === 1
          ? "The page's h1 is empty"
          : `The page has ${h1.length} h1 headings`,
        count: Math.max(1, h1.length),
        examples: examples(h1.map((h) => h.text || "(empty h1)")),
        why: "One h1 states the page's topic; none, an empty one or several blur it.",
        fix: h1.length > 1
          ? "Keep one h1; turn the others into h2 (or plain elements for logos)."
          : "Add one h1 naming the page's topic.",
      };
    }
    const skips = skippedLevels(f.page.headings);
    if (skips.length === 0) return null;
    return {
      title: `The heading outline skips a level ${skips.length} time(s)`,
      count: skips.length,
      examples: examples(skips),
      why: "A skipped level breaks the outline assistive tech and parsers read.",
      fix: "Nest headings one level at a time (h2, then h3).",
      severity: "low",
    };
  },
};
