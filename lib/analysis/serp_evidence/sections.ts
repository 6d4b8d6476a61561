/**
 * The sections of a page's main content, as a writer reads them: each heading of the extracted
 * main content (not of the whole document) with the body written under it.
 *
 * Why: Google's Search Quality Rater Guidelines separate a page's main content from its
 * supplementary content (navigation, related links, sign-up boxes) and ads, and boilerplate
 * detection (Kohlschütter, Fankhauser and Nejdl, "Boilerplate detection using shallow text
 * features", WSDM 2010) finds the latter by text and link density, in any language. So a heading
 * counts as a topic only when real prose sits under it: a consent notice, a newsletter box or a
 * "related posts" list that survives extraction carries one line of text or a list of links, not
 * a section a competitor wrote. No word list is involved.
 */

/** One heading of the main content and what is written under it. */
export interface MainSection {
  /** 1-6. */
  level: number;
  text: string;
  /** Words under the heading before the next heading, outside links. */
  words: number;
  /** Words under the heading that are link text. */
  link_words: number;
  /** `words` plus the words of its subsections (deeper headings until the next same level). */
  subtree_words: number;
  /** The prose under the heading (links as their text), at most `MAX_BODY_CHARS`. */
  body: string;
  /** List items under the heading that are not links (ingredients, specs, steps). */
  list_items: number;
}

/** Body text kept per section: enough to tell what it is about. */
const MAX_BODY_CHARS = 3_000;

/**
 * A section with fewer words of prose under it (with its subsections) than its page's usual
 * section is not a topic: below `SHORT_SHARE` of the page's median section,
 * between `MIN_SECTION_FLOOR` (a one-line box is never a section) and `MIN_SECTION_WORDS` (a
 * section of this length always is). Short service pages write short sections; a 12-word
 * sign-up box on a page of 150-word sections is chrome.
 */
export const MIN_SECTION_WORDS = 25;
export const MIN_SECTION_FLOOR = 12;
export const SHORT_SHARE = 0.4;
/** Above this share of link words, the body under a heading is a list of links (navigation). */
export const MAX_LINK_SHARE = 0.5;

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
/** A markdown image. */
export const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
/** A markdown list item. */
export const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+\S/;
/** A list of this many items that are not links is content a writer made (ingredients, specs). */
export const MIN_LIST_ITEMS = 3;

/** The sections of the main content's markdown, in order. */
export function sectionsOf(markdown: string): MainSection[] {
  const out: MainSection[] = [];
  for (const raw of markdown.split("\n")) {
    // Images are media, not words (their alt text is no prose).
    const line = raw.replace(IMAGE, " ");
    const m = HEADING.exec(line);
    if (m) {
      const text = stripInline(m[2]);
      if (text !== "") {
        out.push({
          level: m[1].length,
          text,
          words: 0,
          link_words: 0,
          subtree_words: 0,
          body: "",
          list_items: 0,
        });
      }
      continue;
    }
    const last = out[out.length - 1];
    if (!last) continue;
    const linked = [...line.matchAll(LINK)].map((l) => l[1]).join(" ");
    const linkWords = countWords(linked);
    last.link_words += linkWords;
    const plain = stripInline(line);
    if (LIST_ITEM.test(line) && linkWords < countWords(plain) / 2) last.list_items++;
    last.words += Math.max(0, countWords(plain) - linkWords);
    if (plain !== "" && last.body.length < MAX_BODY_CHARS) {
      last.body = `${last.body} ${plain}`.trim().slice(0, MAX_BODY_CHARS);
    }
  }
  return withSubtrees(out);
}

/** Whether a section holds a competitor's writing: prose under it, not a list of links. */
export function isContentSection(s: MainSection, minWords = MIN_SECTION_WORDS): boolean {
  const total = s.subtree_words + s.link_words;
  if (s.subtree_words < minWords && s.list_items < MIN_LIST_ITEMS) return false;
  return total === 0 || s.link_words / total <= MAX_LINK_SHARE;
}

/** The words a section of this page needs to be a topic (`MIN_SECTION_WORDS` at most). */
export function sectionThreshold(sections: readonly MainSection[]): number {
  const words = sections.filter((s) => s.level > 1 && s.words > 0).map((s) => s.subtree_words)
    .sort((a, b) => a - b);
  if (words.length === 0) return MIN_SECTION_WORDS;
  const median = words[Math.floor(words.length / 2)];
  return Math.max(MIN_SECTION_FLOOR, Math.min(MIN_SECTION_WORDS, Math.round(SHORT_SHARE * median)));
}

function withSubtrees(sections: MainSection[]): MainSection[] {
  return sections.map((s, i) => {
    let sum = s.words;
    for (let j = i + 1; j < sections.length && sections[j].level > s.level; j++) {
      sum += sections[j].words;
    }
    return { ...s, subtree_words: sum };
  });
}

/** Markdown emphasis, code marks, escapes and link syntax removed. */
function stripInline(text: string): string {
  return text.replace(LINK, "$1").replace(/[*_`]+/g, "").replace(/\\(.)/g, "$1")
    .replace(/\s+/g, " ").trim();
}

function countWords(text: string): number {
  const t = text.trim();
  if (t === "") return 0;
  // CJK scripts have no spaces: a Japanese or Chinese word is about two characters long.
  const cjk = (t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  const spaced = t.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, " ")
    .split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return spaced + Math.round(cjk / 2);
}
