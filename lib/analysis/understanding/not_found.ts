/**
 * A page whose own headline says it is missing or gone: "page not found", "no longer
 * available", in the languages the service reads. Google treats a 200 page that says so as a
 * soft 404 and keeps it out of the index (Search Central, *HTTP status codes, network and DNS
 * errors and Google Search*, soft 404 errors). Only the title and the top headings are read, so
 * a page that merely mentions an unavailable item in its text is not one.
 */

/** Phrases that say the page (or the item it was for) is missing or gone, by language. */
const GONE: Readonly<Record<string, readonly string[]>> = {
  en: [
    "page not found",
    "not found",
    "no longer available",
    "this page does not exist",
    "page doesn't exist",
    "can't find the page",
    "cannot find the page",
    "no results found",
  ],
  de: [
    "nicht gefunden",
    "nicht mehr verfügbar",
    "existiert nicht",
    "nicht mehr erhältlich",
    "bereits verkauft",
    "seite nicht",
  ],
  fr: [
    "page introuvable",
    "introuvable",
    "n'est plus disponible",
    "n’est plus disponible",
    "n'existe pas",
    "n’existe pas",
    "n'existe plus",
    "n’existe plus",
    "déjà vendu",
  ],
  es: [
    "página no encontrada",
    "no encontrada",
    "no encontrado",
    "ya no está disponible",
    "no existe",
    "ya no existe",
    "ya vendido",
  ],
  it: [
    "pagina non trovata",
    "non trovata",
    "non trovato",
    "non è più disponibile",
    "non esiste",
    "non più disponibile",
    "già venduto",
  ],
  pt: [
    "página não encontrada",
    "não encontrada",
    "não encontrado",
    "não está mais disponível",
    "já não está disponível",
    "não existe",
  ],
  nl: [
    "pagina niet gevonden",
    "niet gevonden",
    "niet meer beschikbaar",
    "bestaat niet",
    "bestaat niet meer",
    "al verkocht",
  ],
  pl: [
    "nie znaleziono",
    "strona nie istnieje",
    "nie jest już dostępny",
    "nie jest już dostępna",
    "nie jest już dostępne",
    "już niedostępn",
    "nie istnieje",
  ],
  sv: ["sidan hittades inte", "hittades inte", "finns inte längre", "inte längre tillgänglig"],
  da: ["siden blev ikke fundet", "ikke fundet", "ikke længere tilgængelig", "findes ikke"],
  no: ["fant ikke siden", "finnes ikke", "ikke lenger tilgjengelig"],
  cs: ["stránka nenalezena", "nenalezeno", "již není k dispozici"],
  tr: ["sayfa bulunamadı", "bulunamadı", "artık mevcut değil"],
  ja: ["ページが見つかりません", "見つかりません", "存在しません", "掲載終了", "お探しのページ"],
  zh: ["找不到页面", "页面不存在", "找不到網頁", "頁面不存在", "已下架"],
  ko: ["페이지를 찾을 수 없습니다", "찾을 수 없습니다", "존재하지 않습니다"],
};

/**
 * Phrases that say a listing holds nothing: Google reads an empty result page (a category or
 * filter combination with no items) as a soft 404 and asks for a 404 on it (Search Central,
 * *Managing crawling of faceted navigation URLs*; *HTTP status codes ...*, soft 404 errors).
 * Read only in the main content's lead, never in the page's chrome.
 */
const EMPTY: Readonly<Record<string, readonly string[]>> = {
  en: ["no products found", "no items found", "no matching products", "0 products", "0 results"],
  de: ["keine produkte gefunden", "keine ergebnisse", "keine treffer", "0 produkte", "0 treffer"],
  fr: ["aucun produit", "aucun résultat", "0 produit", "0 résultat"],
  es: ["ningún producto", "no se encontraron", "no hay productos", "0 productos", "0 resultados"],
  it: ["nessun prodotto", "nessun risultato", "0 prodotti", "0 risultati"],
  pt: ["nenhum produto", "nenhum resultado", "0 produtos", "0 resultados"],
  nl: ["geen producten", "geen resultaten", "0 producten", "0 resultaten"],
  pl: ["brak produktów", "brak wyników", "0 produktów", "0 wyników"],
  sv: ["inga produkter", "inga resultat"],
  da: ["ingen produkter", "ingen resultater"],
  no: ["ingen produkter", "ingen treff"],
  cs: ["žádné produkty", "žádné výsledky"],
  tr: ["ürün bulunamadı", "sonuç bulunamadı"],
  ja: ["該当する商品はありません", "商品が見つかりません", "0件"],
};

const PHRASES = Object.values(GONE).flat().map((p) => p.toLowerCase());
const EMPTY_PHRASES = Object.values(EMPTY).flat().map((p) => p.toLowerCase());

/**
 * A result count of zero followed by what was not found: "0 rooms found", "0 Treffer gefunden",
 * "0 inmuebles encontrados", "0 offres trouvées", whatever the listing holds.
 */
const ZERO_FOUND =
  /(?:^|[^\p{L}\p{N}.,])0\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:found|gefunden|trouvée?s?|encontrad[oa]s?|trovat[ie]|gevonden|znalezion\w*|hittade|fundet|funnet|nalezen\w*|bulundu)\b/u;

/** Words of a main content's lead: what the page says first, where it says it is gone. */
const LEAD_WORDS = 60;

/**
 * What the main content's lead (its first words, chrome already removed) says about the page
 * being gone or its listing empty, or null. A phrase must stand at a word boundary.
 */
export function goneInLead(mainText: string): string | null {
  const words = mainText.replace(/\s+/g, " ").trim().split(" ");
  const lead = words.slice(0, LEAD_WORDS).join(" ");
  const text = lead.toLowerCase();
  const zero = ZERO_FOUND.exec(text);
  const phrase = zero?.[0].trim() ??
    [...PHRASES, ...EMPTY_PHRASES].find((p) => atWordStart(text, p));
  if (!phrase) return null;
  const at = text.indexOf(phrase);
  return `"${lead.slice(Math.max(0, at - 40), at + phrase.length + 60).trim()}"`;
}

function atWordStart(text: string, phrase: string): boolean {
  for (let i = text.indexOf(phrase); i >= 0; i = text.indexOf(phrase, i + 1)) {
    const before = i === 0 ? " " : text[i - 1];
    const after = text[i + phrase.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** An error number in a headline: "404", "Error 404", "410 Gone". */
const STATUS_HEADLINE =
  /(?:^|\b|\s)(?:error\s*|fehler\s*|erreur\s*|errore\s*|erro\s*)?(404|410)(?:\b|$)/i;

/** What in `texts` (title, H1 ...) says the page is gone, or null. */
export function goneSignal(texts: readonly (string | null)[]): string | null {
  for (const raw of texts) {
    if (!raw) continue;
    const text = raw.toLowerCase().replace(/\s+/g, " ").trim();
    const phrase = PHRASES.find((p) => text.includes(p));
    if (phrase) return `"${raw.trim()}"`;
    if (STATUS_HEADLINE.test(text) && text.length <= 80) return `"${raw.trim()}"`;
  }
  return null;
}
