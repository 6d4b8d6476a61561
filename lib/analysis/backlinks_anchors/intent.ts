/**
 * What an anchor text is, as link builders classify a profile (the branded / naked URL /
 * generic / exact- and partial-match / empty types of the industry's anchor-text audits): the
 * owner's brand in any spelling (`business/brand.ts`: "Paws & Plate" is "pawsandplate"), a naked
 * URL, a generic phrase ("click here", "this guide" in any language: Google's SEO Starter Guide
 * names them as anchors that say nothing), a keyword (the kind Google's link spam policy watches
 * when it dominates), or empty (images).
 */
import { type BrandTerm, mentionsBrand } from "../business/brand.ts";
import { classifyIntent } from "../intent.ts";
import { normalizeText } from "../../toolkit/text.ts";

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

/**
 * Words that point or call without naming a topic, in the languages the service reads:
 * pointers ("here", "her", "hier", "aquí", "tutaj"), calls ("click", "read", "more", "klikk",
 * "les", "ver", "más"), site nouns ("website", "nettsiden", "webshop", "tienda", "boutique en
 * ligne"), and the articles, demonstratives and possessives that go with them ("their", "deres",
 * "su", "leur", "denne"). An anchor made only of them says nothing of the page ("klikk her",
 * "nettsiden deres", "ver más", "their online shop").
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    // English
    "click here there this that these those the a an their his her its our your my official website web site sites page homepage home link online shop store webshop more read learn see find out visit go info information details source full story article post via " +
    // Norwegian, Danish, Swedish, Finnish
    "her klikk klik klicka har les laes las lees mer mere mer denne dette dens deres hans hennes sin sitt sine nettside nettsiden nettsted nettstedet hjemmeside hjemmesiden nettbutikk nettbutikken netbutik netbutikken webbutik webbplats webbplatsen sajten sida sidan side siden lenke lenken lanken lank kilde kalla lue lisaa tasta taalta sivusto sivustolle verkkokauppa " +
    // German, Dutch
    "hier klicken sie mehr erfahren weiterlesen diese dieser dieses der die das ihre ihrer seine webseite website onlineshop shop seite quelle zur zum klik lees meer deze dit de het hun zijn haar bron winkel webwinkel " +
    // French, Spanish, Portuguese, Italian, Polish
    "ici cliquez clic en savoir plus lire suite voir ce cet cette ces le la les leur leurs son sa ses site boutique ligne lien source aqui alli clic haz pincha pulsa ver mas leer informacion este esta el los las su sus sitio web tienda enlace fuente clique veja saiba leia mais esse essa o os seu sua loja fonte qui clicca scopri leggi di piu questo questa il lo gli loro suo sito negozio tutaj kliknij wiecej czytaj ten ta to ich jego jej strona stronie sklep zrodlo link " +
    // Japanese, Chinese, Korean (whole anchors as the tokeniser keeps them)
    "こちら ここ こちらから 詳しくはこちら 詳細はこちら 詳細 続きを読む 公式サイト サイト ホームページ リンク 这里 点击这里 官网 网站 여기 자세히 보기 홈페이지"
  ).split(" "),
);

/** Whether an anchor is generic: it says "here" or "this page", not what the page is about. */
export function isGeneric(anchor: string): boolean {
  const text = normalizeText(anchor);
  if (GENERIC_PHRASES.has(text) || DEMONSTRATIVE.test(text)) return true;
  const words = text.split(" ").filter(Boolean);
  return words.length > 0 && words.length <= 5 && words.every((w) => GENERIC_WORDS.has(w));
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
