/**
 * Draft sections far thinner than competitors' treatment of the same section, or without the
 * words competitors use there. The competitors' sections are found by the same heading stems;
 * their length and words are measured by the same cut as the draft's.
 */
import type { HeadingCluster } from "../../serp_evidence/result.ts";
import { quantile } from "../../../toolkit/numbers.ts";
import { wordsOf } from "../../serp_evidence/words.ts";
import { type Facts, type KeyedSection, pagesOf, sameSection, sectionKey } from "../facts.ts";
import type { Issue } from "../result.ts";
import { MIN_SUPPORT, SECTION_TERMS, THIN } from "../thresholds.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const weakSections: DraftCheck = {
  id: "weak_sections",
  group: "weak_section",
  method:
    `each draft H2/H3 matched to a heading cluster ${MIN_SUPPORT}+ ranking pages share; thin when under ${THIN.medium} (medium) or ${THIN.low} (low) x the competitors' median words for it (when that median is ${THIN.minWords}+); lacking terms when ${SECTION_TERMS.missing} of the ${SECTION_TERMS.listed} words most of those competitors use there are absent (low)`,
  needs: needsPages,
  assess(f) {
    return f.sections.flatMap((s) => {
      const cluster = f.a.headings.find((h) =>
        h.support >= MIN_SUPPORT && keysOf(h, f).some((k) => sameSection(s.key, k))
      );
      return cluster ? weakness(f, s, cluster) : [];
    });
  },
};

function keysOf(h: HeadingCluster, f: Facts): string[][] {
  return [h.heading, ...h.variants].map((x) => sectionKey(x, f.lex, f.keyword)).filter((
    k,
  ): k is string[] => k !== null);
}

/** The competitors' sections of a cluster, one per page that has it. */
function competitorSections(f: Facts, h: HeadingCluster): { url: string; s: KeyedSection }[] {
  const keys = keysOf(h, f);
  return h.urls.flatMap((url) => {
    const s = f.competitorSections.get(url)?.find((c) => keys.some((k) => sameSection(c.key, k)));
    return s ? [{ url, s }] : [];
  });
}

function weakness(f: Facts, s: KeyedSection, h: HeadingCluster): Issue[] {
  const theirs = competitorSections(f, h);
  if (theirs.length < MIN_SUPPORT) return [];
  const mid = Math.round(quantile(theirs.map((x) => x.s.words), 0.5));
  const ratio = s.words / Math.max(1, mid);
  const thin = mid >= THIN.minWords && ratio < THIN.low;
  const missing = missingTerms(f, s, theirs.map((x) => x.s));
  const lacksTerms = missing.length >= SECTION_TERMS.missing;
  if (!thin && !lacksTerms) return [];
  const severity = thin && ratio < THIN.medium ? "medium" : "low";
  const t = thin ? f.t.thin : f.t.terms;
  return [{
    group: "weak_section",
    id: `weak:${h.id}`,
    check: "weak_sections",
    severity: thin && lacksTerms ? "medium" : severity,
    title: thin ? f.t.thin.title(s.heading, s.words, mid) : f.t.terms.title(s.heading, missing),
    why: t.why(pagesOf(f, theirs.length)),
    fix: thin ? f.t.thin.fix(s.heading, missing) : f.t.terms.fix(s.heading, missing),
    draft_heading: s.heading,
    competitor_heading: h.heading,
    draft_words: s.words,
    competitor_median_words: mid,
    missing_terms: missing,
    urls: theirs.map((x) => x.url),
    support: theirs.length,
  }];
}

/** The words most competitor sections use that the draft's section lacks (surface forms). */
function missingTerms(f: Facts, s: KeyedSection, theirs: readonly KeyedSection[]): string[] {
  const skip = new Set([...(s.key ?? []), ...wordsOf(f.keyword).map(f.lex.stem)]);
  const uses = new Map<string, number>();
  for (const c of theirs) {
    for (const stem of c.stems) if (!skip.has(stem)) uses.set(stem, (uses.get(stem) ?? 0) + 1);
  }
  const top = [...uses.entries()]
    .filter(([, n]) => n >= MIN_SUPPORT)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SECTION_TERMS.listed)
    .map(([stem]) => stem);
  return top.filter((stem) => !s.stems.has(stem)).map((stem) => surface(stem, theirs, f));
}

/** The first competitor word with this stem. */
function surface(stem: string, theirs: readonly KeyedSection[], f: Facts): string {
  for (const c of theirs) for (const w of wordsOf(c.text)) if (f.lex.stem(w) === stem) return w;
  return stem;
}
