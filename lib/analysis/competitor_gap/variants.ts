/**
 * Topics two competitors word differently but mean alike are one topic: inflected and derived
 * forms of a word beside a word written alike ("ecografia addome", "ecografia addominale") and
 * a closed compound beside its open form ("vloerisolatie", "vloer isoleren";
 * "spouwmuurisolatie", "spouwmuur isoleren"). Dutch, German and the Nordic languages write
 * compounds closed or open, and Romance derivations share their stem's first letters
 * (morphology as the Snowball stemmers' documentation describes it); search engines read such
 * forms as one query, so two pages on them are one page to make, covered by both competitors.
 */
import { SCORING } from "./thresholds.ts";
import type { Topic } from "./facts.ts";

const V = SCORING.variants;

/** Whether two stems are forms of one word: equal, or sharing their first `sharedPrefix` letters. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= V.sharedPrefix;
}

/**
 * Linking elements between a compound's parts (German Fugenelemente -s-, -n-, -en-, -es-, -er-;
 * Dutch -s-, -en-; Swedish -s-, -a-, -u-, -o-): "Fassade" + "Dämmung" is "Fassadendämmung".
 */
const LINKS = ["", "s", "n", "e", "a", "u", "o", "en", "es", "er"];

/** Whether `rest` begins with `part`'s first letters, after a linking element. */
function linked(rest: string, part: string): boolean {
  return LINKS.some((l) => rest.startsWith(l + part.slice(0, V.partMin)));
}

/** Whether `closed` is the compound of `first` and `second` ("vloerisolati" = "vloer" + "isol..."). */
function compoundOf(closed: string, first: string, second: string): boolean {
  if (closed.length < V.compoundMin || first.length < V.partMin || second.length < V.partMin) {
    return false;
  }
  return closed.startsWith(first) && linked(closed.slice(first.length), second);
}

/**
 * Whether two cores name one subject: word for word forms of the same words, at least one of
 * them written alike (two single words sharing a prefix may be different things: "contract",
 * "contractor"); or one word the closed compound of the other's two.
 */
export function sameSubject(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 1 && b.length === 2) return closedOpen(a[0], b);
  if (b.length === 1 && a.length === 2) return closedOpen(b[0], a);
  if (a.length !== b.length) return false;
  const left = [...b];
  let alike = 0;
  for (const s of a) {
    const i = left.findIndex((t) => sameWord(s, t));
    if (i < 0) return false;
    if (left[i] === s) alike++;
    left.splice(i, 1);
  }
  return alike > 0;
}

/**
 * How many of a one- or two-word core a page's stems hold only as a compound's other form: the
 * open form of a closed core ("spouwmuurisolati" in "spouwmuur isoleren"), or a closed form of
 * an open one; 0 when they hold none that way.
 */
export function compoundHits(core: readonly string[], stems: ReadonlySet<string>): number {
  if (core.length === 2) {
    for (const s of stems) if (closedOpen(s, core)) return 2;
    return 0;
  }
  if (core.length !== 1 || core[0].length < V.compoundMin) return 0;
  const closed = core[0];
  for (const first of stems) {
    if (first.length < V.partMin || !closed.startsWith(first)) continue;
    const rest = closed.slice(first.length);
    for (const second of stems) {
      if (second !== first && second.length >= V.partMin && linked(rest, second)) return 1;
    }
  }
  return 0;
}

function closedOpen(closed: string, open: readonly string[]): boolean {
  const [x, y] = open;
  return compoundOf(closed, x, y) || compoundOf(closed, y, x);
}

/** Merges root topics of one angle whose cores name one subject; the one with more pages keeps. */
export function mergeVariants(topics: readonly Topic[]): Topic[] {
  const kept: Topic[] = [];
  const ordered = [...topics].sort((a, b) => b.pages.length - a.pages.length);
  for (const t of ordered) {
    const into = kept.find((k) =>
      k.angles.join("+") === t.angles.join("+") && sameSubject(k.core, t.core)
    );
    if (!into) {
      kept.push(t);
      continue;
    }
    into.pages.push(...t.pages);
    t.pages = [];
    t.parent = into;
  }
  return topics.filter((t) => t.parent === null && t.pages.length > 0);
}
