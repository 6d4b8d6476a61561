/**
 * Length, media and structured data of the ranking pages: the word-count band of their main
 * content (min, median, 75th percentile), how many use images, videos, tables and lists, and the
 * JSON-LD types they declare.
 */
import type { PageMedia, RankingPage } from "./evidence.ts";
import type { MediaBand, SchemaTypeUse, WordCountBand } from "./result.ts";
import { quantile } from "../../toolkit/numbers.ts";

/** Below this many main-content words a page is a shell (an app, a wall): not a length model. */
const MIN_WORDS = 50;

/** The word-count band of the pages with real content. */
export function wordCountBand(pages: readonly RankingPage[]): WordCountBand {
  const counts = pages.map((p) => p.main_words).filter((n) => n >= MIN_WORDS);
  if (counts.length === 0) {
    return { pages: 0, min: null, median: null, p75: null, max: null, target: null };
  }
  const mid = Math.round(quantile(counts, 0.5));
  const p75 = Math.round(quantile(counts, 0.75));
  const to50 = (n: number) => Math.max(50, Math.round(n / 50) * 50);
  return {
    pages: counts.length,
    min: Math.min(...counts),
    median: mid,
    p75,
    max: Math.max(...counts),
    target: { min: to50(mid), max: Math.max(to50(mid), to50(p75)) },
  };
}

const MEDIA_KINDS: readonly (keyof PageMedia)[] = ["images", "videos", "tables", "lists"];

/** Per media kind: the pages that use it and the median count. */
export function mediaBands(pages: readonly RankingPage[]): MediaBand[] {
  return MEDIA_KINDS.map((kind) => {
    const urls = pages.filter((p) => p.media[kind] > 0).map((p) => p.url);
    return {
      kind,
      median: quantile(pages.map((p) => p.media[kind]), 0.5),
      urls,
      support: urls.length,
      share: pages.length > 0 ? Math.round((urls.length / pages.length) * 100) / 100 : 0,
    };
  });
}

/** The JSON-LD types of the pages, most used first. */
export function schemaTypeUse(pages: readonly RankingPage[]): SchemaTypeUse[] {
  const found = new Map<string, string[]>();
  for (const p of pages) {
    for (const type of p.page.json_ld_types) {
      const urls = found.get(type) ?? [];
      if (!urls.includes(p.url)) urls.push(p.url);
      found.set(type, urls);
    }
  }
  return [...found.entries()]
    .map(([type, urls]) => ({ type, urls, support: urls.length }))
    .sort((a, b) => b.support - a.support || a.type.localeCompare(b.type));
}
