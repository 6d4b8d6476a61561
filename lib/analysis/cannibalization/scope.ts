/** What the report is about: the owner's brand query and the focus keywords. */
import { normalisePageUrl, type Phrase, phraseContains } from "../page_match.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";

/** The bare brand query of `target` (example.co.uk -> "example"), as a phrase key. */
export function brandKey(target: string | undefined, phrase: (t: string) => Phrase): string | null {
  if (!target) return null;
  const host = normalisePageUrl(/^[a-z]+:\/\//i.test(target) ? target : `https://${target}`, "")
    .host;
  const labels = host.split(":")[0].split(".").filter(Boolean);
  if (labels.length < 2) return null;
  const sld = labels[labels.length - 2];
  // example.co.uk: the brand is the label before the two-part suffix.
  const name = labels.length >= 3 && sld.length <= 3 && labels[labels.length - 1].length === 2
    ? labels[labels.length - 3]
    : sld;
  const p = phrase(name);
  return p.stems.length > 0 ? p.key : null;
}

/** A conflict is about the focus when a shared topic, or both pages, contain a focus keyword. */
export function matchesFocus(
  r: PairResult,
  focus: readonly Phrase[],
  pages: readonly Page[],
): boolean {
  if (r.topics.some((topic) => focus.some((f) => phraseContains(topic, f)))) return true;
  const about = (p: Page) =>
    focus.some((f) =>
      phraseContains(p.titlePhrase, f) || (p.primary !== null && phraseContains(p.primary, f))
    );
  return about(pages[r.a]) && about(pages[r.b]);
}

/**
 * Focus keywords restrict the report to conflicts about them; returns what is kept, the focus
 * keywords as read and how many conflicts were left out.
 */
export function restrictToFocus(
  results: PairResult[],
  keywords: readonly string[],
  site: { phrase: (t: string) => Phrase; pages: readonly Page[] },
): { results: PairResult[]; focus: string[]; dropped: number } {
  const focus = keywords.map(site.phrase);
  if (focus.length === 0) return { results, focus: [], dropped: 0 };
  const kept = results.filter((r) => matchesFocus(r, focus, site.pages));
  return { results: kept, focus: focus.map((f) => f.text), dropped: results.length - kept.length };
}
