/**
 * What placement reads, computed once: the source page's sentences in its body text (never in
 * navigation, header, footer or asides, never in headings), and each target's topic phrases.
 */
import { type Phrase, toPhrase } from "../page_match.ts";
import { CHROME_REGIONS, type PageModel } from "../../web/html.ts";
import type { InternalLinksInput, TargetPageInput } from "./input.ts";

/** A sentence of the source page that could carry a link. */
export interface Sentence {
  /** Index in reading order. */
  index: number;
  /** The paragraph-level block it is in (index in `page.blocks`). */
  block: number;
  text: string;
  words: string[];
  /** Link texts already in its block. */
  linked: string[];
  /** URLs its block already links to (resolved). */
  linksTo: Set<string>;
}

/** A target page with what it is about. */
export interface Target {
  index: number;
  url: string;
  /** Comparison key of its URL. */
  key: string;
  title: string;
  /** Its keywords and its title (brand suffix removed), as phrases; keywords first. */
  phrases: Phrase[];
  /** Topic stems of all its phrases. */
  stems: Set<string>;
}

/** The facts of one request. */
export interface Facts {
  page: PageModel;
  sourceUrl: string | null;
  sourceKey: string | null;
  sentences: Sentence[];
  targets: Target[];
  /** URL keys the page's body already links to (menus and footers are not contextual links). */
  linkedInBody: Set<string>;
  /** Targets that are the source page itself (its URL, or its H1 as the target's title). */
  selfTargets: Set<number>;
}

const MIN_WORDS = 8;

/** A URL's comparison key: scheme, host and path (no trailing slash), query kept, no fragment. */
export function linkKey(url: string, base: string | null): string | null {
  try {
    const u = new URL(url, base ?? undefined);
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : u.pathname;
    return `${u.host.toLowerCase().replace(/^www\./, "")}${path}${u.search}`;
  } catch {
    return null;
  }
}

/**
 * Reads the source page and the targets. The body is where a contextual link belongs: outside
 * the chrome's landmarks and link lists; on a page without landmarks (a crawler's markdown view),
 * the run of blocks from the H1 to the first link row after the article's prose (a share bar, a
 * related-articles list), so top bars, bylines, author boxes, newsletters and footers are out.
 */
export function factsOf(
  page: PageModel,
  sourceUrl: string | null,
  input: InternalLinksInput,
): Facts {
  const base = sourceUrl ??
    (input.target ? `https://${input.target.replace(/^https?:\/\//, "")}/` : null);
  const body = bodyBlocks(page);
  const sourceKey = sourceUrl ? linkKey(sourceUrl, null) : null;
  const targets = input.target_pages.map((t, i) => targetOf(t, i, base));
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return {
    page,
    sourceUrl,
    sourceKey,
    sentences: sentencesOf(page, base, body),
    targets,
    linkedInBody: new Set(
      [...body].flatMap((i) => page.blocks[i].hrefs)
        .map((h) => linkKey(h, page.base_url ?? base))
        .filter((k): k is string => k !== null),
    ),
    selfTargets: new Set(
      targets.filter((t) =>
        (sourceKey !== null && t.key === sourceKey) ||
        (h1 !== null && same(cleanTitle(t.title), h1))
      ).map((t) => t.index),
    ),
  };
}

/** A block that is mostly links, or a short row of several (a menu, a share bar, a related item). */
function linkRow(b: PageModel["blocks"][number]): boolean {
  if (b.hrefs.length === 0) return false;
  const short = b.text.split(/\s+/).length <= 15;
  return b.linked.join(" ").length >= 0.5 * b.text.length || (short && b.hrefs.length >= 3);
}

/** A metadata line: three or more short fragments joined by · or | (a byline, a top bar). */
function metaLine(text: string): boolean {
  const parts = text.split(/\s[·|•]\s/);
  return parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 8);
}

/** Indexes of the body's blocks. */
function bodyBlocks(page: PageModel): Set<number> {
  const out = new Set<number>();
  const landmarks = page.blocks.some((b) => b.regions.length > 0);
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  const h1At = !landmarks && h1 ? page.text.indexOf(h1) : -1;
  let prose = 0;
  for (let i = 0; i < page.blocks.length; i++) {
    const b = page.blocks[i];
    if (b.regions.some((r) => CHROME_REGIONS.has(r)) || metaLine(b.text)) continue;
    if (h1At >= 0) {
      const at = page.text.indexOf(b.text);
      if (at >= 0 && at < h1At) continue;
      // The article ends at the first row of links after its prose.
      if (linkRow(b) && prose >= 2) break;
    }
    if (linkRow(b)) continue;
    if (b.text.split(/\s+/).length >= MIN_WORDS) prose++;
    out.add(i);
  }
  return out;
}

function sentencesOf(page: PageModel, base: string | null, body: Set<number>): Sentence[] {
  const out: Sentence[] = [];
  page.blocks.forEach((b, block) => {
    if (!body.has(block)) return;
    const linksTo = new Set(
      b.hrefs.map((h) => linkKey(h, page.base_url ?? base)).filter((k): k is string => k !== null),
    );
    for (const text of b.text.match(/[^.!?]+[.!?]*/g) ?? []) {
      const trimmed = text.trim();
      const words = trimmed.split(/\s+/);
      if (words.length < MIN_WORDS) continue;
      out.push({ index: out.length, block, text: trimmed, words, linked: b.linked, linksTo });
    }
  });
  return out;
}

/** The title without a brand or site suffix ("Free project brief template | Acme" -> the first part). */
function cleanTitle(title: string): string {
  return title.split(/\s[|–—-]\s/)[0].trim();
}

function targetOf(t: TargetPageInput, index: number, base: string | null): Target {
  const phrases = [...(t.keywords ?? []), cleanTitle(t.title)].map((x) => toPhrase(x))
    .filter((p) => p.stems.length > 0);
  let url = t.url;
  try {
    url = new URL(t.url, base ?? undefined).href;
  } catch {
    // a relative URL without a base stays as written
  }
  return {
    index,
    url,
    key: linkKey(url, null) ?? url,
    title: t.title,
    phrases,
    stems: new Set(phrases.flatMap((p) => p.stems)),
  };
}
