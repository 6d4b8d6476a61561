/**
 * A product's identifiers as its page lists them in a specification table or definition list
 * ("Marka | Halny", "EAN | 5907741120385", "Art.-Nr.: 10442"): brand, SKU, GTIN and MPN, the
 * identifiers Google's *Merchant listing* and *Product snippet* docs recommend. A GTIN is kept
 * only when its check digit holds (GS1 General Specifications, 7.9), so a stray number is not one.
 */
import type { PageModel } from "../../web/html.ts";

/** The identifiers the page shows. */
export interface ProductFacts {
  brand: string | null;
  sku: string | null;
  gtin: string | null;
  mpn: string | null;
}

/** Labels of each identifier (en, de, fr, es, pt, it, nl, pl, sv, da, no, fi, cs). */
const LABELS: [keyof ProductFacts, RegExp][] = [
  ["gtin", /\b(ean(-?1[34])?|gtin(-?\d+)?|upc|isbn(-?1[03])?|jan)\b/i],
  [
    "sku",
    /\b(sku|art\.?-?nr\.?|artikel-?(nummer|nr\.?)|article (number|no\.?)|item (number|no\.?|#)|product code|r[ée]f[ée]rence|r[ée]f\.|c[óo]digo|referencia|refer[êe]ncia|codice( articolo)?|kod produktu|numer katalogowy|varenummer|varunummer|artikelnummer|tuotenumero|katalogové číslo)\b/i,
  ],
  [
    "mpn",
    /\b(mpn|manufacturer part number|herstellernummer|hersteller-?artikelnummer|r[ée]f[ée]rence fabricant|kod producenta|n[úu]mero de pieza)\b/i,
  ],
  [
    "brand",
    /^(brand|marke|hersteller|marque|marca|marka|merk|märke|merke|mærke|valmistaja|značka)$/i,
  ],
];

/** The identifiers of the page's specification rows. */
export function productFactsOf(page: PageModel): ProductFacts {
  const out: ProductFacts = { brand: null, sku: null, gtin: null, mpn: null };
  for (const { label, value } of page.facts) {
    const key = LABELS.find(([, re]) => re.test(label.trim()))?.[0];
    if (!key || out[key] !== null || value.length > 80) continue;
    if (key === "gtin") {
      const digits = value.replace(/[\s-]/g, "");
      if (/^\d{8}$|^\d{12,14}$/.test(digits) && checkDigitHolds(digits)) out.gtin = digits;
    } else {
      out[key] = value.trim();
    }
  }
  return out;
}

/** The schema.org property of a GTIN by its length (gtin8, gtin12, gtin13, gtin14). */
export function gtinProperty(gtin: string): string {
  return `gtin${gtin.length}`;
}

/** GS1 check digit: weights 3 and 1 alternate from the right, excluding the check digit. */
function checkDigitHolds(digits: string): boolean {
  const body = digits.slice(0, -1).split("").reverse().map(Number);
  const sum = body.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}
