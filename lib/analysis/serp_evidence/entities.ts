/**
 * Entities and figures the ranking pages state: capitalised names (multi-word names,
 * CamelCase brands, acronyms, and single words capitalised mid-sentence more often than not) and
 * figures with a unit (years, percentages, money, quantities), read from the content blocks
 * (paragraphs, list items, cells) of the main content. Listed when at least two sites state them.
 */
import type { RankingPage } from "./evidence.ts";
import type { Entity, Figure } from "./result.ts";
import { type Lexicon, wordsOf } from "./words.ts";

/** Day and month names: capitalised by grammar, never a topic's entity. */
const CALENDAR =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/**
 * Languages whose orthography capitalises every noun (German: Duden, "Substantive werden
 * großgeschrieben"; Luxembourgish): there a capitalised single word is a noun, not a name,
 * unless its form marks a name (an acronym, an inner capital, a digit or a hyphenated compound).
 */
const NOUNS_CAPITALISED: ReadonlySet<string> = new Set(["de", "lb"]);

/** A single word whose form marks a name: "DSGVO", "HubSpot", "Watt-Peak"; multi-word names pass. */
function distinctiveSingle(name: string): boolean {
  return name.includes(" ") || /\p{Lu}.*\p{Lu}|\d|-/u.test(name);
}

/** Entries listed. */
const LISTED = 20;

/** Capitalised runs: "Google Search Console", "HubSpot", "CRM", "Kubernetes". */
const NAME =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}]*(?:[ -](?:(?:of|de|du|von|der|la|&) )?\p{Lu}[\p{L}\p{N}]*)*)/gu;

/** Figures with their kind, in the order they are tried. */
const FIGURES: [Figure["kind"], RegExp][] = [
  ["percent", /\d+(?:[.,]\d+)?\s?%/g],
  [
    "money",
    /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|bn|million|billion))?|\d[\d,.]*\s?(?:€|usd|eur|gbp|dollars|euros)(?![\p{L}])|\d[\d,.]*\s?(?:万円|億円|円|万元|元|만원|원))/giu,
  ],
  [
    "quantity",
    /\d[\d,.]*\s?(?:minutes?|hours?|days?|weeks?|months?|years?|seconds?|kg|lbs?|km|miles|cm|mm|gb|mb|tb|users?|steps?|times)(?![\p{L}])/giu,
  ],
  ["year", /(?<!\d)(?:19[5-9]\d|20\d\d)(?!\d)/g],
];

/** The paragraphs of a page's main content (sidebars, shop widgets and menus are not in it). */
function contentText(p: RankingPage): string[] {
  return p.main_text.split(/\n+/).filter((t) => t.trim() !== "");
}

/** Named entities at least two pages mention, most supported first. */
export function entityCoverage(pages: readonly RankingPage[], lex: Lexicon): Entity[] {
  const found = new Map<string, { name: string; urls: string[]; lower: number; upper: number }>();
  for (const p of pages) {
    for (const text of contentText(p)) {
      for (const m of text.matchAll(NAME)) {
        const name = trimName(m[1], lex);
        if (name === null) continue;
        // A capitalised run of several words is a name wherever it stands ("Voxelcraft V3
        // review"); a single word opening a sentence is capitalised by grammar.
        if (!name.includes(" ") && atSentenceStart(text, m.index!, name !== m[1])) continue;
        const e = found.get(name.toLowerCase()) ?? { name, urls: [], lower: 0, upper: 0 };
        e.upper++;
        if (!e.urls.includes(p.url)) e.urls.push(p.url);
        found.set(name.toLowerCase(), e);
      }
    }
  }
  countLowercase(pages, found);
  const sites = (urls: string[]) =>
    new Set(urls.map((u) => pages.find((p) => p.url === u)?.domain ?? u)).size;
  return [...found.values()]
    .filter((e) => sites(e.urls) >= 2 && (e.name.includes(" ") || e.upper > e.lower))
    .filter((e) => !NOUNS_CAPITALISED.has(lex.language) || distinctiveSingle(e.name))
    .map((e) => ({ name: e.name, urls: e.urls, support: sites(e.urls) }))
    .sort((a, b) => b.support - a.support || a.name.localeCompare(b.name))
    .slice(0, LISTED);
}

/** A name without leading stopwords ("The Google Search Console"); null when nothing is left. */
function trimName(raw: string, lex: Lexicon): string | null {
  const words = raw.split(" ");
  while (words.length > 0 && lex.isStop(wordsOf(words[0])[0] ?? "")) words.shift();
  const name = words.join(" ");
  const single = !name.includes(" ");
  if (name.length < 2 || (single && name.length < 3 && !/^\p{Lu}{2}$/u.test(name))) return null;
  if (single && CALENDAR.test(name)) return null;
  return name;
}

/** A single word opening a sentence is capitalised by grammar, not because it is a name. */
function atSentenceStart(text: string, at: number, trimmed: boolean): boolean {
  if (trimmed) return false;
  const before = text.slice(0, at).trimEnd();
  return before === "" || /[.!?:;•\-–—"“]$/.test(before);
}

/** Counts lowercase uses of single-word candidates: a word written lowercase is no name. */
function countLowercase(
  pages: readonly RankingPage[],
  found: Map<string, { name: string; lower: number }>,
): void {
  for (const p of pages) {
    for (const text of contentText(p)) {
      for (const w of text.split(/[^\p{L}\p{N}]+/u)) {
        if (w === "" || w !== w.toLowerCase()) continue;
        const e = found.get(w);
        if (e && !e.name.includes(" ")) e.lower++;
      }
    }
  }
}

/** Figures at least two pages state, most supported first. */
export function figureCoverage(pages: readonly RankingPage[]): Figure[] {
  const found = new Map<string, Figure>();
  for (const p of pages) {
    const text = contentText(p).join("\n");
    const taken: [number, number][] = [];
    for (const [kind, re] of FIGURES) {
      for (const m of text.matchAll(re)) {
        const start = m.index!;
        if (taken.some(([a, b]) => start >= a && start < b)) continue;
        taken.push([start, start + m[0].length]);
        const figure = m[0].replace(/\s+/g, " ").trim().toLowerCase();
        const f = found.get(figure) ?? { figure, kind, urls: [], support: 0 };
        if (!f.urls.includes(p.url)) f.urls.push(p.url);
        f.support = f.urls.length;
        found.set(figure, f);
      }
    }
  }
  return [...found.values()]
    .filter((f) => f.support >= 2)
    .sort((a, b) => b.support - a.support || a.figure.localeCompare(b.figure))
    .slice(0, LISTED);
}
