/** Focus topics: a filter on the gap topics, reported (and reporting nothing) when none matches. */
import { containment, stems } from "../../toolkit/tokens.ts";
import type { TopicStats } from "./facts.ts";
import type { Focus } from "./result.ts";
import { SCORING } from "./thresholds.ts";
import { topicTermStems } from "./topics.ts";

const { longWords: LONG_WORDS, longShare: [need, of] } = SCORING.focus;
/** The share of a long focus topic's stems a gap must hold. */
const LONG_SHARE = need / of;

/** How focus topics filter, as returned in `method.focus_topics`. */
export const FOCUS_METHOD =
  `filter: only gap topics whose terms (titles, keywords, queries) contain every stem of a focus topic (${need}/${of} of them for focus topics of ${LONG_WORDS}+ words) are reported; when no gap topic matches any focus topic, nothing is reported, focus.applied is false and the summary says so`;

/** Keeps the gaps matching a focus topic; without focus topics, every gap is reportable. */
export function applyFocus(
  gaps: TopicStats[],
  focusTopics: readonly string[] | undefined,
): { focus: Focus; reportable: TopicStats[] } {
  if (!focusTopics || focusTopics.length === 0) return { focus: null, reportable: gaps };
  const matched: { focus_topic: string; gap_topics: number }[] = [];
  const unmatched: string[] = [];
  const keep = new Set<TopicStats>();
  for (const f of focusTopics) {
    const want = new Set(stems(f));
    let n = 0;
    if (want.size > 0) {
      const needed = want.size >= LONG_WORDS ? LONG_SHARE : 1;
      for (const g of gaps) {
        if (containment(want, topicTermStems(g.topic)) >= needed - 1e-9) {
          keep.add(g);
          n++;
        }
      }
    }
    if (n > 0) matched.push({ focus_topic: f, gap_topics: n });
    else unmatched.push(f);
  }
  const applied = keep.size > 0;
  // A filter that matches nothing reports nothing (and says so), never everything.
  const reportable = gaps.filter((g) => keep.has(g));
  return {
    focus: { mode: "filter", topics: [...focusTopics], applied, matched, unmatched },
    reportable,
  };
}
