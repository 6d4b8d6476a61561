/** Query modifiers in Italian: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const IT: ModifierTable = {
  language: "it",
  rows: [
    {
      class: "definition",
      phrases: ["cos'è", "cosa è", "cosa sono", "cosa significa", "significato", "definizione"],
      source: "Wikizionario (it): significato, definizione; 'cos'è' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["come", "guida", "tutorial", "passo passo"],
      source: "Wikizionario (it): come, guida",
    },
    {
      class: "comparison",
      phrases: [
        "confronto",
        "vs",
        "migliore",
        "migliori",
        "miglior",
        "recensioni",
        "recensione",
        "opinioni",
        "classifica",
      ],
      source: "Wikizionario (it): confronto, migliore, recensione, classifica",
    },
    {
      class: "alternatives",
      phrases: ["alternativa", "alternative", "concorrenti", "simile a"],
      source: "Wikizionario (it): alternativa, concorrente",
    },
    {
      class: "price",
      phrases: [
        "prezzo",
        "prezzi",
        "costo",
        "costi",
        "economico",
        "economici",
        "tariffe",
        "preventivo",
      ],
      source: "Wikizionario (it): prezzo, costo, economico, tariffa, preventivo",
    },
    {
      class: "cost",
      phrases: ["quanto costa", "quanto costano"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["gratis", "gratuito", "gratuita", "gratuiti"],
      source: "Wikizionario (it): gratis, gratuito",
    },
    {
      class: "buy",
      phrases: [
        "comprare",
        "acquistare",
        "acquisto",
        "vendita",
        "offerta",
        "offerte",
        "sconto",
        "prenotare",
      ],
      source: "Wikizionario (it): comprare, acquistare, vendita, sconto, prenotare",
    },
    {
      class: "near_me",
      phrases: ["vicino a me", "vicino", "nelle vicinanze"],
      source: "Wikizionario (it): vicino, vicinanza",
    },
    {
      class: "login_support",
      phrases: [
        "accedi",
        "accesso",
        "login",
        "area clienti",
        "assistenza",
        "servizio clienti",
        "contatti",
        "numero verde",
      ],
      source: "Wikizionario (it): accesso, assistenza, servizio clienti",
    },
    {
      class: "jobs_salary",
      phrases: [
        "lavoro",
        "offerte di lavoro",
        "lavora con noi",
        "stipendio",
        "carriera",
        "assunzioni",
      ],
      source: "Wikizionario (it): lavoro, stipendio, carriera, assunzione",
    },
    {
      class: "how_to",
      phrases: ["modo migliore per", "miglior modo per", "momento migliore per"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["mio", "mia", "miei", "mie", "nostro", "nostra", "nostri", "nostre"],
    source: "Wiktionary (it): aggettivi possessivi mio, nostro",
  },
};
