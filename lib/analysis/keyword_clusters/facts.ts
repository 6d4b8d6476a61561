/**
 * What every step reads, computed once: the unique keywords (duplicates merged) with their
 * language, intent, question and navigation flags, stems and feature vectors.
 */
import { navigatedBrand } from "../understanding/site_navigation.ts";
import type { z } from "zod";
import {
  evidencedLanguageOfText,
  languageGroup,
  languageOfText,
} from "../understanding/language.ts";
import { isForeignStopword } from "../understanding/stopwords.ts";
import { oneFamily } from "../understanding/language_family.ts";
import { platformNamed, platformRole } from "../understanding/platform_brands.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { isModifierWord, isQuestion } from "../understanding/query_modifiers.ts";
import type { KeywordClustersRequestSchema } from "../../operations/keyword_cluster_build.ts";
import { byText, normalizeText } from "../../toolkit/text.ts";
import { type Intent } from "../../toolkit/values.ts";
import { STOPWORDS, tokens } from "../../toolkit/tokens.ts";
import { queryIntent } from "../understanding/query_intent.ts";
import {
  CLASS_PAGES,
  type ModifierClass,
  modifiersIn,
  type PageKind,
} from "../understanding/modifiers/mod.ts";
import { weighFeatures } from "./features.ts";
import { FRAME_WORDS, MODIFIERS, QUESTION_FRAME } from "./lexicon.ts";
import type { DuplicateGroup } from "./result.ts";
import type { ClusterThresholds } from "./thresholds.ts";

/**
 * What the analysis reads of the parsed `/keyword-cluster/build` request: the keywords (the
 * method and market decide only which SERPs the operation reads for it).
 */
export type KeywordClustersInput = Pick<z.output<typeof KeywordClustersRequestSchema>, "keywords">;

/** Options of {@linkcode buildKeywordClusters}. */
export interface KeywordClustersOptions {
  /** The request's clock: used only for the year in comparison-page titles. */
  now: Date;
  /** Overrides of the default thresholds (benchmarks and experiments; not a request field). */
  thresholds?: Partial<ClusterThresholds>;
  /**
   * `method: "serp"`: each keyword's top organic URLs (`pageKey` form; null when it had no
   * SERP), read through the provider by the operation. Absent: lexical clustering.
   */
  serps?: ReadonlyMap<string, readonly string[] | null>;
}

/** A supplied keyword: trimmed, with its search volume when given. */
export interface Supplied {
  text: string;
  volume: number | null;
}

/** The supplied keywords, trimmed, empty ones dropped, in the order given. */
export function suppliedKeywords(input: KeywordClustersInput): Supplied[] {
  return input.keywords.map((k) =>
    typeof k === "string"
      ? { text: k.trim(), volume: null }
      : { text: k.keyword.trim(), volume: k.search_volume ?? null }
  ).filter((k) => k.text.length > 0);
}

/** A unique keyword (duplicates merged) with its features. */
export interface Item {
  keyword: string;
  norm: string;
  variants: string[];
  occurrences: number;
  words: string[];
  stems: string[];
  vector: Map<string, number>;
  intent: Intent;
  signal: string | null;
  /** The class of its strongest modifier in its own language (price, free, definition ...). */
  modifier: ModifierClass | null;
  /**
   * The pages its modifiers ask for (`CLASS_PAGES`), all of them: a keyword carrying a how-to and
   * an account modifier may be read as either.
   */
  pageKinds: readonly PageKind[];
  /** The keyword's language (detected on the original text), for titles and follow-ups. */
  language: string;
  /**
   * Its language group in its list (`groupOf`): the language; "da|no" between close languages
   * the list does not tell apart; "es|pt#<keyword>" when unclear and sharing a page with no
   * keyword; "und" when neither it nor its list shows one (it may join keywords of any one
   * language, `apart/different_languages.ts`).
   */
  group: string;
  /** Whether the keyword itself shows its language (else its list decided, or nothing did). */
  languageShown: boolean;
  /** Monthly search volume, when supplied. */
  volume: number | null;
  /** A how-to or definition question ("what is", "comment faire"), in any language. */
  question: boolean;
  /** Set when the keyword is a brand's navigation query: set aside, never clustered. */
  navigational: string | null;
}

/** What a brand's navigation query ends with: its login, pricing, app, support ... */
const NAVIGATION =
  /^(\S+) (login|log in|sign in|signin|sign up|pricing|prices?|download|app|support|status|docs|documentation|careers|jobs|contact|phone number|customer service)$/;

/** How a keyword names a brand: "<brand> login", "<brand> vs ...", "... vs <brand>", "<brand> alternatives". */
const BRAND_MARKERS = [
  /^(\S+) (login|log in|sign in|signin)$/,
  /^(\S+) (vs|versus) /,
  / (?:vs|versus) (\S+)$/,
  /^(\S+) alternatives?\b/,
];

/**
 * Brands named in the list: single words the list uses as a brand (a login, a comparison, an
 * alternatives query). A brand's navigation queries (login, pricing, app ...) are served by its
 * own site, and a query naming a platform ("getyourguide tenerife", `platform_brands.ts`) by
 * that platform's listing, so they are set aside instead of planned as content.
 */
function markBrandNavigation(items: Item[]): void {
  const brands = new Set<string>();
  for (const item of items) {
    for (const marker of BRAND_MARKERS) {
      const m = marker.exec(item.norm);
      if (m && !STOPWORDS.has(m[1])) brands.add(m[1]);
    }
    // "<brand> <login or support phrase>" in any language ("shippeo connexion").
    const named = navigatedBrand(item.keyword);
    if (named && !STOPWORDS.has(named.brand)) brands.add(named.brand);
  }
  for (const item of items) {
    const platform = platformNamed(item.keyword);
    if (platform) {
      item.navigational = `"${item.keyword}" names ${platform}, ${
        platformRole(platform)
      }; not a page to create`;
      continue;
    }
    const m = NAVIGATION.exec(item.norm);
    const named = navigatedBrand(item.keyword);
    const [brand, page] = m ? [m[1], m[2]] : named ? [named.brand, named.phrase] : [];
    if (brand && page && brands.has(brand)) {
      item.navigational =
        `"${item.keyword}" navigates to ${brand}'s own ${page} page: served by that brand's site, not a page to create`;
    }
  }
}

/** Text written only in Han characters (with digits and spaces): Chinese or Japanese alike. */
const HAN_ONLY = /^[\p{Script=Han}\d\s]+$/u;

/**
 * Han characters are shared by Chinese and Japanese, so a keyword written only in them has no
 * language of its own ("家庭用蓄電池"); in a list whose other keywords are Japanese (kana) and
 * none Chinese it is Japanese, and the reverse. Otherwise it stays unknown.
 */
function hanByList(items: Item[]): void {
  const ja = items.some((i) => i.language === "ja");
  const zh = items.some((i) => i.language.startsWith("zh"));
  if (ja === zh) return;
  const language = ja ? "ja" : "zh";
  for (const item of items) {
    if (item.language !== "und" || !HAN_ONLY.test(item.keyword)) continue;
    item.language = language;
    item.group = language;
  }
}

/** Text in Latin letters only (digits, punctuation and spaces aside). */
const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u;

/** Languages written in another script than Latin (ISO 639-1). */
const OTHER_SCRIPT = new Set([
  "ja",
  "zh",
  "ko",
  "ru",
  "uk",
  "bg",
  "mk",
  "el",
  "ar",
  "fa",
  "he",
  "th",
  "hi",
]);

/** Whether a group's languages are written in Latin letters ("und": any). */
export function writtenInLatin(group: string): boolean {
  return group.split("#")[0].split("|").every((l) => !OTHER_SCRIPT.has(l));
}

/** The group of a Latin-letter keyword showing no language in a list written in another script. */
export const LATIN_UNKNOWN = "und:latin";

/** Share of a list's evidenced keywords one language needs to be the list's language. */
const LIST_LANGUAGE_SHARE = 2 / 3;
/** Fewer evidenced keywords than this say nothing of a list's language. */
const LIST_LANGUAGE_MIN = 3;

/** What a keyword list shows of its languages, to read the keywords that show little. */
interface ListLanguages {
  /** Keywords per language, of those that show exactly one. */
  definite: ReadonlyMap<string, number>;
  /** The group of keywords that show none (`unknownGroup`). */
  unknownAs: string;
}

/** What `keywords` show of their languages. */
function listLanguages(keywords: readonly string[]): ListLanguages {
  const groups = keywords.map(languageGroup);
  const definite = new Map<string, number>();
  for (const g of groups) {
    if (g !== "und" && !g.includes("|")) definite.set(g, (definite.get(g) ?? 0) + 1);
  }
  // Keywords between close languages count for the one of them the list shows, or for their
  // family together ("da|no", "da|no|sv").
  const shown = new Map(definite);
  const family: string[] = [];
  for (const g of groups.filter((g) => g.includes("|") && oneFamily(g.split("|")))) {
    const named = g.split("|").filter((l) => definite.has(l));
    if (named.length === 1) shown.set(named[0], shown.get(named[0])! + 1);
    else if (named.length === 0) family.push(...g.split("|"));
  }
  const joint = [...new Set(family)].sort().join("|");
  if (family.length > 0 && oneFamily(joint.split("|"))) {
    shown.set(
      joint,
      groups.filter((g) => g.includes("|") && g.split("|").every((l) => joint.includes(l))).length,
    );
  }
  return { definite, unknownAs: unknownGroup(shown) };
}

/**
 * The group of the list's keywords that show no language (plain ASCII without a function word:
 * "standing desk", "telt 2 personer"): the language (or the close languages, "da|no") of at
 * least two thirds (and three) of the keywords showing one; else English when some show English
 * (English keywords rarely carry a function word); else "und" (any one language:
 * `apart/different_languages.ts`).
 */
function unknownGroup(shown: ReadonlyMap<string, number>): string {
  const total = [...shown.values()].reduce((a, b) => a + b, 0);
  const [top] = [...shown].sort((a, b) => b[1] - a[1]);
  if (top && top[1] >= LIST_LANGUAGE_MIN && top[1] >= LIST_LANGUAGE_SHARE * total) return top[0];
  return shown.has("en") ? "en" : "und";
}

/**
 * A keyword's language group in its list, from its own reading `read` (`languageGroup`): as
 * read when it shows one language; the list's unknown group when it shows none; between close languages of one family ("da|no", "es|pt"),
 * the one the list shows when it shows only one of them, the pair when it shows neither
 * (shared with keywords naming the same pair); else a group of its own: it shares a page with
 * no keyword.
 */
function groupOf(keyword: string, read: string, list: ListLanguages): string {
  if (read === "und") {
    // A keyword in Latin letters is not in the language of a list written in another script
    // ("esim japan" in a Japanese list): it may join any language written in Latin letters.
    const latin = LATIN_ONLY.test(keyword);
    return latin && !writtenInLatin(list.unknownAs) ? LATIN_UNKNOWN : list.unknownAs;
  }
  if (!read.includes("|")) return read;
  const candidates = read.split("|");
  // Between unrelated languages, the list's own language when the detector also picks it ("just
  // toss a coin" in an English list: "just" is a Swedish function word too).
  const listed = list.unknownAs;
  if (candidates.includes(listed) && languageOfText(keyword) === listed) return listed;
  if (!oneFamily(candidates)) return `${read}#${keyword}`;
  const shown = candidates.filter((l) => list.definite.has(l));
  if (shown.length === 1) return shown[0];
  return shown.length === 0 ? read : `${read}#${keyword}`;
}

/**
 * A keyword's language (for stems, titles and follow-ups), its group, and the language its
 * modifiers are read in (null: every table): the list decides what the keyword does not show.
 */
function readingOf(
  keyword: string,
  list: ListLanguages,
): { language: string; group: string; evidenced: string | null; shown: boolean } {
  const read = languageGroup(keyword);
  const group = groupOf(keyword, read, list);
  const single = /^[a-z]{2,3}$/.test(group) ? group : null;
  // What the keyword does not show is not English by default: unknown unless the list says.
  const shows = evidencedLanguageOfText(keyword);
  return {
    language: single ?? shows ?? "und",
    group,
    evidenced: shows ?? single,
    shown: read !== "und",
  };
}

/** The topic stems of a keyword: without modifiers and question or task frames. */
export function coreStems(item: Item): Set<string> {
  return new Set(
    item.stems.filter((_, i) => {
      const w = item.words[i];
      return !MODIFIERS.has(w) && !FRAME_WORDS.has(w) && !isModifierWord(w, item.language);
    }),
  );
}

/** Merges keywords with the same normalised text (spaces aside); returns them in canonical order. */
export function uniqueItems(
  supplied: readonly Supplied[],
): { items: Item[]; duplicates: DuplicateGroup[] } {
  const byKey = new Map<string, Map<string, number>>();
  // A keyword's demand: the largest search_volume given for any of its spellings.
  const volumes = new Map<string, number>();
  // Spellings that differ only in spaces are one search: a compound written open or closed
  // ("bloemen abonnement", "bloemenabonnement"), Japanese with or without a space.
  const spaced = new Map<string, string>();
  for (const { text: k, volume } of supplied) {
    const norm = normalizeText(k);
    const closed = norm.replace(/\s+/g, "");
    if (norm !== "" && !spaced.has(closed)) spaced.set(closed, norm);
    // Keywords that normalise to nothing ("🙂", "!!!") are only merged when identical.
    const key = norm === "" ? `\u0000${k}` : spaced.get(closed)!;
    if (volume !== null) volumes.set(key, Math.max(volumes.get(key) ?? 0, volume));
    const forms = byKey.get(key) ?? new Map<string, number>();
    forms.set(k, (forms.get(k) ?? 0) + 1);
    byKey.set(key, forms);
  }
  const items: Item[] = [];
  const duplicates: DuplicateGroup[] = [];
  const list = listLanguages([...byKey.values()].map((forms) => [...forms.keys()][0]));
  for (const [key, forms] of [...byKey].sort((a, b) => byText(a[0], b[0]))) {
    // The most frequent spelling; ties: a clean one (already in normalised form), shorter, A-Z.
    const clean = (form: string) => (form.toLowerCase() === normalizeText(form) ? 0 : 1);
    const spellings = [...forms].sort((a, b) =>
      b[1] - a[1] || clean(a[0]) - clean(b[0]) || a[0].length - b[0].length || byText(a[0], b[0])
    );
    const keyword = spellings[0][0];
    const occurrences = spellings.reduce((n, [, c]) => n + c, 0);
    const variants = spellings.slice(1).map(([s]) => s);
    if (occurrences > 1) duplicates.push({ keyword, variants, occurrences });
    const { language, group, evidenced, shown } = readingOf(keyword, list);
    // Function words of the keyword's language ("für", "para") carry no topic either.
    const words = tokens(keyword).filter((w) => !isForeignStopword(w, group));
    const { intent, signal, modifier } = queryIntent(keyword, evidenced);
    const pageKinds = [
      ...new Set(modifiersIn(keyword, evidenced).flatMap((m) => CLASS_PAGES[m.class])),
    ];
    items.push({
      keyword,
      norm: key.startsWith("\u0000") ? "" : key,
      variants,
      occurrences,
      words,
      stems: words.map(stemmerFor(language)),
      vector: new Map(),
      intent,
      signal,
      modifier,
      pageKinds,
      language,
      group,
      languageShown: shown,
      volume: volumes.get(key) ?? null,
      question: (signal !== null && QUESTION_FRAME.test(signal)) ||
        pageKinds.includes("guide") ||
        (language !== "en" && isQuestion(keyword)),
      navigational: null,
    });
  }
  hanByList(items);
  markBrandNavigation(items);
  weighFeatures(items);
  return { items, duplicates };
}
