/**
 * The text under each heading of a page: its main content (the extraction every ranking page gets,
 * so navigation, sidebars, consent banners and footers are not sections) cut at the main
 * content's headings (`main_sections`, whose rule for a content section is in
 * `serp_evidence/sections.ts`; their text is found in order in it), an H2 keeping its H3s. Used alike for
 * the draft and for every ranking page, so a section's length means the same on both sides.
 */
import type { RankingPage } from "../serp_evidence/evidence.ts";
import type { PageModel } from "../../web/html.ts";
import { wordsOf } from "../serp_evidence/words.ts";

/** One heading and the text under it. */
export interface TextSection {
  heading: string;
  level: number;
  text: string;
  words: number;
}

/** The sections of a read page's main content; the whole page's when extraction found none. */
export function mainSectionsOf(p: RankingPage, maxLevel = 3): TextSection[] {
  const headings = p.main_sections;
  if (headings.length === 0 || p.main_text.trim() === "") return sectionsOf(p.page, maxLevel);
  return cutSections(p.main_text, headings, maxLevel);
}

/** The sections of headings H1-H3 of the whole page (H1's text runs to the first H2 or H3). */
export function sectionsOf(page: PageModel, maxLevel = 3): TextSection[] {
  return cutSections(page.text, page.headings, maxLevel);
}

function cutSections(
  text: string,
  headings: readonly { level: number; text: string }[],
  maxLevel: number,
): TextSection[] {
  const marks: { level: number; heading: string; start: number; end: number }[] = [];
  let at = 0;
  for (const h of headings) {
    const heading = h.text.trim();
    const i = heading === "" ? -1 : text.indexOf(heading, at);
    if (i < 0) continue;
    marks.push({ level: h.level, heading, start: i, end: i + heading.length });
    at = i + heading.length;
  }
  return marks.flatMap((m, k) => {
    if (m.level > maxLevel) return [];
    // An H1 stops at the next heading; an H2 at the next H2 or H1; an H3 at the next H3 or above.
    const next = marks.slice(k + 1).find((n) => m.level === 1 || n.level <= m.level);
    const body = text.slice(m.end, next?.start ?? text.length).trim();
    return [{ heading: m.heading, level: m.level, text: body, words: wordsOf(body).length }];
  });
}
