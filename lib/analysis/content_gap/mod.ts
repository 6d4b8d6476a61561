/**
 * /content/gap: what the pages ranking for a keyword cover that the page under review does not,
 * on the shared SERP evidence. Pure: the gathered evidence and the page, read once, come in.
 *
 * Steps: take the page out of the competitors -> analyse the competitors up to scrape_depth ->
 * read the page with the same tools -> the compact brief (missing sections, questions, terms,
 * entities, length, media, format, strengths) -> agent_workflow and report.
 */
import { analyzeSerpEvidence, type RankingPage, type SerpEvidence } from "../serp_evidence/mod.ts";
import type { SerpEvidenceAnalysis } from "../serp_evidence/result.ts";
import { lexiconOf } from "../serp_evidence/words.ts";
import { formatMethod, rankedFormats } from "../serp_evidence/formats.ts";
import { groupOf } from "../serp_evidence/models.ts";
import {
  contentBrief,
  LISTED,
  MEDIA_SHARE,
  MIN_SUPPORT,
  PRIORITY_SHARE,
  TERM_SHARE,
} from "./brief.ts";
import { type PageCoverage, pageCoverage } from "./coverage.ts";
import { reviewedKeys, withoutReviewed } from "./reviewed.ts";
import type { ContentBrief, ContentGapResult, GapSerp, ReviewedPage } from "./result.ts";
import { gapWorkflow } from "./workflow.ts";
import { EVIDENCE_CONFIDENCE, marketOf, serpBlockOf } from "../serp_evidence/workflow.ts";

export { ContentGapResultSchema } from "./result.ts";
export type { ContentBrief, ContentGapResult } from "./result.ts";

/** The scrape_depth levels. */
export const HEADING_LEVEL = { h1: 1, h2: 2, h3: 3 } as const;

/** What the comparison reads of the request. */
export interface GapRequest {
  url: string;
  keyword: string;
  scrape_depth: keyof typeof HEADING_LEVEL;
}

/** The comparison, shared by `/content/gap` and `/content/refresh-brief`. */
export interface Comparison {
  /** The evidence of the competitors only. */
  evidence: SerpEvidence;
  analysis: SerpEvidenceAnalysis;
  coverage: PageCoverage;
  page: ReviewedPage;
  serp: GapSerp;
  brief: ContentBrief;
}

/** Compares the page with the competitors. */
export function compareWithSerp(
  req: GapRequest,
  e: SerpEvidence,
  reviewed: RankingPage,
): Comparison {
  const level = HEADING_LEVEL[req.scrape_depth];
  // The page is never its own competitor.
  const { evidence, position } = withoutReviewed(e, reviewedKeys(req.url, reviewed));
  // Competitors of the page's own kind are its models (a guide is not modelled on a shop page).
  const own = rankedFormats([{ ...reviewed, position: 1 }], [reviewed])[0].format;
  const analysis = analyzeSerpEvidence(evidence, {
    maxHeadingLevel: level,
    modelGroup: groupOf(own),
  });
  // The page read with the same lexicon and heading level as the competitors.
  const lex = lexiconOf(e.market.language_code);
  const coverage = pageCoverage(reviewed, lex, level);
  const brief = contentBrief({
    analysis,
    page: reviewed,
    coverage,
    lex,
    keyword: req.keyword,
    models: evidence.pages.filter((p) => analysis.models.urls.includes(p.url)),
  });
  return {
    evidence,
    analysis,
    coverage,
    page: pageBlock(req.url, reviewed, level, position),
    serp: serpBlock(evidence, analysis),
    brief,
  };
}

/** Builds the `/content/gap` result. */
export function analyzeContentGap(
  req: GapRequest,
  e: SerpEvidence,
  reviewed: RankingPage,
): ContentGapResult {
  const c = compareWithSerp(req, e, reviewed);
  const core = {
    url: req.url,
    keyword: req.keyword,
    ...marketOf(e),
    scrape_depth: req.scrape_depth,
    page: c.page,
    serp: c.serp,
    content_brief: c.brief,
    method: METHOD,
  };
  return { ...core, ...gapWorkflow(core, c.evidence) };
}

/** The page under review as read. */
function pageBlock(
  url: string,
  p: RankingPage,
  level: number,
  position: number | null,
): ReviewedPage {
  return {
    url,
    final_url: p.final_url,
    title: p.page.title,
    h1: p.page.headings.find((h) => h.level === 1)?.text ?? null,
    words: p.main_words,
    headings_compared: p.page.headings.filter((h) => h.level <= level).length,
    serp_position: position,
  };
}

/** The competitors considered, read and failed. */
function serpBlock(e: SerpEvidence, a: SerpEvidenceAnalysis): GapSerp {
  const { ranking, failed, ...read } = serpBlockOf(e, a);
  return { ...read, competitors: ranking, failed };
}

/** How the comparison decides, for `?explain=true`. */
export const METHOD = {
  evidence:
    "The top 10 organic results; the page under review is taken out when it ranks (matched on its URL, final URL and canonical) and fetched once itself. Competitors are fetched 4 at a time through the SSRF-guarded fetcher; one that cannot be read is listed in serp.failed and the limitations. Sandbox SERPs are not fetched.",
  sections:
    `Competitors' headings up to scrape_depth, clustered (normalised, stemmed in the keyword's language); a cluster used by at least ${MIN_SUPPORT} competitors is missing when no heading of the page up to scrape_depth says the same (same key, same threshold). Up to ${LISTED.sections} listed.`,
  priority: `high when at least ${
    PRIORITY_SHARE.high * 100
  }% of the competitors read have it, medium from ${
    PRIORITY_SHARE.medium * 100
  }%, else low; a People also ask question is at least medium.`,
  terms: `Terms and phrases at least ${
    TERM_SHARE * 100
  }% of competitors use, not the keyword's own words, that the page never uses (stemmed, in order).`,
  media: `A media kind at least ${
    MEDIA_SHARE * 100
  }% of competitors use, against the page's count.`,
  formats: formatMethod(),
  confidence: EVIDENCE_CONFIDENCE,
};
