/**
 * What a site is about, read from its own rankings: the words of the searches its money pages
 * win (a product, service, category or landing page, or any commercial or transactional search
 * by DataForSEO's `search_intent_info`), and the words of its domain name. Keyword research
 * scores a term's business potential by how well the site's product answers it; a site's
 * selling pages are where its product is, so their searches are its topics.
 *
 * The domain's name is split into words by the words the site ranks for ("hoteldantefirenze"
 * → hotel, dante, firenze). A domain word that is also a topic word names the category or the
 * place ("hotel", "firenze"); the others are the brand's own name ("dante"). A search sharing
 * only the brand's name with the site, and no topic word, is a homonym: the poet, the star,
 * the game that shares the name, not the business.
 */
import { parse } from "tldts";
import { pageKind } from "../understanding/page_type.ts";
import { isForeignStopword } from "../understanding/stopwords.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";

/** One ranking as the topic reading sees it. */
export interface TopicRow {
  keyword: string;
  /** The intent and who gave it (DataForSEO's label or the service's own reading). */
  intent: string | null;
  url: string | null;
}

/** The site's topics. */
export interface SiteTopics {
  /** The domain name's words, in order. */
  domain_words: string[];
  /** Domain words that are not topic words: the brand's own name. */
  name_words: string[];
  /** Stems of the topic words. */
  topics: ReadonlySet<string>;
  /** How many rankings the topics were read from. */
  evidence: number;
  /** Enough selling rankings to tell on-topic from off-topic (see `MIN_EVIDENCE`). */
  established: boolean;
}

/** Fewer selling rankings than this cannot say what the site sells. */
export const MIN_EVIDENCE = 3;

/** A text's content words (normalised, stopwords of English and the market's language out). */
export function contentWords(text: string, language: string | null): string[] {
  return normalizeText(text).split(" ").filter((w) =>
    w.length > 1 && !/^\d+$/.test(w) && !STOPWORDS.has(w) && !isForeignStopword(w, language)
  );
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The words of the texts as a domain may spell them, each to its folded form: "bäckerei" is
 * "backerei" and, as German domains write it, "baeckerei".
 */
export function domainSpellings(texts: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const text of texts) {
    const folded = normalizeText(text).split(" ");
    const spelled = normalizeText(text.toLowerCase().replace(/[äöüß]/g, (c) => UMLAUTS[c]))
      .split(" ");
    folded.forEach((w, i) => {
      map.set(w, w);
      if (spelled.length === folded.length) map.set(spelled[i], w);
    });
  }
  return map;
}

/**
 * The domain label split into words the site ranks for, each in its folded form (fewest
 * words); a part that cannot be split stays whole.
 */
export function domainWords(domain: string, spellings: ReadonlyMap<string, string>): string[] {
  const label = parse(domain.toLowerCase()).domainWithoutSuffix ?? domain.toLowerCase();
  return label.split(/[-_.]+/).filter(Boolean).flatMap((part) => split(part, spellings));
}

/** Splits a run of letters into the fewest known words covering it all, or keeps it whole. */
function split(part: string, vocabulary: ReadonlyMap<string, string>): string[] {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= part.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const word = part.slice(start, end);
      const before = best[start];
      // The whole part is a word of the data when people search the domain's name itself
      // ("gladiatorpestdefense"): it names the site, it does not split it.
      if (!before || word.length < 2 || word === part || !vocabulary.has(word)) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) {
        best[end] = [...before, vocabulary.get(word)!];
      }
    }
  }
  return best[part.length] ?? [vocabulary.get(part) ?? part];
}

/** Whether a ranking is on a selling page or a buying search. */
function sells(row: TopicRow): boolean {
  if (row.intent === "commercial" || row.intent === "transactional") return true;
  if (!row.url) return false;
  let path = row.url;
  try {
    path = new URL(row.url).pathname;
  } catch { /* a path */ }
  return path !== "/" && pageKind(null, path)?.kind === "money";
}

/**
 * The site's topics from its rankings. `isBrand` marks the rankings of the owner's own name,
 * which say who the site is, not what it sells.
 */
export function siteTopics(
  domain: string | null,
  rows: readonly TopicRow[],
  language: string | null,
  isBrand: (row: TopicRow) => boolean,
): SiteTopics {
  const stem = stemmerFor(language);
  const spellings = domainSpellings(rows.map((r) => r.keyword));
  const selling = rows.filter((r) => sells(r) && !isBrand(r));
  const topics = new Set(
    selling.flatMap((r) => contentWords(r.keyword, language)).map(stem),
  );
  const words = domain ? domainWords(domain, spellings) : [];
  return {
    domain_words: words,
    name_words: words.filter((w) => !topics.has(stem(w))),
    topics,
    evidence: selling.length,
    established: selling.length >= MIN_EVIDENCE,
  };
}

/** The stems of a text's content words. */
export function topicStems(text: string, language: string | null): string[] {
  const stem = stemmerFor(language);
  return contentWords(text, language).map(stem);
}
