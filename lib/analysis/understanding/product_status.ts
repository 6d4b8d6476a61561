/**
 * A product page that says its product is discontinued or replaced: the notice a shop puts up
 * when the maker stops a model. Such a page now serves owners (accessories, parts, manuals) and
 * shoppers comparing the successor, so its title and snippet must stop promising price, stock and
 * delivery (Search Central, *Influencing your title links*: titles describe the page accurately).
 * Headings and main-content sentences are read, in the languages the service reads.
 */

/** "Discontinued", "no longer sold", "replaced by", per language. */
const DISCONTINUED: readonly RegExp[] = [
  /\b(discontinued|no longer (available|sold|manufactured|produced|made)|end of life|replaced by)\b/i,
  /\b(nicht mehr (erhältlich|lieferbar|verfügbar|im sortiment)|eingestellt|ausgelaufen|ersetzt durch|nachfolgemodell)\b/i,
  /(n['’]est plus (commercialisé|fabriqué|disponible|vendu)|arrêté|plus commercialisé|remplacé par|fin de (série|commercialisation))/i,
  /\b(descatalogado|ya no (se fabrica|está disponible|se vende)|sustituido por|reemplazado por)\b/i,
  /\b(descontinuado|fora de linha|não (é|está) mais (fabricado|disponível|vendido)|substituído por)\b/i,
  /\b(fuori produzione|non più (disponibile|prodotto|in commercio)|sostituito da)\b/i,
  /\b(uit productie|niet meer (leverbaar|verkrijgbaar)|vervangen door)\b/i,
  /\b(wycofany z (produkcji|oferty)|niedostępny w sprzedaży|zastąpiony przez)\b/i,
  /(生産終了|販売終了|製造終了|後継機)/,
];

/** The sentence or heading that says the product is discontinued, or null. */
export function discontinuedNotice(texts: readonly string[]): string | null {
  for (const text of texts) {
    if (DISCONTINUED.some((re) => re.test(text))) return text.trim().slice(0, 200);
  }
  return null;
}

/** Promises a discontinued product's title or snippet can no longer keep. */
const PROMISES: readonly RegExp[] = [
  /\b(in stock|buy now|best price|cheap|free (shipping|delivery)|next[- ]day|order (now|today))\b/i,
  /\b(auf lager|sofort lieferbar|jetzt kaufen|bester preis|günstig|versandkostenfrei|kostenloser versand)\b/i,
  /(en stock|achetez|acheter|meilleur prix|pas cher|livraison (gratuite|offerte)|en 24 ?h|sans frais|promo)/i,
  /\b(en stock|compra(r)? ahora|mejor precio|barato|envío gratis|envío gratuito)\b/i,
  /\b(em estoque|compre (já|agora)|melhor preço|barato|frete grátis)\b/i,
  /\b(disponibile subito|acquista ora|miglior prezzo|spedizione gratuita)\b/i,
  /\b(op voorraad|nu kopen|beste prijs|gratis verzending)\b/i,
];

/** The promises `text` makes that a discontinued product cannot keep. */
export function stalePromises(text: string): string[] {
  return PROMISES.flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}
