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

const PHRASES = Object.values(GONE).flat().map((p) => p.toLowerCase());

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
