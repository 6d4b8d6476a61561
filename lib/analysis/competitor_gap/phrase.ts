/**
 * The topic phrase of a competitor page's keyword, query or title: brand words and filler
 * removed, angle words (alternatives, pricing ...) kept apart from the core stems.
 */
import { byText, normalizeText } from "../../toolkit/text.ts";
import { lookup } from "../../toolkit/values.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { urlHost } from "../../toolkit/urls.ts";
import { ANGLE_WORDS, FILLER, GENERIC, NAVIGATION, SYNONYMS } from "./vocabulary.ts";
import { standardNumber, stemWord, type Word, words } from "./words.ts";

/** A topic phrase. */
export interface Phrase {
  /** Display words (original case where meaningful). */
  display: string;
  /** Normalised phrase. */
  key: string;
  /** Sorted unique core stems. */
  core: string[];
  /** Sorted angles. */
  angles: string[];
}

/** A competitor's brand words, from its domain (`rival-analytics.com` -> `rival analytics`). */
export function brandPhrases(domain: string): string[] {
  const host = (urlHost(domain) || domain.trim().toLowerCase().replace(/^[a-z]+:\/\//, ""))
    .replace(/^www\./, "").replace(/[/:?#].*$/, "");
  const labels = host.split(".").filter(Boolean);
  if (labels.length === 0) return [];
  let label = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  if (
    labels.length >= 3 && labels[labels.length - 1].length === 2 &&
    ["co", "com", "org", "net", "ac", "gov", "edu"].includes(labels[labels.length - 2])
  ) label = labels[labels.length - 3];
  const spaced = normalizeText(label.replace(/-/g, " "));
  const joined = normalizeText(label.replace(/-/g, ""));
  return [...new Set([spaced, joined].filter((x) => x.length >= 3))];
}

/** Removes brand word runs from a word list. */
function withoutBrand(list: Word[], brands: readonly string[]): Word[] {
  let out = list;
  for (const brand of brands) {
    const parts = brand.split(" ");
    const kept: typeof list = [];
    for (let i = 0; i < out.length;) {
      if (parts.every((p, j) => out[i + j]?.norm === p)) {
        i += parts.length;
      } else {
        kept.push(out[i]);
        i++;
      }
    }
    out = kept;
  }
  return out;
}

/** The words of a text that can name a topic: no brand, filler, years or list numbers. */
function topicWords(text: string, brands: readonly string[]): Word[] {
  const all = withoutBrand(words(text), brands);
  const list = all.filter((w, i) =>
    !FILLER.has(w.norm) && !/^(19|20)\d\d$/.test(w.norm) &&
    (!/^\d+$/.test(w.norm) || standardNumber(all[i - 1]?.norm))
  );
  // Trim stopwords at both ends ("the", "in", "a") but keep inner ones ("how to", "vs").
  let start = 0;
  let end = list.length;
  while (start < end && STOPWORDS.has(list[start].norm) && list[start].norm !== "how") start++;
  while (end > start && STOPWORDS.has(list[end - 1].norm)) end--;
  return list.slice(start, end);
}

/** The topic phrase of a text: display words, key, core stems and angles. */
export function toPhrase(text: string, brands: readonly string[]): Phrase | null {
  const kept = topicWords(text, brands);
  if (kept.length === 0) return null;
  const angles = new Set<string>();
  const core = new Set<string>();
  const loose = new Set<string>();
  for (const w of kept) {
    const angle = lookup(ANGLE_WORDS, w.norm);
    if (angle) {
      angles.add(angle);
      continue;
    }
    if (STOPWORDS.has(w.norm)) continue;
    if (GENERIC.has(w.norm)) {
      loose.add(stemWord(w.norm));
      continue;
    }
    core.add(stemWord(lookup(SYNONYMS, w.norm) ?? w.norm));
  }
  // A phrase of only generic words ("best tools") keeps them as its core.
  const coreList = [...(core.size > 0 ? core : loose)].sort(byText);
  if (coreList.length === 0) return null;
  if (coreList.every((s) => NAVIGATION.has(s))) return null;
  const display = kept.map((w) =>
    /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}/u.test(w.raw) ? w.raw : w.raw.toLowerCase()
  ).join(" ");
  return {
    display,
    key: kept.map((w) => w.norm).join(" "),
    core: coreList,
    angles: [...angles].sort(byText),
  };
}

/** The title part that names the topic: the first separator segment with a core term. */
export function titleCandidates(title: string): string[] {
  const segments = title.split(/\s+[|–—-]\s+|\s*\|\s*|:\s+|\s+[·•]\s+/u).map((s) => s.trim())
    .filter(Boolean);
  return segments.length > 0 ? segments : [title];
}

/**
 * The words of `text` behind `stems` ("denv" → "denver"), for display: internal stems never
 * reach a reader. A stem without a word in the text shows as itself.
 */
export function wordsOf(stems: readonly string[], text: string): string[] {
  const byStem = new Map<string, string>();
  for (const raw of normalizeText(text).split(" ")) {
    if (raw === "") continue;
    const s = stemWord(lookup(SYNONYMS, raw) ?? raw);
    if (!byStem.has(s)) byStem.set(s, raw);
  }
  return stems.map((s) => byStem.get(s) ?? s);
}
