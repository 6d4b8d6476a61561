/** Query modifiers in Swedish: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const SV: ModifierTable = {
  language: "sv",
  rows: [
    {
      class: "definition",
      phrases: ["vad är", "vad betyder", "betydelse", "definition"],
      source: "Wiktionary (sv): betydelse, definition; 'vad är' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["hur", "guide", "instruktion", "steg för steg", "så gör du"],
      source: "Wiktionary (sv): hur, instruktion, steg för steg",
    },
    {
      class: "comparison",
      phrases: [
        "jämförelse",
        "jämför",
        "vs",
        "bäst",
        "bästa",
        "test",
        "recension",
        "omdöme",
        "omdömen",
      ],
      source: "Wiktionary (sv): jämförelse, bäst, recension, omdöme",
    },
    {
      class: "alternatives",
      phrases: ["alternativ till", "alternativ", "konkurrenter", "liknande"],
      source: "Wiktionary (sv): alternativ, konkurrent",
    },
    {
      class: "price",
      phrases: [
        "pris",
        "priser",
        "kostnad",
        "kostar",
        "billig",
        "billiga",
        "billigt",
        "offert",
      ],
      source: "Wiktionary (sv): pris, kostnad, billig, offert",
    },
    {
      class: "cost",
      phrases: ["vad kostar"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["gratis", "kostnadsfri", "kostnadsfritt", "kostnadsfria"],
      source: "Wiktionary (sv): gratis, kostnadsfri",
    },
    {
      class: "buy",
      phrases: ["köpa", "köp", "beställa", "butik", "rea", "rabatt", "boka"],
      source: "Wiktionary (sv): köpa, beställa, butik, rabatt, boka",
    },
    {
      class: "near_me",
      phrases: ["nära mig", "i närheten", "närmaste"],
      source: "Wiktionary (sv): i närheten, närmaste",
    },
    {
      class: "login_support",
      phrases: ["logga in", "login", "kundtjänst", "support", "kontakt", "telefonnummer"],
      source: "Wiktionary (sv): logga in, kundtjänst",
    },
    {
      class: "jobs_salary",
      phrases: ["jobb", "lediga jobb", "lön", "karriär"],
      source: "Wiktionary (sv): jobb, lön, karriär",
    },
    {
      class: "how_to",
      phrases: ["bästa sättet att", "bästa tiden att"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["min", "mitt", "mina", "vår", "vårt", "våra"],
    source: "Wiktionary (sv): possessiva pronomen min, vår",
  },
};
