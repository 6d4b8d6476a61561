/**
 * Figures that contradict what the ranking pages agree on: a share or a quantity of the same
 * unit, said of the same thing (a word most of the ranking pages' sentences with that figure
 * use, "deposit"), with another value ("a 5% deposit" where five sites say "a deposit of at
 * least 10%"). Why: Google Search Central, "Creating helpful, reliable, people-first content"
 * (is the content free of easily verified factual errors?); on a YMYL topic a wrong rule misleads
 * the reader into a decision, so it is high. The writer checks the figure against a source: the
 * ranking pages may be the ones out of date, which the quoted sentences let them judge.
 */
import type { Level } from "../../../agent/workflow.ts";
import type { RankingPage } from "../../serp_evidence/evidence.ts";
import { stemSet, wordsOf } from "../../serp_evidence/words.ts";
import type { Facts } from "../facts.ts";
import { phraseStems } from "../keyword_use.ts";
import { sentencesOf } from "../vocabulary.ts";
import { draftText } from "./proof.ts";
import { withDigits } from "../number_words.ts";
import { isYmyl, shownBy } from "./trust.ts";
import { type DraftCheck, needsPages } from "./types.ts";

/** A share or a quantity with its unit ("%", "times", "year"). */
const VALUE =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(%|times|years?|months?|weeks?|days?|hours?|minutes?|mg|ml|kg|km|cm|mm)(?![\p{L}])/giu;

/** Sites that must agree on a figure before another value in the draft is a contradiction. */
const CONFLICT_MIN_SITES = 3;

/** One figure the ranking pages agree on, with the sentences that state it. */
interface Consensus {
  figure: string;
  value: number;
  unit: string;
  sentences: { page: RankingPage; text: string }[];
  /** Stems most of those sentences share: what the figure is about. */
  about: Set<string>;
}

export const conflictingFigures: DraftCheck = {
  id: "conflicting_figures",
  group: "proof_gap",
  method:
    `shares and quantities (same unit) that ${CONFLICT_MIN_SITES}+ model sites state and the draft never does, against the draft's sentences with the same unit and a word most of those sites' sentences share (what the figure is about), with another value and not the agreed one: high on a YMYL topic (see trust), else medium`,
  needs: needsPages,
  assess(f) {
    // A figure the draft states somewhere is known to it: another value is about something else.
    const draft = withDigits(draftText(f));
    const agreed = consensusOf(f).filter((c) => !statesFigure(draft, c.figure));
    const found: { draft: string; c: Consensus; value: string }[] = [];
    for (const sentence of draftSentences(f)) {
      const stems = new Set(stemSet(wordsOf(sentence), f.lex));
      const values = [...sentence.matchAll(VALUE)];
      for (const m of values) {
        const value = Number(m[1].replace(",", "."));
        const unit = unitOf(m[2]);
        const c = agreed.find((c) =>
          c.unit === unit && c.value !== value &&
          !values.some((v) => Number(v[1].replace(",", ".")) === c.value) &&
          [...c.about].some((s) => stems.has(s))
        );
        if (c && !found.some((x) => x.draft === sentence)) {
          found.push({ draft: sentence, c, value: m[0] });
        }
      }
    }
    if (found.length === 0) return [];
    const ymyl = isYmyl(f, shownBy(f));
    const severity: Level = ymyl ? "high" : "medium";
    const pages = [...new Set(found.flatMap((x) => x.c.sentences.map((s) => s.page.url)))];
    const first = found[0];
    // The plainest statement of the agreed figure: the shortest sentence that states it.
    const quote = (c: Consensus) =>
      [...c.sentences].sort((a, b) => a.text.length - b.text.length)[0];
    return [{
      group: "proof_gap",
      id: "proof:conflicting_figures",
      check: "conflicting_figures",
      kind: "conflicting_figures",
      severity,
      title: f.t.conflict.title(first.value, first.c.figure, first.c.sentences.length),
      why: f.t.conflict.why,
      fix: f.t.conflict.fix,
      examples: found.slice(0, 2).flatMap((x) => [
        x.draft.slice(0, 200),
        `${quote(x.c).page.domain}: ${quote(x.c).text.slice(0, 180)}`,
      ]).slice(0, 5),
      urls: pages,
      support: first.c.sentences.length,
    }];
  },
};

/** The agreed shares and quantities, with what their sentences are about. */
function consensusOf(f: Facts): Consensus[] {
  const keyword = new Set(phraseStems(f.keyword, f.lex));
  return f.a.figures.flatMap((x) => {
    const m = [...x.figure.matchAll(VALUE)][0];
    if (!m || m[0].length !== x.figure.length) return [];
    const sentences = siteSentences(f.models, x.figure);
    if (sentences.length < CONFLICT_MIN_SITES) return [];
    const counts = new Map<string, number>();
    for (const s of sentences) {
      for (const stem of stemSet(wordsOf(s.text), f.lex)) {
        if (!keyword.has(stem)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
      }
    }
    const about = new Set(
      [...counts].filter(([, n]) => n >= 2 && n * 2 >= sentences.length)
        .map(([s]) => s),
    );
    if (about.size === 0) return [];
    return [{
      figure: x.figure,
      value: Number(m[1].replace(",", ".")),
      unit: unitOf(m[2]),
      sentences,
      about,
    }];
  });
}

/** One sentence per site that states the figure as written. */
function siteSentences(pages: readonly RankingPage[], figure: string): Consensus["sentences"] {
  const seen = new Set<string>();
  const out: Consensus["sentences"] = [];
  for (const page of pages) {
    if (seen.has(page.domain)) continue;
    for (const line of page.main_text.split(/\n+/)) {
      const text = sentencesOf(line).find((s) => statesFigure(s, figure)) ??
        (statesFigure(line, figure) ? line.trim() : null);
      if (text) {
        out.push({ page, text });
        seen.add(page.domain);
        break;
      }
    }
  }
  return out;
}

function statesFigure(text: string, figure: string): boolean {
  return [...text.matchAll(VALUE)].some((m) => m[0].toLowerCase() === figure.toLowerCase());
}

function draftSentences(f: Facts): string[] {
  return draftText(f).split(/\n+/).flatMap((line) => sentencesOf(line));
}

/** "years" and "year" are one unit. */
function unitOf(unit: string): string {
  const u = unit.toLowerCase();
  return u === "%" || u === "times" ? u : u.replace(/s$/, "");
}
