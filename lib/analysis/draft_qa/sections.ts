/**
 * The text under each heading of a page: its main content (the extraction every ranking page gets,
 * so navigation, sidebars, consent banners and footers are not sections) cut at the main
 * content's headings (their text is found in order in it), an H2 keeping its H3s. Used alike for
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

/**
 * A heading of the main content and the prose under it. Why: Google's Search Quality Rater
 * Guidelines separate a page's main content from its supplementary content (navigation, related
 * links, sign-up boxes) and ads; boilerplate detection (Kohlschütter, Fankhauser and Nejdl,
 * "Boilerplate detection using shallow text features", WSDM 2010) tells them apart by text and
 * link density, in any language. So a heading is a competitor's section only when it stands in
 * the extracted main content with prose under it: a consent notice, a newsletter box, an author
 * box or a "related posts" list carries a line or a list of links, not a section. No word list.
 */
export interface MainHeading {
  level: number;
  text: string;
  /** Words under it and its subheadings, link-only lines left out. */
  subtree_words: number;
}

/** A section with fewer words of prose under it (with its subsections) is not a topic. */
export const MIN_SECTION_WORDS = 25;

/** Whether a main-content heading has a competitor's writing under it. */
export function isContentSection(h: MainHeading): boolean {
  return h.subtree_words >= MIN_SECTION_WORDS;
}

/** The page's headings that stand as lines of its main content, with the prose under each. */
export function mainHeadingsOf(p: RankingPage): MainHeading[] {
  const lines = p.main_text.split(/\n+/).map((l) => l.trim()).filter((l) => l !== "");
  const links = new Set(p.page.links.map((l) => l.text.trim()).filter((t) => t !== ""));
  const marks: { level: number; text: string; line: number }[] = [];
  let at = 0;
  for (const h of p.page.headings) {
    const text = h.text.trim();
    const i = text === "" ? -1 : lines.indexOf(text, at);
    if (i < 0) continue;
    marks.push({ level: h.level, text, line: i });
    at = i + 1;
  }
  return marks.map((m, k) => {
    // Up to the next heading of the same level or above: an H2 keeps its H3s.
    const next = marks.slice(k + 1).find((n) => n.level <= m.level)?.line ?? lines.length;
    const inner = new Set(marks.map((n) => n.line));
    const words = lines.slice(m.line + 1, next)
      .filter((l, j) => !inner.has(m.line + 1 + j) && !links.has(l))
      .reduce((sum, l) => sum + wordsOf(l).length, 0);
    return { level: m.level, text: m.text, subtree_words: words };
  });
}

/** The sections of a read page's main content; the whole page's when extraction found none. */
export function mainSectionsOf(p: RankingPage, maxLevel = 3): TextSection[] {
  const headings = mainHeadingsOf(p);
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
