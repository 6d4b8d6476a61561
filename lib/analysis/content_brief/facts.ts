/**
 * What every part of the brief reads, computed once: the evidence and its analysis, the page
 * type decided, the reader's intent and stage, and each page read as text for the pattern rules.
 */
import type { z } from "zod";
import type { ContentBriefRequestSchema } from "../../operations/content_brief.ts";
import { buyerStage, classifyIntent } from "../intent.ts";
import { type Intent } from "../../toolkit/values.ts";
import { normalizeText } from "../../toolkit/text.ts";
import type {
  RecommendedPageType,
  SerpEvidence,
  SerpEvidenceAnalysis,
} from "../serp_evidence/mod.ts";
import type { PageTypeDecision } from "./result.ts";

/** The parsed `/content/brief` request. */
export type ContentBriefRequest = z.output<typeof ContentBriefRequestSchema>;

/** One page read, as the pattern rules match it. */
export interface PageText {
  url: string;
  /** Title, headings and main content as written. */
  raw: string;
  /** The same, accent-folded and lower case (`normalizeText`). */
  norm: string;
}

/** The facts of one brief. */
export interface BriefFacts {
  request: ContentBriefRequest;
  keyword: string;
  /** Language code of the brief's copy (the market's). */
  language: string;
  year: number;
  evidence: SerpEvidence;
  analysis: SerpEvidenceAnalysis;
  pageType: PageTypeDecision;
  intent: Intent;
  /** `keyword`: a modifier of the keyword says it; `page_type`: the page type implies it. */
  intentSource: "keyword" | "page_type";
  stage: "awareness" | "consideration" | "decision";
  texts: PageText[];
}

/** The intent a page type serves, when the keyword has no modifier that says otherwise. */
const INTENT_OF: Readonly<Record<RecommendedPageType, Intent>> = {
  comparison_page: "commercial",
  guide: "informational",
  blog_post: "informational",
  landing_page: "transactional",
  tool_page: "transactional",
};

/** Builds the facts. */
export function factsOf(
  request: ContentBriefRequest,
  e: SerpEvidence,
  a: SerpEvidenceAnalysis,
  options: { pageType: PageTypeDecision; now: Date },
): BriefFacts {
  const kw = classifyIntent(request.keyword);
  // A bare keyword ("crm software") says nothing alone: the result page Google built (a local
  // pack, shopping units, money pages: `serp_intent.ts`) or else the page type tells the intent.
  const fromSerp = a.intent.signals.length > 0 ? a.intent.intent : null;
  const intent = kw.signal !== null ? kw.intent : fromSerp ?? INTENT_OF[options.pageType.page_type];
  return {
    request,
    keyword: request.keyword,
    language: e.market.language_code,
    year: options.now.getUTCFullYear(),
    evidence: e,
    analysis: a,
    pageType: options.pageType,
    intent,
    intentSource: kw.signal !== null ? "keyword" : "page_type",
    stage: buyerStage(intent),
    // The pages modelled on, main content only: a newsletter box is not a competitor's CTA.
    texts: e.pages.filter((p) => a.models.urls.includes(p.url)).map((p) => {
      const raw = `${p.page.title ?? ""}\n${p.main_text}`;
      return { url: p.url, raw, norm: normalizeText(raw) };
    }),
  };
}

/** The URLs of the pages read whose text matches `re` (tried on the folded and the raw text). */
export function pagesMatching(f: BriefFacts, re: RegExp): string[] {
  return f.texts.filter((t) => re.test(t.norm) || re.test(t.raw)).map((t) => t.url);
}

/** Whether at least half the pages read show it. */
export function isShared(f: BriefFacts, support: number): boolean {
  return f.texts.length > 0 && support / f.texts.length >= 0.5;
}
