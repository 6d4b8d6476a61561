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
import { type ModelGroup, modelPages } from "./models.ts";
import { isMethodologyHeading } from "./methodology.ts";
import { serpIntent } from "./serp_intent.ts";

export * from "./evidence.ts";
export * from "./result.ts";
export { readRankingPage } from "./read.ts";
export { type PageTypeChoice, recommendedPageType } from "./page_type.ts";

/** Options of the analysis. */
export interface AnalyzeOptions {
  /** Deepest heading level compared (1-3; `/content/gap`'s `scrape_depth`). Default 3. */
  maxHeadingLevel?: number;
  /** The group of the page being written (its own format), when known (`models.ts`). */
  modelGroup?: ModelGroup;
}

/** Analyses the evidence of one keyword. */
export function analyzeSerpEvidence(
  e: SerpEvidence,
  options: AnalyzeOptions = {},
): SerpEvidenceAnalysis {
  const lex = lexiconOf(e.market.language_code);
  const ranked = rankedFormats(e.top, e.pages);
  const models = modelPages(e.pages, ranked, options.modelGroup);
  const pages = models.pages;
  // Pages read when any were; otherwise what the SERP itself says of each result.
  const basis = e.pages.length > 0 ? "pages" : e.top.length > 0 ? "serp_only" : "none";
  const { terms, phrases } = termCoverage(termSources(e, pages), lex, e.keyword);
  return {
    basis,
    language: lex.language,
    results: e.top.length,
    pages_read: e.pages.length,
    models: {
      group: models.group,
      urls: pages.map((p) => p.url),
      set_aside: models.set_aside,
    },
    headings: headingCoverage(pages, lex, options.maxHeadingLevel ?? 3, e.keyword),
    terms,
    phrases,
    questions: questionCoverage(pages, e.serp, lex),
    entities: entityCoverage(pages, lex),
    figures: figureCoverage(pages),
    word_count: wordCountBand(pages),
    media: mediaBands(pages),
    intent: serpIntent(e.keyword, e.serp, ranked),
    methodology: methodologyUse(pages),
    formats: formatShares(ranked),
    ranked_formats: ranked,
    dominant_format: dominantFormat(ranked),
    schema_types: schemaTypeUse(e.pages),
  };
}

/** The model pages that show their testing or ask for trust (a format signal, `methodology.ts`). */
function methodologyUse(pages: readonly RankingPage[]) {
  const urls = pages.filter((p) => p.main_sections.some((s) => isMethodologyHeading(s.text)))
    .map((p) => p.url);
  return { urls, support: urls.length };
}

/** The texts terms are counted in: each model page's main content, or each result's title and snippet. */
function termSources(e: SerpEvidence, pages: readonly RankingPage[]): TermSource[] {
  if (e.pages.length > 0) return pages.map((p) => ({ url: p.url, text: pageText(p) }));
  return e.top.map((r) => ({ url: r.url, text: `${r.title ?? ""}\n${r.description ?? ""}` }));
}

/** The main content with the page's title (never the whole document: chrome is not a term). */
function pageText(p: RankingPage): string {
  return `${p.page.title ?? ""}\n${p.main_text}`;
}
