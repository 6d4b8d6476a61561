/** Query modifiers in French: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const FR: ModifierTable = {
  language: "fr",
  rows: [
    {
      class: "definition",
      phrases: [
        "qu'est-ce que",
        "qu'est-ce qu'un",
        "qu'est-ce qu'une",
        "c'est quoi",
        "définition",
        "signification",
        "que veut dire",
      ],
      source:
        "Wiktionnaire (fr): définition, signification; 'qu'est-ce que' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["comment", "tutoriel", "tuto", "guide", "étape par étape"],
      source: "Wiktionnaire (fr): comment, tutoriel, étape",
    },
    {
      class: "comparison",
      phrases: [
        "comparatif",
        "comparaison",
        "vs",
        "meilleur",
        "meilleurs",
        "meilleure",
        "meilleures",
        "avis",
        "test",
      ],
      source: "Wiktionnaire (fr): comparatif, meilleur, avis",
    },
    {
      class: "alternatives",
      phrases: ["alternative", "alternatives", "équivalent", "concurrent", "concurrents"],
      source: "Wiktionnaire (fr): alternative, équivalent, concurrent",
    },
    {
      class: "price",
      phrases: ["prix", "tarif", "tarifs", "coût", "pas cher", "devis"],
      source: "Wiktionnaire (fr): prix, tarif, coût, pas cher, devis",
    },
    {
      class: "cost",
      phrases: ["combien coûte", "combien ça coûte"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["gratuit", "gratuite", "gratuits", "gratuites", "gratis"],
      source: "Wiktionnaire (fr): gratuit",
    },
    {
      class: "buy",
      phrases: ["acheter", "achat", "commander", "boutique", "promo", "réserver"],
      source: "Wiktionnaire (fr): acheter, commander, boutique, réserver",
    },
    {
      class: "near_me",
      phrases: ["près de chez moi", "à proximité", "autour de moi"],
      source: "Wiktionnaire (fr): à proximité, près de",
    },
    {
      class: "login_support",
      phrases: [
        "connexion",
        "se connecter",
        "espace client",
        "service client",
        "assistance",
        "contact",
        "numéro",
      ],
      source: "Wiktionnaire (fr): connexion, espace client, service client",
    },
    {
      class: "jobs_salary",
      phrases: [
        "emploi",
        "emplois",
        "offre d'emploi",
        "recrutement",
        "salaire",
        "carrière",
        "stage",
      ],
      source: "Wiktionnaire (fr): emploi, recrutement, salaire, carrière, stage",
    },
    {
      class: "how_to",
      phrases: ["meilleure façon de", "meilleure manière de", "meilleur moment pour"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["mon", "ma", "mes", "notre", "nos"],
    source: "Wiktionary (fr): déterminants possessifs mon, ma, mes, notre, nos",
  },
};
