/** Query modifiers in Dutch: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const NL: ModifierTable = {
  language: "nl",
  rows: [
    {
      class: "definition",
      phrases: ["wat is", "wat zijn", "wat betekent", "betekenis", "definitie"],
      source: "WikiWoordenboek (nl): betekenis, definitie; 'wat is' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["hoe", "handleiding", "stappenplan", "uitleg", "tutorial"],
      source: "WikiWoordenboek (nl): hoe, handleiding, stappenplan",
    },
    {
      class: "comparison",
      phrases: [
        "vergelijken",
        "vergelijking",
        "vs",
        "beste",
        "review",
        "reviews",
        "ervaringen",
        "test",
      ],
      source: "WikiWoordenboek (nl): vergelijking, beste, ervaring",
    },
    {
      class: "alternatives",
      phrases: ["alternatief", "alternatieven", "concurrenten", "vergelijkbaar met"],
      source: "WikiWoordenboek (nl): alternatief, concurrent",
    },
    {
      class: "price",
      phrases: [
        "prijs",
        "prijzen",
        "kosten",
        "goedkoop",
        "goedkope",
        "tarief",
        "tarieven",
        "offerte",
      ],
      source: "WikiWoordenboek (nl): prijs, kosten, goedkoop, tarief, offerte",
    },
    {
      class: "cost",
      phrases: ["wat kost", "wat kosten"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["gratis", "kosteloos"],
      source: "WikiWoordenboek (nl): gratis, kosteloos",
    },
    {
      class: "buy",
      phrases: ["kopen", "bestellen", "winkel", "aanbieding", "korting", "boeken", "reserveren"],
      source: "WikiWoordenboek (nl): kopen, bestellen, aanbieding, korting, boeken",
    },
    {
      class: "near_me",
      phrases: ["in de buurt", "bij mij in de buurt", "dichtbij"],
      source: "WikiWoordenboek (nl): in de buurt, dichtbij",
    },
    {
      class: "login_support",
      phrases: ["inloggen", "login", "klantenservice", "contact", "telefoonnummer", "mijn account"],
      source: "WikiWoordenboek (nl): inloggen, klantenservice",
    },
    {
      class: "jobs_salary",
      phrases: ["vacatures", "vacature", "baan", "banen", "salaris", "werken bij"],
      source: "WikiWoordenboek (nl): vacature, baan, salaris",
    },
    {
      class: "how_to",
      phrases: ["beste manier om", "beste tijd om"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["mijn", "ons", "onze"],
    source: "Wiktionary (nl): bezittelijke voornaamwoorden mijn, ons, onze",
  },
};
