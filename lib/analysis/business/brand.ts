/**
 * The owner's brand, and any other site's, as sets of spelling-free keys: "Paws & Plate",
 * "paws and plate", "Paws+Plate", "pawsandplate.com" and "PAWS-N-PLATE" are one brand. Brand
 * queries and anchors are the business's own demand and its healthiest links (Google's link
 * spam policy names exact-match keyword anchors as the manipulative pattern, never the site's
 * name), so every operation that judges keywords or anchors reads them through this module.
 *
 * A key is the brand's words run together, with connectors ("&", "+", and, und, et, y, e, en,
 * i, n) both dropped and written as "and", and German umlauts both folded (ü → u) and spelled
 * out (ü → ue), as domains write them. A text mentions a brand when a run of its words (on
 * word boundaries) gives one of the brand's keys, so "halo" is never found inside "halogen".
 */
import { parse } from "tldts";
import { normalizeText } from "../../toolkit/text.ts";

/** Where a brand term came from. */
export type BrandSource = "request" | "site_name" | "domain";

/** One brand name and the keys any of its spellings fold to. */
export interface BrandTerm {
  label: string;
  source: BrandSource;
  keys: readonly string[];
}

/** The owner's brand terms; `certain` when the owner named them (request or site name). */
export interface BrandProfile {
  domain: string | null;
  terms: readonly BrandTerm[];
  certain: boolean;
}

/** Words that join the parts of a name ("Paws & Plate", "Müller und Söhne", "Dolce e Gabbana"). */
const CONNECTORS: ReadonlySet<string> = new Set([
  "and",
  "und",
  "et",
  "y",
  "e",
  "en",
  "i",
  "n",
  "og",
  "och",
]);

/** Keys shorter than this match too many words to stand for a brand. */
const MIN_KEY = 3;

/** The longest brand, in words, looked for in a text. */
const MAX_WORDS = 6;

/**
 * Letters a domain cannot carry, as domains write them: folded ("sønn" → "sonn", "łódź" →
 * "lodz") and, for the German and Nordic letters, spelled out ("müller" → "mueller", "sønn" →
 * "soenn", "ålesund" → "aalesund").
 */
const FOLDED: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ß: "ss",
};
const SPELLED: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  ø: "oe",
  æ: "ae",
  å: "aa",
};

/** The text's words with "&" and "+" as "and"; special letters spelled out when `spelled`. */
function wordsOf(text: string, spelled: boolean): string[] {
  let value = text.replace(/[&+]/g, " and ").toLowerCase();
  if (spelled) value = value.replace(/[äöüßøæå]/g, (c) => SPELLED[c]);
  value = value.replace(/[øæœłđðþß]/g, (c) => FOLDED[c]);
  return normalizeText(value).split(" ").filter(Boolean);
}

/** The keys one run of words folds to: run together, connectors dropped or kept as "and". */
function keysOfWords(words: readonly string[]): string[] {
  const kept = words.map((w) => CONNECTORS.has(w) ? "and" : w).join("");
  const dropped = words.filter((w) => !CONNECTORS.has(w)).join("");
  return [...new Set([kept, dropped])].filter((k) => k.length >= MIN_KEY);
}

/**
 * A run-together domain label with a connector between two names ("fjellrevogsonn",
 * "smithandsons", "lopezybarrios"): the keys of the name written with the connector as words,
 * so "Fjellrev & Sønn" finds fjellrevogsonn.no. Both sides need 3 letters or more.
 */
function connectorKeys(label: string): string[] {
  const keys: string[] = [];
  for (const c of [...CONNECTORS].filter((c) => c.length >= 2 || c === "y")) {
    for (let at = label.indexOf(c, 3); at >= 0; at = label.indexOf(c, at + 1)) {
      if (label.length - at - c.length < 3) break;
      keys.push(...keysOfWords([label.slice(0, at), c, label.slice(at + c.length)]));
    }
  }
  return keys;
}

/** Every key a brand name folds to. */
export function brandKeys(name: string): string[] {
  const keys = [...keysOfWords(wordsOf(name, false)), ...keysOfWords(wordsOf(name, true))];
  return [...new Set(keys)];
}

/** A brand term from a name. */
export function brandTerm(label: string, source: BrandSource): BrandTerm {
  return { label: label.trim(), source, keys: brandKeys(label) };
}

/** The registrable domain of a host or URL ("shop.little-linen.co.uk" → "little-linen.co.uk"). */
export function registrableDomain(hostOrUrl: string): string | null {
  const parsed = parse(hostOrUrl.trim().toLowerCase());
  return parsed.domain ?? parsed.hostname ?? null;
}

/** A site's brand from its domain: the registrable label ("little-linen.co.uk" → "little linen"). */
export function brandOfDomain(domain: string): BrandTerm | null {
  const label = parse(domain.trim().toLowerCase()).domainWithoutSuffix;
  if (!label) return null;
  const term = brandTerm(label.replace(/[-_.]+/g, " "), "domain");
  const joined = label.includes("-") || label.includes(".") ? [] : connectorKeys(label);
  const keys = [...new Set([...term.keys, ...joined])];
  return keys.length > 0 ? { ...term, keys } : null;
}

/** What the owner's brand profile is built from. */
export interface BrandInput {
  target?: string | null;
  brand_terms?: readonly string[] | null;
  site_name?: string | null;
}

/** The owner's brand: the named terms, the site name and the domain's label. */
export function brandProfile(input: BrandInput): BrandProfile {
  const named = (input.brand_terms ?? []).map((t) => brandTerm(t, "request"));
  const site = input.site_name ? [brandTerm(input.site_name, "site_name")] : [];
  const domain = input.target ? registrableDomain(input.target) : null;
  const fromDomain = domain ? brandOfDomain(domain) : null;
  const terms = [...named, ...site, ...(fromDomain ? [fromDomain] : [])]
    .filter((t) => t.keys.length > 0);
  return { domain, terms, certain: named.length + site.length > 0 };
}

/** Every run of up to `MAX_WORDS` consecutive words of a text, as brand keys. */
function runKeysOf(text: string): Set<string> {
  const keys = new Set<string>();
  for (const spelled of [false, true]) {
    const words = wordsOf(text, spelled);
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + MAX_WORDS); end++) {
        for (const key of keysOfWords(words.slice(start, end))) keys.add(key);
      }
    }
  }
  return keys;
}

/** The first term the text mentions on word boundaries, or null. */
export function mentionedBrand(text: string, terms: readonly BrandTerm[]): BrandTerm | null {
  if (terms.length === 0) return null;
  const runs = runKeysOf(text);
  return terms.find((t) => t.keys.some((k) => runs.has(k))) ?? null;
}

/** Whether the text mentions one of the terms (any spelling, on word boundaries). */
export function mentionsBrand(text: string, terms: readonly BrandTerm[]): boolean {
  return mentionedBrand(text, terms) !== null;
}

/** Whether the text is nothing but a brand (or its domain): "Paws & Plate", "pawsandplate.com". */
export function isOnlyBrand(text: string, terms: readonly BrandTerm[]): boolean {
  const bare = text.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "");
  const label = parse(bare).domainWithoutSuffix;
  const candidates = [bare, ...(label && parse(bare).isIcann ? [label] : [])];
  return candidates.some((c) => {
    const keys = keysOfWords(wordsOf(c, false)).concat(keysOfWords(wordsOf(c, true)));
    return terms.some((t) => t.keys.some((k) => keys.includes(k)));
  });
}
