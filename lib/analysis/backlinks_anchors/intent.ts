/**
 * What an anchor text is, as link builders classify a profile (the branded / naked URL /
 * generic / exact- and partial-match / empty types of the industry's anchor-text audits): the
 * owner's brand in any spelling (`business/brand.ts`: "Paws & Plate" is "pawsandplate"), a naked
 * URL, a generic phrase ("click here", "this guide" in any language: Google's SEO Starter Guide
 * names them as anchors that say nothing), a keyword (the kind Google's link spam policy watches
 * when it dominates), or empty (images).
 */
import { type BrandTerm, mentionsBrand } from "../business/brand.ts";
import { classifyIntent, normalizeText } from "../text.ts";

export type AnchorIntent = "branded" | "naked_url" | "generic" | "keyword" | "empty";

/** Generic anchors: calls to click and bare references, in the languages the service reads. */
const GENERIC_PHRASES: ReadonlySet<string> = new Set([
  "click here",
  "here",
  "this",
  "website",
  "web site",
  "site",
  "link",
  "read more",
  "more",
  "learn more",
  "source",
  "visit",
  "homepage",
  "home",
  "more info",
  "find out more",
  "see more",
  "hier",
  "hier klicken",
  "klicken sie hier",
  "mehr",
  "mehr erfahren",
  "weiterlesen",
  "quelle",
  "webseite",
  "ici",
  "cliquez ici",
  "en savoir plus",
  "lire la suite",
  "lien",
  "plus",
  "voir",
  "aqui",
  "haz clic aqui",
  "mas informacion",
  "leer mas",
  "fuente",
  "enlace",
  "sitio web",
  "qui",
  "clicca qui",
  "scopri di piu",
  "leggi di piu",
  "fonte",
  "sito",
  "tutaj",
  "kliknij tutaj",
  "wiecej",
  "czytaj wiecej",
  "zrodlo",
  "strona",
  "klik hier",
  "lees meer",
  "meer info",
  "bron",
  "clique aqui",
  "saiba mais",
  "leia mais",
]);

/** Demonstratives and the bare nouns they point with ("this guide", "ce site", "diese Seite"). */
const DEMONSTRATIVE =
  /^(this|that|these|the|ce|cet|cette|ces|ce|le|la|diese|dieser|dieses|der|die|das|este|esta|este|el|questo|questa|il|ten|ta|to|deze|dit|de|het|o|a|esse|essa)\s+(guide|article|post|tool|site|website|page|study|report|list|resource|blog|source|link|guia|artículo|articulo|herramienta|sitio|pagina|página|estudio|fuente|artikel|seite|webseite|studie|quelle|werkzeug|outil|étude|etude|liste|lien|strona|artykul|narzedzie|zrodlo|articolo|strumento|sito|studio|fonte|bron|pagina|ferramenta)$/;

/** Whether an anchor is generic: it says "here" or "this page", not what the page is about. */
export function isGeneric(anchor: string): boolean {
  const text = normalizeText(anchor);
  return GENERIC_PHRASES.has(text) || DEMONSTRATIVE.test(text);
}

/** The intent of one anchor for the owner's brand terms. */
export function intentOf(anchor: string, brand: readonly BrandTerm[]): AnchorIntent {
  const a = anchor.trim().toLowerCase();
  if (a === "") return "empty";
  if (/^(https?:\/\/|www\.)|^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$)/.test(a)) {
    return "naked_url";
  }
  if (mentionsBrand(anchor, brand)) return "branded";
  if (isGeneric(anchor)) return "generic";
  return "keyword";
}

/**
 * Superlatives and review words that make an anchor a buying one in several languages ("best",
 * "meilleur", "beste", "mejor", "migliore", "najlepszy", "melhor", "top", "avis", "test").
 */
const BUYING_WORDS =
  /\b(meilleur|meilleure|meilleurs|meilleures|beste|besten|bester|mejor|mejores|migliore|migliori|najlepszy|najlepsza|najlepsze|melhor|melhores|avis|comparatif|vergleich|testsieger|opiniones|recensione|recensioni|ranking|kaufen|acheter|comprar|comprare|kupic|kopen|pas cher|günstig|gunstig|barato|economico|tani)\b/;

/** Whether a keyword anchor carries a buying modifier (the riskiest kind to over-use). */
export function commercial(anchor: string): boolean {
  if (isGeneric(anchor)) return false;
  const { intent, signal } = classifyIntent(anchor);
  const modified = signal !== null && (intent === "commercial" || intent === "transactional");
  return modified || BUYING_WORDS.test(normalizeText(anchor));
}
