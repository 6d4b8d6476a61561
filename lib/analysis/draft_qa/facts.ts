/** What every check reads, computed once: the evidence analysed, the draft read, and how they meet. */
import { rankedFormats } from "../serp_evidence/formats.ts";
import { MODEL_GROUP } from "../serp_evidence/models.ts";
import { headingKey, SAME_HEADING } from "../serp_evidence/headings.ts";
import {
  analyzeSerpEvidence,
  type PageTypeChoice,
  type RankingPage,
  recommendedPageType,
  type SerpEvidence,
  type SerpEvidenceAnalysis,
} from "../serp_evidence/mod.ts";
import type { RankedFormat } from "../serp_evidence/result.ts";
import { type Lexicon, lexiconOf, overlap, stemSet, wordsOf } from "../serp_evidence/words.ts";
import type { Draft } from "./draft.ts";
import { mainSectionsOf, type TextSection } from "./sections.ts";
import { type Phrases, phrasesFor } from "./text.ts";
import type { QaDepth } from "./thresholds.ts";

/** A section with the stems of its heading and of its text. */
export interface KeyedSection extends TextSection {
  key: string[] | null;
  stems: ReadonlySet<string>;
}

/** The facts of one QA. */
export interface Facts {
  keyword: string;
  target: string | null;
  depth: QaDepth;
  now: Date;
  lex: Lexicon;
  t: Phrases;
  /** True when the phrasebook is the market language's own. */
  native: boolean;
  e: SerpEvidence;
  a: SerpEvidenceAnalysis;
  pageType: PageTypeChoice;
  draft: Draft;
  /** The draft classified by the rules ranking pages are. */
  draftFormat: RankedFormat;
  /** The ranking pages read that the draft is modelled on (its own kind of page). */
  models: RankingPage[];
  /** The draft's sections (H2 and H3) with their stems. */
  sections: KeyedSection[];
  /** The stems of the whole draft text. */
  draftStems: ReadonlySet<string>;
  /** Each read ranking page's sections, by URL. */
  competitorSections: ReadonlyMap<string, KeyedSection[]>;
}

/** The facts of a draft against its evidence. */
export function factsOf(
  req: { keyword: string; target?: string; qa_depth: QaDepth },
  e: SerpEvidence,
  draft: Draft,
  now: Date,
): Facts {
  const lex = lexiconOf(e.market.language_code);
  const draftFormat = rankedFormats([draft.read], [draft.read])[0];
  // The ranking pages of the draft's own kind are its models (an article is not modelled on a
  // forum thread or a shop page; `serp_evidence/models.ts`).
  const a = analyzeSerpEvidence(e, {
    maxHeadingLevel: 3,
    modelGroup: MODEL_GROUP[draftFormat.format] ?? undefined,
  });
  const modelUrls = new Set(a.models.urls);
  const { t, native } = phrasesFor(e.market.language_code);
  return {
    keyword: req.keyword.trim(),
    target: req.target ?? null,
    depth: req.qa_depth,
    now,
    lex,
    t,
    native,
    e,
    a,
    pageType: recommendedPageType(a, req.keyword),
    draft,
    draftFormat,
    models: e.pages.filter((p) => modelUrls.has(p.url)),
    sections: keyed(draft.sections.filter((s) => s.level >= 2), lex, req.keyword),
    draftStems: new Set(stemSet(wordsOf(draft.page.text), lex)),
    competitorSections: new Map(
      e.pages.map((p) => [p.url, keyed(mainSectionsOf(p), lex, req.keyword)]),
    ),
  };
}

function keyed(sections: readonly TextSection[], lex: Lexicon, keyword: string): KeyedSection[] {
  return sections.map((s) => ({
    ...s,
    key: sectionKey(s.heading, lex, keyword),
    stems: new Set(stemSet(wordsOf(s.text), lex)),
  }));
}

/**
 * The stems that say what a section is about: its heading's key without the keyword's stems
 * (a draft heading "How much can I borrow with a <keyword>?" is the competitors' "How much can I
 * borrow?"), the whole key when nothing else is left.
 */
export function sectionKey(heading: string, lex: Lexicon, keyword: string): string[] | null {
  const key = headingKey(heading, lex);
  if (key === null) return null;
  const kw = new Set(wordsOf(keyword).map((w) => lex.stem(w)));
  const rest = key.filter((k) => !kw.has(k));
  return rest.length > 0 ? rest : key;
}

/** The stems of a heading or question (headingKey, else its topic words). */
export function keyOf(text: string, lex: Lexicon): string[] {
  return headingKey(text, lex) ?? stemSet(wordsOf(text), lex);
}

/**
 * Whether a heading names the same section as `key`: the same stems (overlap as headings are
 * clustered), or all the stems of one in the other ("Onboarding checklist for managers" covers
 * "Onboarding checklist"; a draft's "Help to Buy" is the competitors' "Help to Buy incentive",
 * its "How much can I borrow?" their "How much can you borrow? Central Bank rules explained").
 */
export function sameSection(heading: readonly string[] | null, key: readonly string[]): boolean {
  if (heading === null || key.length === 0) return false;
  if (overlap(heading, key) >= SAME_HEADING || key.every((k) => heading.includes(k))) return true;
  return heading.length > 0 && heading.every((k) => key.includes(k));
}

/** The draft section whose heading names the topic, or null. */
export function draftSectionFor(f: Facts, keys: readonly string[][]): KeyedSection | null {
  return f.sections.find((s) => keys.some((k) => sameSection(s.key, k))) ?? null;
}

/** Whether the draft's text holds every stem of `key` within one section (or the intro). */
export function mentionedInDraft(f: Facts, key: readonly string[]): boolean {
  if (key.length === 0) return false;
  const within = (stems: ReadonlySet<string>) => key.every((k) => stems.has(k));
  return f.sections.some((s) =>
    within(s.stems) || (s.key !== null && within(new Set([...s.key, ...s.stems])))
  ) ||
    (f.sections.length === 0 && within(f.draftStems));
}

/** "3 of 5 ranking pages", over the pages read (the results when none was). */
export function pagesOf(f: Facts, n: number): string {
  return f.t.pagesOf(n, f.a.pages_read > 0 ? f.a.pages_read : f.a.results);
}
