/**
 * The text under each heading of a page: the page's visible text cut at its headings (their text
 * is found in order in it), an H2 keeping its H3s. Used alike for the draft and for every ranking
 * page, so a section's length means the same on both sides.
 */
import type { PageModel } from "../../web/html.ts";
import { wordsOf } from "../serp_evidence/words.ts";

/** One heading and the text under it. */
export interface TextSection {
  heading: string;
  level: number;
  text: string;
  words: number;
}

/** The sections of headings H1-H3 (H1's text runs to the first H2 or H3). */
export function sectionsOf(page: PageModel, maxLevel = 3): TextSection[] {
  const text = page.text;
  const marks: { level: number; heading: string; start: number; end: number }[] = [];
  let at = 0;
  for (const h of page.headings) {
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
