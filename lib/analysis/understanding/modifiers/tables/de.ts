/** Query modifiers in German: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const DE: ModifierTable = {
  language: "de",
  rows: [
    {
      class: "definition",
      phrases: ["was ist", "was sind", "was bedeutet", "bedeutung", "definition", "erklärung"],
      source:
        "Wiktionary (de): Bedeutung, Definition, Erklärung; 'was ist' as the German definition frame",
    },
    {
      class: "how_to",
      phrases: ["wie", "anleitung", "tutorial", "schritt für schritt", "selber machen"],
      source: "Wiktionary (de): wie, Anleitung, Schritt für Schritt",
    },
    {
      class: "comparison",
      phrases: [
        "vergleich",
        "vs",
        "test",
        "testsieger",
        "beste",
        "besten",
        "bestes",
        "bester",
        "erfahrungen",
        "bewertung",
        "bewertungen",
      ],
      source: "Wiktionary (de): Vergleich, Test ('Warentest'), Testsieger, Erfahrung, Bewertung",
    },
    {
      class: "alternatives",
      phrases: ["alternative", "alternativen", "ähnlich wie", "konkurrenz"],
      source: "Wiktionary (de): Alternative, Konkurrenz",
    },
    {
      class: "price",
      phrases: [
        "preis",
        "preise",
        "kosten",
        "kostet",
        "günstig",
        "billig",
        "tarif",
        "tarife",
      ],
      source: "Wiktionary (de): Preis, Kosten, günstig, billig, Tarif",
    },
    {
      class: "cost",
      phrases: ["wie viel kostet", "wieviel kostet", "was kostet"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["kostenlos", "kostenlose", "kostenloser", "kostenloses", "gratis", "umsonst"],
      source: "Wiktionary (de): kostenlos, gratis, umsonst",
    },
    {
      class: "buy",
      phrases: ["kaufen", "bestellen", "online kaufen", "shop", "rabatt", "gutschein", "buchen"],
      source: "Wiktionary (de): kaufen, bestellen, Rabatt, Gutschein, buchen",
    },
    {
      class: "near_me",
      phrases: ["in der nähe", "in meiner nähe", "umgebung", "vor ort"],
      source: "Wiktionary (de): in der Nähe, Umgebung",
    },
    {
      class: "login_support",
      phrases: [
        "login",
        "anmelden",
        "einloggen",
        "kundenservice",
        "hotline",
        "support",
        "kontakt",
        "telefonnummer",
      ],
      source: "Wiktionary (de): anmelden, einloggen, Kundenservice, Hotline",
    },
    {
      class: "jobs_salary",
      phrases: [
        "jobs",
        "job",
        "stellenangebote",
        "stellen",
        "karriere",
        "gehalt",
        "verdienst",
        "ausbildung",
      ],
      source: "Wiktionary (de): Stellenangebot, Karriere, Gehalt, Verdienst, Ausbildung",
    },
    {
      class: "how_to",
      phrases: ["beste weg", "bester weg", "beste zeit"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: [
      "mein",
      "meine",
      "meinen",
      "meinem",
      "meiner",
      "meines",
      "unser",
      "unsere",
      "unseren",
      "unserem",
    ],
    source: "Wiktionary (de): Possessivartikel mein, unser",
  },
};
