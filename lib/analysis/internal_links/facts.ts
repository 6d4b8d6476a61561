/**
 * What placement reads, computed once: the source page's sentences in its body text (never in
 * navigation, header, footer or asides, never in headings), and each target's topic phrases.
 */
import { type Phrase, toPhrase } from "../page_match.ts";
import type { PageModel } from "../../web/html.ts";
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
  /** URL keys the page already links to anywhere. */
  linkedAnywhere: Set<string>;
}

const OUTSIDE_BODY = new Set(["nav", "header", "footer", "aside", "overlay"]);
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

/** Reads the source page and the targets. */
export function factsOf(
  page: PageModel,
  sourceUrl: string | null,
  input: InternalLinksInput,
): Facts {
  const base = sourceUrl ??
    (input.target ? `https://${input.target.replace(/^https?:\/\//, "")}/` : null);
  return {
    page,
    sourceUrl,
    sourceKey: sourceUrl ? linkKey(sourceUrl, null) : null,
    sentences: sentencesOf(page, base),
    targets: input.target_pages.map((t, i) => targetOf(t, i, base)),
    linkedAnywhere: new Set(
      page.links.flatMap((l) => (l.url ? [linkKey(l.url, null)] : [])).filter((k): k is string =>
        k !== null
      ),
    ),
  };
}

function sentencesOf(page: PageModel, base: string | null): Sentence[] {
  const out: Sentence[] = [];
  page.blocks.forEach((b, block) => {
    if (b.regions.some((r) => OUTSIDE_BODY.has(r))) return;
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
