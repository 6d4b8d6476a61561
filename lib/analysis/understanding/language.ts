/**
 * The language of a short text (a keyword, a title), detected on the original text before
 * accents are folded away, with a maintained detector (tinyld). Short texts are hard: only a
 * confident detection counts, and an unaccented text the detector is unsure of is read as
 * English, the default search language.
 */
import * as stopword from "stopword";
import { detectAll } from "tinyld";
import { detectProse } from "./prose_detector.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { MODIFIER_TABLES, oneWordModifiers } from "./modifiers/mod.ts";

/**
 * Function words and common search words per language: on two- to five-word keywords they
 * are surer evidence than letter statistics. A word listed for several languages counts for
 * each by a share.
 */
const LEXICON: Readonly<Record<string, readonly string[]>> = {
  en: [
    "recipe",
    "recipes",
    "class",
    "classes",
    "cooking",
    "gift",
    "voucher",
    "make",
    "kids",
    "the",
    "a",
    "an",
    "for",
    "of",
    "in",
    "with",
    "to",
    "and",
    "how",
    "what",
    "why",
    "is",
    "are",
    "my",
    "i",
    "you",
    "can",
    "do",
    "does",
    "best",
    "near",
    "me",
    "course",
    "courses",
    "school",
    "learn",
    "exam",
    "preparation",
    "cheap",
    "price",
    "free",
    "vs",
    "review",
    "guide",
    "tell",
  ],
  de: [
    "rezept",
    "rezepte",
    "kochkurs",
    "kinder",
    "gutschein",
    "der",
    "die",
    "das",
    "und",
    "für",
    "mit",
    "im",
    "in",
    "zum",
    "zur",
    "lernen",
    "kurs",
    "kurse",
    "schule",
    "sprachschule",
    "spanisch",
    "englisch",
    "urlaub",
    "günstig",
    "kosten",
    "was",
    "wie",
    "ist",
    "ein",
    "eine",
    "nach",
    "bei",
  ],
  fr: [
    "recette",
    "recettes",
    "cuisine",
    "enfant",
    "enfants",
    "cadeau",
    "atelier",
    "boeuf",
    "le",
    "la",
    "les",
    "des",
    "du",
    "de",
    "et",
    "pour",
    "avec",
    "à",
    "au",
    "aux",
    "cours",
    "école",
    "apprendre",
    "espagnol",
    "anglais",
    "prix",
    "pas",
    "cher",
    "comment",
    "d'",
    "l'",
    "qu'",
  ],
  es: [
    "receta",
    "recetas",
    "cocina",
    "niños",
    "regalo",
    "clases",
    "el",
    "la",
    "los",
    "las",
    "de",
    "del",
    "y",
    "para",
    "con",
    "en",
    "cursos",
    "curso",
    "escuela",
    "aprender",
    "español",
    "inglés",
    "precio",
    "barato",
    "cómo",
    "qué",
    "es",
    "un",
    "una",
    "preparación",
    "receta",
    "recetas",
    "cocina",
    "niños",
    "regalo",
    "clases",
  ],
  pt: [
    "o",
    "a",
    "os",
    "as",
    "do",
    "da",
    "dos",
    "das",
    "de",
    "e",
    "para",
    "com",
    "em",
    "curso",
    "cursos",
    "escola",
    "aprender",
    "espanhol",
    "inglês",
    "preço",
    "barato",
    "como",
    "que",
  ],
};

/** Further function and search words per language, beside the lexicon above. */
const MORE_WORDS: Readonly<Record<string, string>> = {
  en:
    "at before under where from on your with without near home not so will need want please give get today weather time day new good one two three there here this that these those about after",
  de:
    "wo beste bestes besten machen kostenlos kostenlose kostenloses anfänger unter vor gegen selber zu hause dem den einen ich übungen",
  fr:
    "où meilleur meilleure meilleurs faire gratuit gratuits gratuite débutant débutants une un est près chez sur dans",
  es: "dónde mejor mejores por hacer gratis principiantes al ejercicios",
  it:
    "con per il lo gli di della delle dello degli del dei che è come cosa dove perché migliore migliori miglior ricetta ricette corso corsi scuola imparare prezzo economico economici gratuito gratuita gratuiti una un alla alle allo sotto vicino fare principianti esercizi",
  pt:
    "em ao aos até onde melhor melhores receita receitas fazer uma um no na nas nos grátis iniciantes você perto",
};

/**
 * Stopword lists of the maintained `stopword` package: each word of a list is weaker evidence
 * than a lexicon word (the lists are long and overlap), and counts only when no lexicon word
 * decides.
 */
const STOPWORD_LISTS: Readonly<Record<string, readonly string[]>> = {
  en: [...stopword.eng, ...STOPWORDS],
  de: stopword.deu,
  fr: stopword.fra,
  es: stopword.spa,
  it: stopword.ita,
  pt: stopword.por,
  nl: stopword.nld,
};

/** What follows the apostrophe of an English contraction. */
const ENGLISH_CONTRACTION = /^'(s|d|m|ll|re|ve|t)$/;

/** Weight of a stopword-list word, before it is shared between the languages listing it. */
const STOPWORD_WEIGHT = 0.5;

/** Per word, the evidence it gives each language. */
const SHARE = new Map<string, Map<string, number>>();
function credit(
  words: Iterable<string>,
  language: string,
  weight: number,
  into: Map<string, Map<string, number>>,
) {
  for (const w of words) {
    const entry = into.get(w) ?? new Map<string, number>();
    entry.set(language, weight);
    into.set(w, entry);
  }
}
for (const [language, words] of Object.entries(LEXICON)) credit(words, language, 1, SHARE);
for (const [language, words] of Object.entries(MORE_WORDS)) {
  credit(words.split(" "), language, 1, SHARE);
}
const FROM_LISTS = new Map<string, Map<string, number>>();
for (const [language, words] of Object.entries(STOPWORD_LISTS)) {
  credit(words, language, STOPWORD_WEIGHT, FROM_LISTS);
}
// A list word adds the languages the lexicon does not already credit it to.
for (const [w, entry] of FROM_LISTS) {
  const known = SHARE.get(w);
  if (!known) SHARE.set(w, entry);
  else for (const [l, weight] of entry) if (!known.has(l)) known.set(l, weight);
}

/**
 * Stopword lists of further markets (the same package): keywords there are often typed without
 * their letters ("telt til 2 personer", "sac ekimi icin"), so function words are the
 * evidence. Only words no list above credits count: crediting "de", "i" or "for" to these
 * languages too would dilute the evidence of the languages they already mark ("ferramentas de
 * seo" would lose its Portuguese and Spanish reading).
 */
const FURTHER_LISTS: Readonly<Record<string, readonly string[]>> = {
  da: stopword.dan,
  no: stopword.nob,
  sv: stopword.swe,
  fi: stopword.fin,
  pl: stopword.pol,
  cs: stopword.ces,
  tr: stopword.tur,
};
const FURTHER = new Map<string, Map<string, number>>();
for (const [language, words] of Object.entries(FURTHER_LISTS)) {
  credit(words.map((w) => w.toLowerCase()), language, STOPWORD_WEIGHT, FURTHER);
}
for (const [w, entry] of FURTHER) if (!SHARE.has(w)) SHARE.set(w, entry);

/**
 * The one-word search modifiers of each language's reviewed table (`modifiers/tables`): "cena",
 * "najlepsze", "billiga", "kostenlos" are words of their language as surely as its function
 * words. Only words of one table count ("test", "vs" and "login" are typed in many markets),
 * and, like the further lists, only words no list above credits.
 */
const MODIFIER_WORDS = new Map<string, Map<string, number>>();
for (const language of Object.keys(MODIFIER_TABLES)) {
  credit(oneWordModifiers(language).map((w) => w.toLowerCase()), language, 1, MODIFIER_WORDS);
}
for (const [w, entry] of MODIFIER_WORDS) if (entry.size === 1 && !SHARE.has(w)) SHARE.set(w, entry);

/**
 * Letters that only some languages write (ñ Spanish, ã Portuguese, ß German, œ French, å
 * Scandinavian, æ ø Danish and Norwegian): one point per letter kind, shared between the
 * languages using it (the languages' alphabets). ä and ö are German, Swedish and Finnish alike:
 * the point goes to German, the largest language writing them, and half of one to each of the
 * others, so a Swedish or Finnish word beside them decides ("köpa", "för"); with å as well only
 * Swedish writes them all.
 */
const LETTERS: readonly [RegExp, Readonly<Record<string, number>>][] = [
  [/ñ/, { es: 1 }],
  [/[ãõ]/, { pt: 1 }],
  [/ß/, { de: 1 }],
  [/[äö]/, { de: 1, sv: 0.5, fi: 0.5 }],
  [/ü/, { de: 0.5, tr: 0.5 }],
  [/å/, { sv: 1 / 3, da: 1 / 3, no: 1 / 3 }],
  [/å.*[äö]|[äö].*å/, { sv: 1 }],
  [/[æø]/, { da: 0.5, no: 0.5 }],
  [/[œëïîû]/, { fr: 1 }],
  [/[êô]/, { fr: 0.5, pt: 0.5 }],
  [/ç/, { fr: 0.5, pt: 0.5 }],
  [/è/, { fr: 0.5, it: 0.5 }],
  [/[òì]/, { it: 1 }],
  [/[áíóú]/, { es: 0.5, pt: 0.5 }],
  [/é/, { fr: 0.25, es: 0.25, pt: 0.25, it: 0.25 }],
];

/** Lexicon scores of `text` per language. */
export function lexiconScores(text: string): Map<string, number> {
  const score = new Map<string, number>();
  const add = (l: string, v: number) => score.set(l, (score.get(l) ?? 0) + v);
  const lower = text.toLowerCase();
  const words = lower.replace(/[’]/g, "'").match(/[\p{L}]+(?:'[\p{L}]*)?/gu) ?? [];
  for (const token of words) {
    const cut = token.indexOf("'");
    // English contractions ("let's", "i'd", "don't") are English; a French elision ("d'",
    // "l'", "qu'") is read as its article.
    if (cut > 0 && ENGLISH_CONTRACTION.test(token.slice(cut))) add("en", 1);
    const raw = cut > 0 ? token.slice(0, cut + 1) : token;
    const entry = SHARE.get(raw) ?? (cut > 0 ? SHARE.get(raw.slice(0, -1)) : undefined);
    if (!entry) continue;
    for (const [l, weight] of entry) add(l, weight / entry.size);
  }
  for (const [pattern, points] of LETTERS) {
    if (pattern.test(lower)) { for (const [l, v] of Object.entries(points)) add(l, v); }
  }
  return score;
}

/** The language the lexicon points to, when one clearly leads (by a whole word or more). */
function lexiconLanguage(score: Map<string, number>): string | null {
  const ranked = [...score].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return null;
  const [top, second] = ranked;
  return top[1] >= 1 && top[1] - (second?.[1] ?? 0) >= 0.5 ? top[0] : null;
}

/**
 * Languages a plain-ASCII keyword is credited to on the detector's word alone: the large
 * Latin-script search markets. Rarer answers on two or three ASCII words ("seo" as Irish) are
 * letter statistics, not evidence.
 */
const ASCII_LANGUAGES = new Set([
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "nl",
  "pl",
  "sv",
  "da",
  // tinyld names Norwegian "no"; Bokmål is "nb" elsewhere.
  "no",
  "nb",
  "fi",
]);

/** Detections below this accuracy are not trusted. */
const MIN_ACCURACY = 0.5;

/** Letters outside plain ASCII (accents, umlauts, ñ, ß, other scripts). */
const NON_ASCII = /[^\u0020-\u007e]/;

/**
 * The ISO 639-1 language of `text`: the lexicon's answer when one language clearly leads; else
 * the detector's when confident; else English for a plain-ASCII text; else null (unknown).
 */
export function languageOfText(text: string): string | null {
  return readLanguage(text).language;
}

/**
 * The language of `text` only when evidence decided it (a function word, a letter, a confident
 * detector); null when it was unknown or merely assumed English because it is plain ASCII
 * ("degustazione vini chianti", "seloger connexion"). Readers that must not treat an unknown
 * language as English (modifier tables, language folders) use this.
 */
export function evidencedLanguageOfText(text: string): string | null {
  const reading = readLanguage(text);
  return reading.assumed ? null : reading.language;
}

/** Prose this long (a sentence or two) is read by the prose detector first; the lexicon is built for keywords. */
const PROSE_MIN_WORDS = 12;

/**
 * The language of a page's prose: on 12 words or more CLD3 (`prose_detector.ts`) decides when
 * it calls its answer reliable, close languages corrected inside their family (a keyword
 * lexicon would read Polish or Croatian prose by the German or Italian function words it
 * happens to share); shorter or unclear text is read as a keyword is.
 */
export function languageOfProse(text: string): string | null {
  if (text.split(/\s+/).length >= PROSE_MIN_WORDS) {
    const found = detectProse(text);
    if (found) return found.lang;
  }
  return languageOfText(text);
}

/**
 * The language to stem `text` in, cheaply: the lexicon's answer when one language clearly
 * leads, the full detection only for text with letters outside ASCII, else English. (Plain
 * ASCII text without a function word of another language is stemmed as English, as before.)
 */
export function stemLanguage(text: string): string {
  return evidencedStemLanguage(text) ?? "en";
}

/**
 * The language to stem `text` in when something shows it (a function word, a letter outside
 * ASCII); null for plain ASCII without such evidence ("lavoro vendemmia toscana"), so a
 * caller that knows the site's language can stem in that instead of English.
 */
export function evidencedStemLanguage(text: string): string | null {
  const lexicon = lexiconLanguage(lexiconScores(text));
  if (lexicon) return lexicon;
  if (NON_ASCII.test(text)) return languageOfText(text) ?? "en";
  return null;
}

/**
 * The language of `text` when the evidence decides it, else the languages it may be in joined
 * by "|" ("es|it" for "cover iphone 15 con porta carte", whose function words are Spanish and
 * Italian alike), or "und" for text without any evidence (plain ASCII merely assumed English
 * included). Analyses that must never mix languages (clusters, pages) group by this: a keyword
 * may share a page with keywords of any of its candidate languages, an unknown one with any.
 */
export function languageGroup(text: string): string {
  const { language, candidates, assumed } = readLanguage(text);
  if (candidates.length > 1) return candidates.join("|");
  return assumed ? "und" : language ?? "und";
}

/** What the evidence says: the language, and the languages it could not tell apart. */
interface Reading {
  language: string | null;
  /** Two or more when the language was a guess between them; else empty. */
  candidates: string[];
  /** True when nothing but plain ASCII letters made it English (no word or letter evidence). */
  assumed?: boolean;
}

function readLanguage(text: string): Reading {
  const trimmed = text.trim();
  if (trimmed === "") return { language: null, candidates: [] };
  const cached = CACHE.get(trimmed);
  if (cached !== undefined) return cached;
  const reading = detect(trimmed);
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(trimmed, reading);
  return reading;
}

/** Words this short collide across languages and with acronyms and names ("fue", "crm", "el"). */
const SHORT_WORD = 4;

/**
 * Whether the detector's answer on a plain-ASCII text survives leaving out each short word: its
 * word statistics on a few ASCII words often echo one short word ("fue hair transplant" is
 * Spanish for "fue" alone), and a short word is an acronym or a name as often as a word of a
 * language. Long inflected words ("zimowych") are its real evidence.
 */
function notOneShortWord(text: string, language: string): boolean {
  const words = text.split(/\s+/);
  return words.every((w, i) => {
    if (w.length > SHORT_WORD) return true;
    const rest = words.filter((_, k) => k !== i).join(" ");
    return rest !== "" && detectAll(rest)[0]?.lang === language;
  });
}

/** Recent answers: requests repeat titles and keywords; bounded, cleared when full. */
const CACHE = new Map<string, Reading>();
const CACHE_SIZE = 20_000;

function detect(trimmed: string): Reading {
  const sure = (language: string | null): Reading => ({ language, candidates: [] });
  const scores = lexiconScores(trimmed);
  const lexical = lexiconLanguage(scores);
  if (lexical) return sure(lexical);
  const ascii = !NON_ASCII.test(trimmed);
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = ranked[0]?.[1] ?? 0;
  // Plain-ASCII text with an English function word as strong as any other is English: letter
  // statistics on a few words are weaker evidence than "the", "my" or "what".
  const en = scores.get("en") ?? 0;
  if (ascii && en > 0 && en >= top) return sure("en");
  const detected = detectAll(trimmed);
  if (top > 0) {
    // The lexicon narrowed it to a few languages ("de" is French, Spanish or Portuguese): the
    // detector's letter statistics choose among them, as a guess; with one candidate, or a
    // whole word of lead, the lexicon decides.
    const candidates = ranked.filter(([, v]) => v >= top - 0.5).map(([l]) => l).sort();
    if (candidates.length === 1 && top >= 1) return sure(candidates[0]);
    const pick = detected.find((d) => candidates.includes(d.lang));
    if (pick) return { language: pick.lang, candidates: candidates.length > 1 ? candidates : [] };
    if (top >= 1) return { language: null, candidates };
  }
  const [best] = detected;
  const trusted = best && best.accuracy >= MIN_ACCURACY &&
    (!ascii || (ASCII_LANGUAGES.has(best.lang) && notOneShortWord(trimmed, best.lang)));
  if (trusted) return sure(best.lang);
  return ascii ? { language: "en", candidates: [], assumed: true } : sure(null);
}
