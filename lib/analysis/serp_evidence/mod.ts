/**
 * The SERP evidence analysis shared by the SERP-based content operations: deterministic text
 * analysis of what ranks, without any hosted LLM. Pure: the gathered evidence comes in.
 *
 * Steps: choose what to read (the fetched pages, else the SERP's titles and snippets) -> heading
 * coverage -> terms and phrases -> questions -> entities and figures -> length and media bands
 * -> formats that rank and the dominant one -> structured data used.
 */
import type { RankingPage, SerpEvidence } from "./evidence.ts";
import type { SerpEvidenceAnalysis } from "./result.ts";
import { headingCoverage } from "./headings.ts";
import { termCoverage, type TermSource } from "./terms.ts";
import { questionCoverage } from "./questions.ts";
import { entityCoverage, figureCoverage } from "./entities.ts";
import { mediaBands, schemaTypeUse, wordCountBand } from "./bands.ts";
import { dominantFormat, formatShares, rankedFormats } from "./formats.ts";
import { lexiconOf } from "./words.ts";

export * from "./evidence.ts";
export * from "./result.ts";
export { readRankingPage } from "./read.ts";
export { type PageTypeChoice, recommendedPageType } from "./page_type.ts";

/** Options of the analysis. */
export interface AnalyzeOptions {
  /** Deepest heading level compared (1-3; `/content/gap`'s `scrape_depth`). Default 3. */
  maxHeadingLevel?: number;
}

/** Analyses the evidence of one keyword. */
export function analyzeSerpEvidence(
  e: SerpEvidence,
  options: AnalyzeOptions = {},
): SerpEvidenceAnalysis {
  const lex = lexiconOf(e.market.language_code);
  // Pages read when any were; otherwise what the SERP itself says of each result.
  const basis = e.pages.length > 0 ? "pages" : e.top.length > 0 ? "serp_only" : "none";
  const { terms, phrases } = termCoverage(termSources(e), lex, e.keyword);
  const ranked = rankedFormats(e.top, e.pages);
  return {
    basis,
    language: lex.language,
    results: e.top.length,
    pages_read: e.pages.length,
    headings: headingCoverage(e.pages, lex, options.maxHeadingLevel ?? 3),
    terms,
    phrases,
    questions: questionCoverage(e.pages, e.serp, lex),
    entities: entityCoverage(e.pages, lex),
    figures: figureCoverage(e.pages),
    word_count: wordCountBand(e.pages),
    media: mediaBands(e.pages),
    formats: formatShares(ranked),
    ranked_formats: ranked,
    dominant_format: dominantFormat(ranked),
    schema_types: schemaTypeUse(e.pages),
  };
}

/** The texts terms are counted in: each page's main content, or each result's title and snippet. */
function termSources(e: SerpEvidence): TermSource[] {
  if (e.pages.length > 0) return e.pages.map((p) => ({ url: p.url, text: pageText(p) }));
  return e.top.map((r) => ({ url: r.url, text: `${r.title ?? ""}\n${r.description ?? ""}` }));
}

/** The main content when extraction found some, else the page's visible text, with its title. */
function pageText(p: RankingPage): string {
  const body = p.main_words >= 100 ? p.main_text : p.page.text;
  return `${p.page.title ?? ""}\n${body}`;
}
