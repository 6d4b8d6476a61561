/**
 * Prices as shops print them, in any of the common currency notations: a symbol or ISO code
 * before or after the amount, with the thousands and decimal separators of the locale
 * ("$1,299.00", "1.299,00 €", "2 495 kr", "549,00 zł", "CHF 49.–"). The price of an offer is
 * the one a buyer pays now (schema.org `Offer.price`, Google's *Product snippet* docs): not an
 * instalment ("54,90 zł/mies."), a free-delivery threshold or a struck former price.
 */

/** One price in a text. */
export interface Price {
  /** The amount as a decimal string with a dot ("1299.00"). */
  amount: string;
  /** ISO 4217 code. */
  currency: string;
  /** The text matched. */
  text: string;
  index: number;
}

/** Currency notations and their ISO codes (symbols, local abbreviations, codes). */
const NOTATION: Record<string, string> = {
  "$": "USD",
  "US$": "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "R$": "BRL",
  "zł": "PLN",
  "kr": "SEK",
  "kr.": "DKK",
  "Kč": "CZK",
  "Ft": "HUF",
  "lei": "RON",
  "₺": "TRY",
  "CHF": "CHF",
  "Fr.": "CHF",
};
const CODES = "USD|EUR|GBP|CHF|PLN|SEK|NOK|DKK|CZK|HUF|RON|TRY|JPY|INR|BRL|MXN|CAD|AUD|NZD";
const SYMBOLS = "US\\$|R\\$|\\$|€|£|¥|₹|₺";
const AFTER = `${SYMBOLS}|zł|kr\\.?|Kč|Ft|lei|CHF|Fr\\.|${CODES}`;
const AMOUNT = "\\d{1,3}(?:[ \\u00a0\\u202f.,'’]\\d{3})*(?:[.,]\\d{1,2}|[.,]-{1,2}|[.,]–)?|\\d+";
const PRICE = new RegExp(
  `(?:(${SYMBOLS}|(?:${CODES})\\s?)\\s?(${AMOUNT}))|(?:(${AMOUNT})\\s?(${AFTER})(?![\\p{L}]))`,
  "gu",
);
/** Words after a price that make it a rate (per month, per day) rather than the price. */
const RATE = /^\s*(?:\/\s*\p{L}|per\b|pro\b|par\b|por\b|al\b|a\b\s*(?:mes|month)|mtl|mies|monat)/iu;
/** Words before a price that make it a delivery threshold or an instalment. */
const NOT_THE_PRICE =
  /(shipping|delivery|dostaw\w*|versand\w*|lieferung|livraison|env[ií]o|spedizion\w*|verzend\w*|frakt\w*|fragt\w*|leverans|raty|instal+ments?|ratenzahlung|cuotas|parcelas|mensualit\w*)\b/i;
/** "kr" is the krona or krone of the page's language. */
const KRONE: Record<string, string> = { nb: "NOK", no: "NOK", nn: "NOK", da: "DKK", is: "ISK" };

/** Every price in `text`, in order. */
export function pricesIn(text: string, lang: string | null = null): Price[] {
  const out: Price[] = [];
  for (const m of text.matchAll(PRICE)) {
    const notation = (m[1] ?? m[4]).trim();
    const raw = m[2] ?? m[3];
    const amount = normalise(raw);
    if (amount === null || Number(amount) <= 0) continue;
    const krone = /^kr\.?$/.test(notation) ? KRONE[lang ?? ""] : undefined;
    const currency = krone ?? NOTATION[notation] ??
      (/^[A-Z]{3}$/.test(notation) ? notation : null);
    if (!currency) continue;
    out.push({ amount, currency, text: m[0].trim(), index: m.index! });
  }
  return out;
}

/** Whether `text` shows a price. */
export function hasPrice(text: string): boolean {
  return pricesIn(text).length > 0;
}

/**
 * The price a buyer pays, from the main content's blocks in order: the first block with a
 * price that is not a rate, a threshold or an instalment; in a short price line showing a
 * former and a current price ("629,00 zł 549,00 zł"), the lower one.
 */
export function offerPriceIn(blocks: readonly string[], lang: string | null = null): Price | null {
  for (const text of blocks) {
    const prices = pricesIn(text, lang).filter((p) => {
      const before = text.slice(Math.max(0, p.index - 30), p.index);
      const after = text.slice(p.index + p.text.length, p.index + p.text.length + 12);
      return !RATE.test(after) && !NOT_THE_PRICE.test(before);
    });
    if (prices.length === 0) continue;
    const words = text.replace(/[\d.,\s]+/g, " ").trim().split(/\s+/).length;
    if (
      prices.length >= 2 && words <= 6 && prices.every((p) => p.currency === prices[0].currency)
    ) {
      return prices.reduce((a, b) => Number(b.amount) < Number(a.amount) ? b : a);
    }
    return prices[0];
  }
  return null;
}

/** "1.299,00" / "1,299.00" / "2 495" / "49.–" as "1299.00" / "2495" / "49". */
function normalise(raw: string): string | null {
  const s = raw.replace(/[.,][-–]{1,2}$/, "").replace(/[ \u00a0\u202f'’]/g, "");
  const last = Math.max(s.lastIndexOf("."), s.lastIndexOf(","));
  if (last < 0) return s;
  const decimals = s.length - last - 1;
  if (decimals === 3) return s.replace(/[.,]/g, ""); // a thousands separator
  const whole = s.slice(0, last).replace(/[.,]/g, "");
  return `${whole}.${s.slice(last + 1)}`;
}
