/**
 * Keyword stuffing: the target phrase's rate in the draft's main content against the rate the
 * ranking pages' own main content uses it at (their median and highest), with the title and meta
 * description counted alongside. Why: Google Search Central, "Spam policies for Google web
 * search", keyword stuffing (repeating words or phrases so often it sounds unnatural); thresholds
 * in `thresholds.ts` (`STUFFING`).
 */
import { per100, phraseCount, phraseStems, rankingRates, stuffingCeiling } from "../keyword_use.ts";
import { STUFFING } from "../thresholds.ts";
import type { Issue } from "../result.ts";
import type { DraftCheck } from "./types.ts";

export const keywordStuffing: DraftCheck = {
  id: "keyword_stuffing",
  group: "spam_risk",
  method:
    `the keyword as a run of word stems, counted in the draft's main content and in each ranking page's (${STUFFING.minPageWords}+ words); stuffed above max(${STUFFING.overMax} x the ranking pages' highest rate, ${STUFFING.floorPer100} per 100 words, or ${
      STUFFING.floorShare * 100
    }% of the words for long phrases) with ${STUFFING.minOccurrences}+ uses: medium, high from ${STUFFING.high} x that ceiling (Google's spam policies: keyword stuffing)`,
  needs: (f) => f.draft.words === 0 ? "needs a draft with text" : null,
  assess(f) {
    const stems = phraseStems(f.keyword, f.lex);
    const body = phraseCount(f.draft.read.main_text || f.draft.page.text, stems, f.lex);
    const rate = per100(body.count, body.words);
    const ranking = rankingRates(f.e.pages, stems, f.lex);
    const ceiling = stuffingCeiling(stems.length, ranking.max);
    if (body.count < STUFFING.minOccurrences || rate <= ceiling) return [];
    const inTitle = phraseCount(f.draft.page.title_tag ?? "", stems, f.lex).count;
    const inDescription = phraseCount(f.draft.page.meta_description ?? "", stems, f.lex).count;
    // About as often as the ranking page that uses it most, never less than twice.
    const target = Math.max(2, Math.round(((ranking.max ?? 0) * body.words) / 100));
    const phrase = f.keyword.toLowerCase();
    const issue: Issue = {
      group: "spam_risk",
      id: "spam:keyword_stuffing",
      check: "keyword_stuffing",
      kind: "keyword_stuffing",
      severity: rate >= STUFFING.high * ceiling ? "high" : "medium",
      title: f.t.stuffing.title(phrase, body.count, body.words, rate),
      why: f.t.stuffing.why({
        median: ranking.median,
        max: ranking.max,
        pages: ranking.rates.length,
        title: inTitle,
        description: inDescription,
      }),
      fix: f.t.stuffing.fix(phrase, target),
      urls: ranking.urls,
      support: ranking.urls.length,
      phrase,
      occurrences: body.count,
      words: body.words,
      per_100_words: rate,
      title_occurrences: inTitle,
      description_occurrences: inDescription,
      ranking_median_per_100_words: ranking.median,
      ranking_max_per_100_words: ranking.max,
      pages_compared: ranking.rates.length,
    };
    return [issue];
  },
};
