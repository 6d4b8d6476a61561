/**
 * The documented form of a value Google rejected, when it can be read from the value itself:
 * prices with a dot as the decimal separator and no symbol (schema.org `price`; Google's
 * merchant listing and product snippet pages), currencies as ISO 4217 codes (the code whose
 * symbol the value is, in the page's locale, from the runtime's own currency data).
 */

const PRICE_FIELDS = new Set(["price", "lowPrice", "highPrice", "priceSpecification.price"]);
const CURRENCY_FIELDS = new Set(["priceCurrency", "priceSpecification.priceCurrency"]);

/** "18,99" → "18.99"; "1.299,00 €" → "1299.00"; null when no number is readable. */
export function priceHint(value: string): string | null {
  const digits = value.replace(/[^\d.,]/g, "");
  const m = /^(\d{1,3}(?:[.,\s]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(digits);
  if (!m) return null;
  const whole = m[1].replace(/[.,\s]/g, "");
  return m[2] !== undefined ? `${whole}.${m[2]}` : whole;
}

/** The ISO 4217 code whose symbol `value` is in `lang`'s locale (then in English), or null. */
export function currencyHint(value: string, lang: string | null): string | null {
  const symbol = value.trim();
  if (/^[A-Z]{3}$/.test(symbol)) return null;
  const codes = Intl.supportedValuesOf("currency");
  for (const locale of [lang ?? "en", "en"]) {
    for (const display of ["symbol", "narrowSymbol"] as const) {
      for (const code of codes) {
        const part = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: code,
          currencyDisplay: display,
        })
          .formatToParts(1).find((p) => p.type === "currency")?.value;
        if (part && part.toLowerCase() === symbol.toLowerCase()) return code;
      }
    }
  }
  return null;
}

/** "use "18.99"" for a rejected value, or null when there is nothing better to say. */
export function valueHint(field: string, value: string, lang: string | null): string | null {
  if (PRICE_FIELDS.has(field)) {
    const hint = priceHint(value);
    return hint && hint !== value
      ? `use "${hint}": digits with a dot as the decimal separator`
      : null;
  }
  if (CURRENCY_FIELDS.has(field)) {
    const hint = currencyHint(value, lang);
    return hint ? `use the ISO 4217 code "${hint}"` : "use an ISO 4217 currency code";
  }
  return null;
}
