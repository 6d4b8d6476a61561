/**
 * A visible h1 naming the page's topic, and an outline that does not skip levels. Google uses
 * headings to understand a page and documents no rule on their number: several h1s are fine, and
 * a missing one is a hint, not an error (Search Central, *SEO Starter Guide*: use headings to
 * emphasise important text; Google Search Central office hours on multiple h1s). So both are
 * minor.
 */
import { GOOGLE } from "../sources.ts";
import type { PageHeading } from "../../../web/html.ts";
import { type Check, examples, liveOnly, times } from "./types.ts";

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
  severity: "low",
  source: GOOGLE.starterGuide,
  method:
    "a non-empty <h1> (none or empty: low; several are fine); heading levels skipped going down (low)",
  needs: liveOnly(),
  assess(f) {
    const h1 = f.page.headings.filter((h) => h.level === 1);
    if (!h1.some((h) => h.text.trim() !== "")) {
      return {
        title: h1.length === 0 ? "The page has no h1" : "The page's h1 is empty",
        count: 1,
        examples: [],
        why: "A visible main heading tells readers and search engines what the page is about.",
        fix: "Add an h1 naming the page's topic.",
      };
    }
    const skips = skippedLevels(f.page.headings);
    if (skips.length === 0) return null;
    return {
      title: `The heading outline skips a level ${times(skips.length)}`,
      count: skips.length,
      examples: examples(skips),
      why: "A skipped level breaks the outline assistive tech and parsers read.",
      fix: "Nest headings one level at a time (h2, then h3).",
      severity: "low",
    };
  },
};
