/**
 * The compact content brief: each competitor finding the page lacks, with its support, and what
 * the page already covers. Rules declared once here; each small function says why.
 */
import type { Level } from "../../agent/workflow.ts";
import { FAMILY_OF, rankedFormats } from "../serp_evidence/formats.ts";
import type { RankingPage } from "../serp_evidence/evidence.ts";
import type { HeadingCluster, Question, SerpEvidenceAnalysis } from "../serp_evidence/result.ts";
import { type Lexicon, stemSet, topicWordsOf, wordsOf } from "../serp_evidence/words.ts";
import { headingKey, topicCoverage } from "../serp_evidence/headings.ts";
import { isContentSection, sectionThreshold } from "../serp_evidence/sections.ts";
import { distinctTerms } from "../serp_evidence/terms.ts";
import { isMethodologyHeading } from "../serp_evidence/methodology.ts";
import { sectionConfidence } from "../serp_evidence/section_confidence.ts";
import {
  asks,
  hasHeading,
  mentions,
  namesEntity,
  type PageCoverage,
  usesTerm,
} from "./coverage.ts";
import type { ContentBrief, MissingSection, Strength } from "./result.ts";
import { roundSigned } from "../../toolkit/numbers.ts";

/** A heading becomes a section to have when this many competitors share it (one page's pet topic is not). */
export const MIN_SUPPORT = 2;
/** Priority by the share of competitors read that have it: what most rank with comes first. */
export const PRIORITY_SHARE = { high: 0.5, medium: 0.3 } as const;
/** A term counts as top coverage from this share: rarer terms are one writer's vocabulary. */
export const TERM_SHARE = 0.3;
/** A media kind is expected when this share of competitors use it. */
export const MEDIA_SHARE = 0.5;
/** Entries listed per kind: a compact brief an editor reads in a minute. */
export const LISTED = { sections: 12, questions: 8, terms: 12, entities: 10, strengths: 10 };

/** What the brief reads. */
export interface BriefFacts {
  analysis: SerpEvidenceAnalysis;
  page: RankingPage;
  coverage: PageCoverage;
  lex: Lexicon;
  keyword: string;
  /** The competitors modelled on (the analysis's `models.urls`), read. */
  models: readonly RankingPage[];
}

/** Builds the brief. */
export function contentBrief(f: BriefFacts): ContentBrief {
  const shared = f.analysis.headings.filter((h) => h.support >= MIN_SUPPORT);
  const byTopic = topicCoverage(f.page.main_sections, f.models, f.lex, f.keyword);
  const covered = shared.filter((h) => coversCluster(f, h, byTopic));
  return {
    coverage_score: shared.length > 0 ? roundSigned(covered.length / shared.length, 2) : null,
    missing_sections: missingSections(f, shared.filter((h) => !covered.includes(h))),
    missing_questions: f.analysis.questions
      .filter((q) => askedEnough(q) && !asks(f.coverage, q.question, f.lex))
      .filter((q) => !answeredBySection(f, q, covered))
      .slice(0, LISTED.questions)
      .map((q) => ({ ...q, priority: questionPriority(q, modelsRead(f)) })),
    missing_terms: missingTerms(f),
    missing_entities: f.analysis.entities
      .filter((e) => !namesEntity(f.coverage, e.name))
      .slice(0, LISTED.entities),
    length: lengthGap(f),
    media: mediaGaps(f),
    format: formatGap(f),
    first_hand: firstHand(f),
    covered_well: strengths(f, covered),
  };
}

/**
 * The page has the cluster when one of its headings (up to scrape_depth) says the same, or one
 * of its sections covers the same topic under its own wording (`topicCoverage`).
 */
function coversCluster(
  f: BriefFacts,
  h: HeadingCluster,
  byTopic: (h: HeadingCluster) => boolean,
): boolean {
  return hasHeading(f.coverage, [h.heading, ...h.variants], f.lex) || byTopic(h);
}

/** Competitors read as models: the base of every share. */
function modelsRead(f: BriefFacts): number {
  return f.analysis.models.urls.length;
}

/**
 * A question is a gap when searchers ask it (People also ask, FAQ markup) or at least
 * `MIN_SUPPORT` sites answer it under a heading: one writer's heading is not demand.
 */
function askedEnough(q: Question): boolean {
  return q.sources.includes("people_also_ask") || q.support >= MIN_SUPPORT;
}

/**
 * A question a section of the page already answers: its heading is in a covered cluster, or a
 * content heading of the page carries at least two thirds of the question's own words (the
 * keyword's words aside): "How do you store dahlia tubers over winter?" is answered under
 * "Storing your tubers".
 */
function answeredBySection(f: BriefFacts, q: Question, covered: HeadingCluster[]): boolean {
  const text = q.question.trim();
  if (covered.some((h) => [h.heading, ...h.variants].includes(text))) return true;
  const keyword = new Set(stemSet(topicWordsOf(f.keyword), f.lex));
  const asked = stemSet(topicWordsOf(text), f.lex).filter((s) => !keyword.has(s));
  if (asked.length < 2) return false;
  return f.page.main_sections.some((s) => {
    const key = s.level > 1 && isContentSection(s, sectionThreshold(f.page.main_sections))
      ? headingKey(s.text, f.lex)
      : null;
    const shared = key ? asked.filter((w) => key.includes(w)).length : 0;
    return key !== null && key.some((w) => !keyword.has(w)) && shared / asked.length >= 2 / 3;
  });
}

/** The shared clusters the page lacks, most supported first. */
function missingSections(f: BriefFacts, missing: HeadingCluster[]): MissingSection[] {
  const byId = new Map(f.analysis.headings.map((h) => [h.id, h]));
  return missing.slice(0, LISTED.sections).map((h) => ({
    heading: h.heading,
    variants: h.variants,
    level: Math.min(3, h.levels.includes(2) ? 2 : h.levels[0]),
    parent_heading: h.parent ? byId.get(h.parent)?.heading ?? null : null,
    order: h.order,
    coverage: mentions(f.coverage, h.heading, f.lex) ? "mentioned_in_text" : "missing",
    priority: priorityOf(h.support, modelsRead(f)),
    urls: h.urls,
    support: h.support,
    share: h.share,
    evidence: h.coverage,
    confidence: sectionConfidence(h),
  }));
}

/** Top-coverage terms and phrases the page never uses (the keyword's own words left out). */
function missingTerms(f: BriefFacts): ContentBrief["missing_terms"] {
  const stems = headingStems(f);
  const ranked = [...f.analysis.phrases, ...f.analysis.terms]
    .filter((t) => !t.in_keyword && t.share >= TERM_SHARE && !usesTerm(f.coverage, t.term, f.lex))
    .filter((t) => t.words > 1 || stems.has(f.lex.stem(t.term)))
    .sort((a, b) => b.support - a.support || b.words - a.words || a.term.localeCompare(b.term));
  return distinctTerms(ranked.filter((t) => !discussedTogether(f, t.term)))
    .slice(0, LISTED.terms)
    .map((t) => ({
      term: t.term,
      priority: termPriority(t.support, modelsRead(f)),
      urls: t.urls,
      support: t.support,
      share: t.share,
    }));
}

/**
 * The stems of the competitors' shared section headings: a single word is a topic to cover only
 * when competitors structure content around it ("mulch", "division"); alone, "every" or "soft"
 * is one writer's vocabulary.
 */
function headingStems(f: BriefFacts): Set<string> {
  const shared = f.analysis.headings.filter((h) => h.support >= MIN_SUPPORT);
  return new Set(
    shared.flatMap((h) => [h.heading, ...h.variants]).flatMap((t) => wordsOf(t).map(f.lex.stem)),
  );
}

/**
 * Whether one section of the page (its heading and the prose under it) uses every word of a
 * phrase, in any form and order: "store dahlia tubers" is discussed under "Storing your tubers"
 * even if never written in that order.
 */
function discussedTogether(f: BriefFacts, term: string): boolean {
  // The keyword's own words are the whole page's topic, not one section's.
  const keyword = new Set(stemSet(topicWordsOf(f.keyword), f.lex));
  const all = stemSet(topicWordsOf(term), f.lex);
  const want = all.filter((w) => !keyword.has(w));
  if (all.length < 2 || want.length === 0) return false;
  return f.page.main_sections.some((s) => {
    const have = new Set(stemSet(topicWordsOf(`${s.text} ${s.body}`), f.lex));
    return want.every((w) => have.has(w));
  });
}

/** The page's main-content words against the competitors' band. */
function lengthGap(f: BriefFacts): ContentBrief["length"] {
  const band = f.analysis.word_count;
  const words = f.page.main_words;
  const status = band.target === null
    ? "unknown"
    : words < band.target.min
    ? "below"
    : words > band.target.max
    ? "above"
    : "within";
  const short = band.target && status === "below" ? band.target.min - words : 0;
  return { page_words: words, band, status, words_to_add: short };
}

/** Each media kind most competitors use, against the page's count. */
function mediaGaps(f: BriefFacts): ContentBrief["media"] {
  return f.analysis.media.filter((m) => m.share >= MEDIA_SHARE).map((m) => {
    const count = f.page.media[m.kind];
    const status = count === 0 ? "missing" : count < m.median / 2 ? "fewer" : "ok";
    return {
      kind: m.kind,
      page_count: count,
      competitor_median: m.median,
      status,
      urls: m.urls,
      support: m.support,
      share: m.share,
    };
  });
}

/**
 * Whether the SERP rewards shown testing the page lacks: two or more model pages carry a
 * methodology or trust block (`methodology.ts`) and the page has none. Google's reviews guidance
 * asks to show evidence of testing; the block is the page's own, never a copied heading.
 */
function firstHand(f: BriefFacts): ContentBrief["first_hand"] {
  const m = f.analysis.methodology;
  const has = f.page.main_sections.some((s) => isMethodologyHeading(s.text));
  return { missing: m.support >= MIN_SUPPORT && !has, urls: m.urls, support: m.support };
}

/** The page's format, read by the same rules as the competitors', against the dominant one. */
function formatGap(f: BriefFacts): ContentBrief["format"] {
  const d = f.analysis.dominant_format;
  const own = rankedFormats([{ ...f.page, position: 1 }], [f.page])[0];
  const family = FAMILY_OF[own.format];
  return {
    page_format: own.format,
    page_family: family,
    signal: own.signal,
    dominant_family: d?.family ?? null,
    dominant_formats: d?.formats ?? [],
    clear: d?.clear ?? false,
    match: d?.clear ? sameKind(d.family, family) : null,
    urls: d?.urls ?? [],
    support: d?.support ?? 0,
  };
}

/**
 * Whether the page's family is the dominant one. An article without a format signal is
 * long-form editorial like a guide, a how-to or a definition: the writer's format is right.
 */
function sameKind(dominant: string, own: string): boolean {
  if (dominant === own) return true;
  const prose = new Set(["article", "guide", "definition"]);
  return prose.has(dominant) && prose.has(own) && (dominant === "article" || own === "article");
}

/** What the page already has that competitors share: the editor keeps it. */
function strengths(f: BriefFacts, covered: HeadingCluster[]): Strength[] {
  const out: Strength[] = covered.map((h) => ({
    kind: "section",
    what: h.heading,
    urls: h.urls,
    support: h.support,
  }));
  const terms = [...f.analysis.phrases, ...f.analysis.terms]
    .filter((t) => !t.in_keyword && t.share >= PRIORITY_SHARE.high)
    .filter((t) => usesTerm(f.coverage, t.term, f.lex));
  for (const t of terms.slice(0, 3)) {
    out.push({ kind: "term", what: t.term, urls: t.urls, support: t.support });
  }
  const band = lengthGap(f);
  if (band.status === "within" || band.status === "above") {
    const what = `${band.page_words} words (band ${band.band.target!.min}-${
      band.band.target!.max
    })`;
    out.push({ kind: "length", what, urls: [], support: band.band.pages });
  }
  const format = formatGap(f);
  if (format.match) {
    const what = `${format.page_family} page, as most results`;
    out.push({ kind: "format", what, urls: format.urls, support: format.support });
  }
  return out.slice(0, LISTED.strengths);
}

/** The priority of a finding from its support among the competitors read. */
export function priorityOf(support: number, read: number): Level {
  const share = read > 0 ? support / read : 0;
  return share >= PRIORITY_SHARE.high ? "high" : share >= PRIORITY_SHARE.medium ? "medium" : "low";
}

/** A loose term is never the first thing to do: sections and questions are (at most medium). */
function termPriority(support: number, read: number): Level {
  const level = priorityOf(support, read);
  return level === "high" ? "medium" : level;
}

/** A question People also ask shows is asked by searchers themselves: at least medium. */
function questionPriority(q: Question, read: number): Level {
  const level = priorityOf(q.support, read);
  return level === "low" && q.sources.includes("people_also_ask") ? "medium" : level;
}
