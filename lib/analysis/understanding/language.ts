/**
 * The language of a short text (a keyword, a title), detected on the original text before
 * accents are folded away, with a maintained detector (tinyld). Short texts are hard: only a
 * confident detection counts, and an unaccented text the detector is unsure of is read as
 * English, the default search language.
 */
import { detectAll } from "tinyld";

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

const SHARE = new Map<string, string[]>();
for (const [language, words] of Object.entries(LEXICON)) {
  for (const w of words) SHARE.set(w, [...(SHARE.get(w) ?? []), language]);
}

/** Lexicon scores of `text` per language. */
function lexiconScores(text: string): Map<string, number> {
  const score = new Map<string, number>();
  const words = text.toLowerCase().match(/[\p{L}]+'?|'/gu) ?? [];
  for (const raw of words) {
    const langs = SHARE.get(raw) ?? (raw.endsWith("'") ? SHARE.get(raw) : undefined);
    if (!langs) continue;
    for (const l of langs) score.set(l, (score.get(l) ?? 0) + 1 / langs.length);
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
const ASCII_LANGUAGES = new Set(["de", "fr", "es", "pt", "it", "nl", "pl", "sv", "da", "nb", "fi"]);

/** Detections below this accuracy are not trusted. */
const MIN_ACCURACY = 0.5;

/** Letters outside plain ASCII (accents, umlauts, ñ, ß, other scripts). */
const NON_ASCII = /[^\u0020-\u007e]/;

/**
 * The ISO 639-1 language of `text`: the lexicon's answer when one language clearly leads; else
 * the detector's when confident; else English for a plain-ASCII text; else null (unknown).
 */
export function languageOfText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const cached = CACHE.get(trimmed);
  if (cached !== undefined) return cached;
  const language = detect(trimmed);
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(trimmed, language);
  return language;
}

/** Recent answers: requests repeat titles and keywords; bounded, cleared when full. */
const CACHE = new Map<string, string | null>();
const CACHE_SIZE = 20_000;

function detect(trimmed: string): string | null {
  const scores = lexiconScores(trimmed);
  const lexical = lexiconLanguage(scores);
  if (lexical) return lexical;
  const ascii = !NON_ASCII.test(trimmed);
  // Plain-ASCII text with any English function word is English: letter statistics on a few
  // words are weaker evidence than "the", "my" or "what".
  if (ascii && (scores.get("en") ?? 0) > 0) return "en";
  const [best] = detectAll(trimmed);
  if (best && best.accuracy >= MIN_ACCURACY && (!ascii || ASCII_LANGUAGES.has(best.lang))) {
    return best.lang;
  }
  return ascii ? "en" : null;
}
