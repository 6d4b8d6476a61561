/**
 * Keyword stuffing: the target phrase's rate in the draft's main content against the rate the
 * ranking pages' own main content uses it at (their median and highest), with the title and meta
 * description counted alongside. A long keyword is rarely stuffed whole: its core ("boiler repair"
 * of "boiler repair cost london") is, so every run of two or more of its words that starts and
 * ends on a topic word is measured the same way, against the ranking pages' use of that run, and
 * the longest stuffed one is reported. Why: Google Search Central, "Spam policies for Google web
 * search", keyword stuffing (repeating words or phrases so often it sounds unnatural); thresholds
 * in `thresholds.ts` (`STUFFING`).
 */
import { per100, phraseCount, phraseStems, rankingRates, stuffingCeiling } from "../keyword_use.ts";
import { STUFFING } from "../thresholds.ts";
import type { Facts } from "../facts.ts";
import type { Issue } from "../result.ts";
import type { DraftCheck } from "./types.ts";
import { wordsOf } from "../../serp_evidence/words.ts";

/** One phrase measured in the draft and the ranking pages. */
interface Measure {
  phrase: string;
  stems: string[];
  count: number;
  words: number;
  rate: number;
  ceiling: number;
  ranking: ReturnType<typeof rankingRates>;
}

export const keywordStuffing: DraftCheck = {
  id: "keyword_stuffing",
  group: "spam_risk",
  method:
    `the keyword, and each run of 2+ of its words that starts and ends on a topic word, as runs of word stems counted in the draft's main content and in each ranking page's (${STUFFING.minPageWords}+ words); stuffed above max(${STUFFING.overMax} x the ranking pages' highest rate, ${STUFFING.floorPer100} per 100 words, or ${
      STUFFING.floorShare * 100
    }% of the words for long phrases) with ${STUFFING.minOccurrences}+ uses, the longest stuffed run reported: medium, high from ${STUFFING.high} x that ceiling (Google's spam policies: keyword stuffing)`,
  needs: (f) => f.draft.words === 0 ? "needs a draft with text" : null,
  assess(f) {
    const stuffed = phrasesOf(f).map((p) => measure(f, p))
      .filter((m) => m.count >= STUFFING.minOccurrences && m.rate > m.ceiling)
      .sort((a, b) => b.stems.length - a.stems.length || b.rate / b.ceiling - a.rate / a.ceiling);
    if (stuffed.length === 0) return [];
    const m = stuffed[0];
    const inTitle = phraseCount(f.draft.page.title_tag ?? "", m.stems, f.lex).count;
    const inDescription = phraseCount(f.draft.page.meta_description ?? "", m.stems, f.lex).count;
    // About as often as the ranking page that uses it most, never less than twice.
    const target = Math.max(2, Math.round(((m.ranking.max ?? 0) * m.words) / 100));
    const issue: Issue = {
      group: "spam_risk",
      id: "spam:keyword_stuffing",
      check: "keyword_stuffing",
      kind: "keyword_stuffing",
      severity: m.rate >= STUFFING.high * m.ceiling ? "high" : "medium",
      title: f.t.stuffing.title(m.phrase, m.count, m.words, m.rate),
      why: f.t.stuffing.why({
        median: m.ranking.median,
        max: m.ranking.max,
        pages: m.ranking.rates.length,
        title: inTitle,
        description: inDescription,
      }),
      fix: f.t.stuffing.fix(m.phrase, target),
      urls: m.ranking.urls,
      support: m.ranking.urls.length,
      phrase: m.phrase,
      occurrences: m.count,
      words: m.words,
      per_100_words: m.rate,
      title_occurrences: inTitle,
      description_occurrences: inDescription,
      ranking_median_per_100_words: m.ranking.median,
      ranking_max_per_100_words: m.ranking.max,
      pages_compared: m.ranking.rates.length,
    };
    return [issue];
  },
};

/** The keyword and its runs of 2+ words that start and end on a topic word, longest first. */
function phrasesOf(f: Facts): string[] {
  const words = wordsOf(f.keyword);
  const out = [words.join(" ")];
  for (let n = words.length - 1; n >= 2; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (f.lex.isStop(run[0]) || f.lex.isStop(run[n - 1])) continue;
      out.push(run.join(" "));
    }
  }
  return out;
}

function measure(f: Facts, phrase: string): Measure {
  const stems = phraseStems(phrase, f.lex);
  const body = phraseCount(f.draft.read.main_text || f.draft.page.text, stems, f.lex);
  const ranking = rankingRates(f.e.pages, stems, f.lex);
  return {
    phrase,
    stems,
    count: body.count,
    words: body.words,
    rate: per100(body.count, body.words),
    ceiling: stuffingCeiling(stems.length, ranking.max),
    ranking,
  };
}
