/** One non-empty `<title>` within the snippet's width (Lighthouse `document-title`, plus length). */
import { GOOGLE } from "../sources.ts";
import { placeholderTitle } from "../page_state.ts";
import { TITLE } from "../thresholds.ts";
import { type Check, htmlOnly, servedOnly } from "./types.ts";

/** Rough pixel width of a title in Google's 20 px Arial: narrow and wide glyphs apart. */
export function titlePixels(title: string): number {
  let px = 0;
  for (const c of title) {
    if (/[iljtf.,;:'!|I ]/.test(c)) px += 5;
    else if (/[mwMW]/.test(c)) px += 15;
    else if (/[A-Z]/.test(c)) px += 12;
    else px += 9.5;
  }
  return Math.round(px);
}

export const documentTitle: Check = {
  id: "document_title",
  severity: "medium",
  source: GOOGLE.titleLinks,
  method:
    `one non-empty <title>: missing, empty or repeated is medium; wider than ~${TITLE.maxPixels} px (estimated) or over ${TITLE.hardMaxChars} characters is low`,
  needs: servedOnly(htmlOnly("<title>")),
  assess(f) {
    const { title_tag: title, title_tag_count: n } = f.page;
    if (!title) {
      return {
        title: n > 0 ? "The <title> is empty" : "The page has no <title>",
        count: 1,
        examples: [],
        why: "The title is the headline of the search result; without one Google makes one up.",
        fix: "Add one <title> naming the page's topic in about 50-60 characters.",
      };
    }
    if (placeholderTitle(title)) {
      return {
        title: `The title is a placeholder that does not describe the page: "${title}"`,
        count: 1,
        examples: [title],
        why:
          "Google builds the title link from the <title>; a template or loading placeholder says nothing about the page, and Google may show it or rewrite it from other text.",
        fix: f.state.kind === "shell"
          ? "Send the page's real title in the server's HTML (server-side rendering or pre-rendering), not a placeholder the app replaces later."
          : "Write a <title> naming the page's own topic.",
      };
    }
    if (n > 1) {
      return {
        title: `The page has ${n} <title> elements`,
        count: n,
        examples: [title],
        why: "Several titles leave the choice to the search engine.",
        fix: "Keep exactly one <title> in <head>.",
      };
    }
    if (f.state.kind === "shell") return null;
    const px = titlePixels(title);
    if (px <= TITLE.maxPixels && title.length <= TITLE.hardMaxChars) return null;
    return {
      title: `The title is ${title.length} characters (~${px} px): it will be cut`,
      count: 1,
      examples: [title],
      why: "Google shows about 600 px of a title; the rest is replaced by an ellipsis.",
      fix: `Shorten the title to ${TITLE.maxChars} characters or fewer, topic first.`,
      severity: "low",
    };
  },
};
