/** Which keywords may never share a page (or a hub). */
import { coreStems, type Item } from "../facts.ts";
import { BUYING_MODIFIER, NOUN_PHRASE, QUESTION_FRAME } from "../lexicon.ts";
import { PRODUCT_NAME_WORDS } from "../thresholds.ts";

/**
 * Two product names that share one word and differ in another ("dog bed" and "king bed frame",
 * "table lamp" and "console table") are different products: one shared word is no topic, and
 * one page cannot sell both. Only short noun phrases are judged so: longer queries and
 * questions carry their topic in more words than one.
 */
export function differentProducts(a: Item, b: Item): boolean {
  const name = (x: Item) =>
    (x.signal === null || BUYING_MODIFIER.test(x.signal)) && NOUN_PHRASE.test(x.norm);
  const ca = coreStems(a);
  const cb = coreStems(b);
  const product = (x: Item, core: Set<string>) =>
    name(x) && core.size >= 2 && core.size <= PRODUCT_NAME_WORDS;
  // A how-to about one product is no page for another ("sofa bed", "how to clean a velvet sofa").
  const howTo = (x: Item, core: Set<string>) =>
    x.signal !== null && QUESTION_FRAME.test(x.signal) && core.size >= 2 &&
    core.size <= PRODUCT_NAME_WORDS;
  const pair = (x: Item, cx: Set<string>, y: Item, cy: Set<string>) =>
    product(x, cx) && (product(y, cy) || howTo(y, cy));
  if (!pair(a, ca, b, cb) && !pair(b, cb, a, ca)) return false;
  let shared = 0;
  for (const t of ca) if ([...cb].some((u) => sameWord(t, u))) shared++;
  return shared === 1;
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

/**
 * Keywords one page cannot serve together: different languages, another brand's navigation,
 * two different product names, or a question ("what is", "how to") and a shopping search ("best", "pricing", "buy").
 */
export function mayShare(a: Item, b: Item): boolean {
  return !differentProducts(a, b) && alike(a, b);
}

/**
 * Keywords whose words may count as alike at all: the page rules of `mayShare` but two product
 * names, which stay related for hubs ("coffee grinders for espresso", "espresso machine").
 */
export function alike(a: Item, b: Item): boolean {
  if (a.group !== b.group) return false;
  if (a.navigational || b.navigational) return false;
  const buying = (x: Item) => x.signal !== null && BUYING_MODIFIER.test(x.signal);
  const asking = (x: Item) => x.question;
  if ((asking(a) && buying(b)) || (asking(b) && buying(a))) return false;
  // Two questions share a page only on their topic words, not on the frame ("how to choose a").
  if (asking(a) && asking(b)) {
    const core = coreStems(a);
    const other = coreStems(b);
    if (core.size > 0 && other.size > 0 && ![...core].some((t) => other.has(t))) return false;
  }
  return true;
}

/** Keywords a hub (pillar) may group: one language, no other brand's navigation. */
export function mayShareHub(a: Item, b: Item): boolean {
  return a.group === b.group && !a.navigational && !b.navigational;
}
