/**
 * The wording each brand voice gives titles and meta descriptions, per language. A language
 * without a row gets the format's plain templates (`/content/serp-outline`'s title options) and
 * a description from the page's topics; the limitation says so.
 */
import type { BrandVoice } from "./result.ts";

/** Which promise a title makes: comparing options, teaching, selling, or a local service. */
export type TitleKind = "compare" | "guide" | "offer" | "local" | "shop";

type VoiceTitles = Readonly<Record<TitleKind, (k: string, year: number) => string>>;

/** Title frames per language and voice (`neutral` adds none: the format's templates are neutral). */
export const VOICE_TITLES: Readonly<
  Record<string, Readonly<Record<Exclude<BrandVoice, "neutral">, VoiceTitles>>>
> = {
  en: {
    expert: {
      compare: (k, y) => `${k} (${y}): Tested and Compared`,
      guide: (k) => `${k}: An Expert Guide`,
      offer: (k) => `${k}: Features, Pricing and Setup`,
      local: (k) => `${k}: Qualified Local Specialists, Prices and Booking`,
      shop: (k) => `${k}: Models Compared, Prices and Expert Advice`,
    },
    friendly: {
      compare: (k, y) => `${k}: Our Friendly Picks for ${y}`,
      guide: (k) => `${k}, Made Easy`,
      offer: (k) => `${k}, Made Simple`,
      local: (k) => `${k}: Friendly Local Help, Booked in Minutes`,
      shop: (k) => `${k}: Find the Right One, Delivered Fast`,
    },
    bold: {
      compare: (k, y) => `${k} (${y}): The Only Comparison You Need`,
      guide: (k) => `${k}: What Actually Works`,
      offer: (k) => `${k} That Actually Works`,
      local: (k) => `${k}: Fixed Fast by Local Pros`,
      shop: (k) => `${k}: The Models Worth Buying`,
    },
    technical: {
      compare: (k, y) => `${k} (${y}): Specs and Benchmarks Compared`,
      guide: (k) => `${k}: A Technical Walkthrough`,
      offer: (k) => `${k}: Specs, Integrations and API`,
      local: (k) => `${k}: Services, Prices and Areas Covered`,
      shop: (k) => `${k}: Specs, Models and Prices`,
    },
  },
  de: {
    expert: {
      compare: (k, y) => `${k} im Test (${y}): Experten-Vergleich`,
      guide: (k) => `${k}: Der Experten-Leitfaden`,
      offer: (k) => `${k}: Funktionen, Preise und Einrichtung`,
      local: (k) => `${k}: Qualifizierter Fachbetrieb vor Ort, Preise und Termin`,
      shop: (k) => `${k}: Modelle, Preise und Fachberatung`,
    },
    friendly: {
      compare: (k, y) => `${k}: Unsere Empfehlungen für ${y}`,
      guide: (k) => `${k} – einfach erklärt`,
      offer: (k) => `${k} – ganz einfach`,
      local: (k) => `${k}: Freundliche Hilfe vor Ort, schnell gebucht`,
      shop: (k) => `${k}: Das passende Modell, schnell geliefert`,
    },
    bold: {
      compare: (k) => `${k}: Der einzige Vergleich, den Sie brauchen`,
      guide: (k) => `${k}: Was wirklich funktioniert`,
      offer: (k) => `${k}: Was wirklich zählt`,
      local: (k) => `${k}: Schnell erledigt vom Profi vor Ort`,
      shop: (k) => `${k}: Die Modelle, die sich lohnen`,
    },
    technical: {
      compare: (k, y) => `${k} (${y}): Technische Daten im Vergleich`,
      guide: (k) => `${k}: Technische Schritt-für-Schritt-Anleitung`,
      offer: (k) => `${k}: Technische Daten, Integrationen und API`,
      local: (k) => `${k}: Leistungen, Preise und Einsatzgebiet`,
      shop: (k) => `${k}: Technische Daten, Modelle und Preise`,
    },
  },
};

/** Description openers and the "covers" sentence per language. */
export const VOICE_DESCRIPTIONS: Readonly<
  Record<
    string,
    {
      opener: Readonly<Record<BrandVoice, (k: string) => string>>;
      covers: (list: string) => string;
    }
  >
> = {
  en: {
    opener: {
      neutral: (k) => `${k} explained, with the facts that matter.`,
      expert: (k) => `Expert answers on ${k}, checked against current sources.`,
      friendly: (k) => `Everything you need to know about ${k}, in plain words.`,
      bold: (k) => `Skip the noise: ${k}, straight to what works.`,
      technical: (k) => `${k} in technical detail: specs, setup and trade-offs.`,
    },
    covers: (list) => `Covers ${list}.`,
  },
  de: {
    opener: {
      neutral: (k) => `${k} im Überblick, mit den wichtigsten Fakten.`,
      expert: (k) => `Fundierte Antworten zu ${k}, geprüft anhand aktueller Quellen.`,
      friendly: (k) => `Alles Wichtige zu ${k}, einfach erklärt.`,
      bold: (k) => `Ohne Umwege: ${k} – was wirklich funktioniert.`,
      technical: (k) => `${k} im technischen Detail: Daten, Einrichtung und Abwägungen.`,
    },
    covers: (list) => `Themen: ${list}.`,
  },
};

/** Whether the voice has its own wording in the language. */
export function voiceSupported(language: string): boolean {
  return Object.hasOwn(VOICE_TITLES, language);
}
