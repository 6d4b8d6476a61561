/** Feature vectors: IDF-weighted stems, words, stem bigrams and character 3-grams. */
import { isModifierWord } from "../understanding/query_modifiers.ts";
import { byText } from "../../toolkit/text.ts";
import type { Item } from "./facts.ts";
import { MODIFIERS } from "./lexicon.ts";
import {
  BIGRAM_WEIGHT,
  CHAR_MIN_LENGTH,
  CHAR_WEIGHT,
  MODIFIER_WEIGHT,
  SURFACE_WEIGHT,
} from "./thresholds.ts";

/** Raw feature weights of one keyword, before IDF. */
function rawFeatures(item: Item): Map<string, number> {
  const f = new Map<string, number>();
  const put = (key: string, w: number) => f.set(key, Math.max(f.get(key) ?? 0, w));
  // Modifiers of the keyword's own language weigh less too ("melhor", "comment faire").
  const modifier = (w: string) =>
    MODIFIERS.has(w) || (item.language !== "en" && isModifierWord(w, item.language));
  item.stems.forEach((s, i) => {
    const weight = modifier(item.words[i]) ? MODIFIER_WEIGHT : 1;
    put(`w:${s}`, weight);
    // The same word counts more than the same stem ("manager" / "management").
    put(`t:${item.words[i]}`, weight * SURFACE_WEIGHT);
  });
  for (let i = 0; i + 1 < item.stems.length; i++) {
    put(`b:${item.stems[i]} ${item.stems[i + 1]}`, BIGRAM_WEIGHT);
  }
  for (const word of item.words) {
    const chars = Array.from(word);
    if (chars.length < CHAR_MIN_LENGTH || (item.language !== "en" && modifier(word))) continue;
    const padded = ["^", ...chars, "$"];
    const count = padded.length - 2;
    for (let i = 0; i + 3 <= padded.length; i++) {
      put(`c:${padded.slice(i, i + 3).join("")}`, CHAR_WEIGHT / Math.sqrt(count));
    }
  }
  return f;
}

/** Fills each item's L2-normalised IDF-weighted vector. */
export function weighFeatures(items: Item[]): void {
  const raw = items.map(rawFeatures);
  const df = new Map<string, number>();
  for (const f of raw) for (const key of f.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const n = items.length;
  raw.forEach((f, i) => {
    const vector = new Map<string, number>();
    let norm = 0;
    // Sorted keys: the same sums in the same order whatever the word order of the input.
    for (const key of [...f.keys()].sort(byText)) {
      const w = f.get(key)! * (Math.log((1 + n) / (1 + df.get(key)!)) + 1);
      vector.set(key, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) { for (const [key, w] of vector) vector.set(key, w / norm); }
    items[i].vector = vector;
  });
}
