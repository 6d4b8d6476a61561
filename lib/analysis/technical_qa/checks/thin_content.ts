/**
 * Too few words for an editorial page (articles, guides, comparisons 300; docs 150). Google's
 * guidance is about helpfulness, not length (Search Central, *Creating helpful, reliable,
 * people-first content*), so a count is only a hint, minor, and only where prose is the point;
 * under a third of the norm the page cannot give "a substantial, complete or comprehensive
 * description of the topic" (one of that page's questions), and the finding is important:
 * product, category, local, contact and landing pages, and pages of unknown type, have no word
 * norm; error pages, soft 404s and JavaScript shells are skipped (their problem is elsewhere).
 */
import { GOOGLE } from "../sources.ts";
import { THIN_SEVERE_SHARE, THIN_WORDS } from "../thresholds.ts";
import { type Check, liveOnly, plural } from "./types.ts";
import { countWords } from "../../../web/word_count.ts";

export const thinContent: Check = {
  id: "thin_content",
  severity: "low",
  source: GOOGLE.helpfulContent,
  method: `words of the main content (chrome removed) against an editorial page type's minimum (${
    Object.entries(THIN_WORDS).map(([k, v]) => `${k} ${v}`).join(", ")
  }); other page types have no word norm`,
  needs: liveOnly((f) =>
    f.utility
      ? "does not apply: a utility page (login, cart, legal ...)"
      : THIN_WORDS[f.page_type.type] === undefined
      ? `does not apply: a ${
        f.page_type.type === "unknown"
          ? "page of unknown type"
          : f.page_type.type.replace(/_/g, " ")
      } has no word norm`
      : null
  ),
  assess(f) {
    const min = THIN_WORDS[f.page_type.type]!;
    // The page's own content, not its menus, footer and consent text.
    const words = f.main_text === null ? f.page.word_count : countWords(f.main_text);
    if (words >= min) return null;
    const kind = f.page_type.type === "editorial"
      ? "editorial page"
      : f.page_type.type.replace(/_/g, " ");
    return {
      title: `Short for ${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}: ${
        plural(words, "word")
      } (editorial pages usually carry ${min}+)`,
      count: words,
      examples: [],
      why:
        "An article that says little rarely answers a search better than the pages already ranking; length itself is not what Google rewards.",
      fix:
        `Check the page answers its question fully (examples, steps, data); add substance, not words for their own sake.`,
      ...(words < min * THIN_SEVERE_SHARE ? { severity: "medium" as const } : {}),
    };
  },
};
