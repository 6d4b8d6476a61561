/**
 * The few template words title and description options add to the page's own words, per
 * language. A language without a row gets options from the page's own words only.
 */
import { titleCase } from "../../toolkit/prose.ts";
export interface Phrases {
  best: (k: string, year: number) => string;
  guide: (k: string) => string;
  pricing: string;
  /** A shop's category or product page: what a buyer compares before adding to the basket. */
  shop: string;
  /** A local or service business page: the price and how to book. */
  service: string;
  and: string;
  /** A discontinued product's title tag: "discontinued". */
  discontinued: string;
  cta: { informational: string; commercial: string; transactional: string; other: string };
}

export const PHRASES: Readonly<Record<string, Phrases>> = {
  en: {
    best: (k, y) => `Best ${k} (${y})`,
    guide: (k) => `${k}: A Complete Guide`,
    pricing: "Pricing & Free Trial",
    shop: "Models & Prices",
    service: "Prices & Booking",
    and: "and",
    discontinued: "discontinued",
    cta: {
      informational: "Read the guide.",
      commercial: "Compare the options.",
      transactional: "Start your free trial today.",
      other: "Learn more.",
    },
  },
  de: {
    best: (k, y) => `Die besten ${k} (${y})`,
    guide: (k) => `${k}: Der komplette Leitfaden`,
    pricing: "Preise & kostenlos testen",
    shop: "Modelle & Preise",
    service: "Preise & Termin",
    and: "und",
    discontinued: "Modell eingestellt",
    cta: {
      informational: "Jetzt den Leitfaden lesen.",
      commercial: "Jetzt die Optionen vergleichen.",
      transactional: "Jetzt kostenlos testen.",
      other: "Mehr erfahren.",
    },
  },
  fr: {
    best: (k, y) => `Meilleurs ${k} (${y})`,
    guide: (k) => `${k} : le guide complet`,
    pricing: "tarifs et essai gratuit",
    shop: "modèles et prix",
    service: "tarifs et rendez-vous",
    and: "et",
    discontinued: "modèle arrêté",
    cta: {
      informational: "Lisez le guide.",
      commercial: "Comparez les options.",
      transactional: "Essayez gratuitement.",
      other: "En savoir plus.",
    },
  },
  es: {
    best: (k, y) => `Mejores ${k} (${y})`,
    guide: (k) => `${k}: guía completa`,
    pricing: "precios y prueba gratis",
    shop: "modelos y precios",
    service: "precios y cita",
    and: "y",
    discontinued: "modelo descatalogado",
    cta: {
      informational: "Lee la guía.",
      commercial: "Compara las opciones.",
      transactional: "Pruébalo gratis hoy.",
      other: "Más información.",
    },
  },
  pt: {
    best: (k, y) => `Melhores ${k} (${y})`,
    guide: (k) => `${k}: guia completo`,
    pricing: "preços e teste grátis",
    shop: "modelos e preços",
    service: "preços e agendamento",
    and: "e",
    discontinued: "modelo descontinuado",
    cta: {
      informational: "Leia o guia.",
      commercial: "Compare as opções.",
      transactional: "Experimente grátis hoje.",
      other: "Saiba mais.",
    },
  },
};

/** The phrases of a language, or null when it has none. */
export function phrasesOf(language: string): Phrases | null {
  return Object.hasOwn(PHRASES, language) ? PHRASES[language] : null;
}

/**
 * The keyword as a title starts it (`toolkit/prose.ts`'s `titleCase`): first letter up, every major word
 * up in English, acronyms in capitals and the user's own casing kept ("CRM", "HubSpot").
 */
export function titleCaseKeyword(keyword: string, language: string): string {
  return titleCase(keyword, language);
}
