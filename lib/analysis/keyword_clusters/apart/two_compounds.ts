import { coreStems, type Item } from "../facts.ts";
import { nameLike, sameWord } from "./product_names.ts";
import { COMPOUND } from "../thresholds.ts";
import { type ApartRule, DECIDES } from "./types.ts";

/**
 * The one topic word of a one-word name written in Latin letters, else null: as written, since
 * stemmers cut a short head ("utomhusspa" stems to "utomhussp").
 */
function oneWord(x: Item): { word: string; stem: string } | null {
  const core = coreStems(x);
  const at = x.stems.findIndex((s) => core.has(s));
  if (core.size !== 1 || x.stems.filter((s) => core.has(s)).length !== 1) return null;
  return /^\p{Script=Latin}+$/u.test(x.words[at]) ? { word: x.words[at], stem: x.stems[at] } : null;
}

/** The letters two words share at their start. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Two closed compounds with the same first part and different heads ("utomhusbastu" /
 * "utomhusspa", "Gartenhaus" / "Gartenmöbel", "bookcase" / "bookshelf"): each head, the rest after
 * the shared start, has `COMPOUND.head` letters or more and neither is a form of the other, nor
 * are the words' stems ("accountant" / "accounting" are one stem: a derivation, not a compound).
 */
function twoHeads(x: { word: string; stem: string }, y: { word: string; stem: string }): boolean {
  if (sameWord(x.stem, y.stem)) return false;
  const [a, b] = [x.word, y.word];
  const start = sharedStart(a, b);
  const [ha, hb] = [a.slice(start), b.slice(start)];
  return start >= COMPOUND.part && ha.length >= COMPOUND.head && hb.length >= COMPOUND.head &&
    !sameWord(ha, hb);
}

/** The one-word form of `two_product_names`: a closed compound is a name of two words. */
export const twoCompounds: ApartRule = {
  id: "two_compounds",
  decides: DECIDES,
  when:
    "two one-word names that are closed compounds with the same first part and different heads ('utomhusbastu' / 'utomhusspa', 'Gartenhaus' / 'Gartenmöbel')",
  because:
    "compounds name their head, the last part (German, Dutch and the Nordic languages write 'outdoor sauna' as one word): a shared first part is one shared word, as in 'outdoor sauna' and 'outdoor spa', and one page cannot sell two products",
  decide({ a, b }) {
    const [wa, wb] = [oneWord(a), oneWord(b)];
    return (wa !== null && wb !== null && nameLike(a) && nameLike(b) && twoHeads(wa, wb)) ||
      null;
  },
};
