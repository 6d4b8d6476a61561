/** What the two product rules read: product names, short how-tos, and the words they share. */
import type { Item } from "../facts.ts";
import { BUYING_MODIFIER, NOUN_PHRASE, QUESTION_FRAME } from "../lexicon.ts";
import { PRODUCT_NAME_WORDS } from "../thresholds.ts";

/** A short noun phrase without a modifier, or with a shopping one ("dog bed", "best dog bed"). */
export function nameLike(x: Item): boolean {
  return (x.signal === null || BUYING_MODIFIER.test(x.signal)) && NOUN_PHRASE.test(x.norm);
}

/** A product name: a noun phrase of 2-3 topic words (`core`: its topic stems). */
export function productName(x: Item, core: Set<string>): boolean {
  return nameLike(x) && core.size >= 2 && core.size <= PRODUCT_NAME_WORDS;
}

/** A how-to about one product (2-3 topic words): "how to clean a velvet sofa". */
export function shortHowTo(x: Item, core: Set<string>): boolean {
  return x.signal !== null && QUESTION_FRAME.test(x.signal) && core.size >= 2 &&
    core.size <= PRODUCT_NAME_WORDS;
}

/** How many topic stems of `ca` have the same word in `cb`. */
export function sharedWords(ca: Set<string>, cb: Set<string>): number {
  let shared = 0;
  for (const t of ca) if ([...cb].some((u) => sameWord(t, u))) shared++;
  return shared;
}

/**
 * The same stem, another form of it ("vaccin", "vaccination": one starts the other, 5+ letters)
 * or a misspelling (one edit apart, both 5+ letters: "reserch").
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5) return false;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  // One substitution, insertion or deletion leaves at most one character unmatched on each side.
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}
