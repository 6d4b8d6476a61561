/** Query modifiers in Polish: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const PL: ModifierTable = {
  language: "pl",
  rows: [
    {
      class: "definition",
      phrases: ["co to jest", "co to", "czym jest", "co oznacza", "definicja", "znaczenie"],
      source: "Wikisłownik (pl): definicja, znaczenie; 'co to jest' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["jak", "poradnik", "instrukcja", "krok po kroku"],
      source: "Wikisłownik (pl): jak, poradnik, instrukcja",
    },
    {
      class: "comparison",
      phrases: [
        "porównanie",
        "vs",
        "najlepszy",
        "najlepsze",
        "najlepsza",
        "ranking",
        "opinie",
        "recenzja",
        "test",
      ],
      source: "Wikisłownik (pl): porównanie, najlepszy, opinia, ranking",
    },
    {
      class: "alternatives",
      phrases: ["alternatywa", "alternatywy", "zamiennik", "konkurencja", "podobne do"],
      source: "Wikisłownik (pl): alternatywa, zamiennik, konkurencja",
    },
    {
      class: "price",
      phrases: [
        "cena",
        "ceny",
        "koszt",
        "koszty",
        "tani",
        "tanie",
        "tania",
        "cennik",
      ],
      source: "Wikisłownik (pl): cena, koszt, tani, cennik",
    },
    {
      class: "cost",
      phrases: ["ile kosztuje", "ile kosztują"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: [
        "za darmo",
        "darmowy",
        "darmowe",
        "darmowa",
        "bezpłatny",
        "bezpłatne",
        "bezpłatna",
        "gratis",
      ],
      source: "Wikisłownik (pl): darmowy, bezpłatny, za darmo",
    },
    {
      class: "buy",
      phrases: ["kupić", "kup", "sklep", "zamów", "promocja", "rabat", "rezerwacja"],
      source: "Wikisłownik (pl): kupić, sklep, zamówić, promocja, rabat",
    },
    {
      class: "near_me",
      phrases: ["w pobliżu", "blisko mnie", "niedaleko"],
      source: "Wikisłownik (pl): w pobliżu, niedaleko",
    },
    {
      class: "login_support",
      phrases: ["logowanie", "zaloguj", "login", "obsługa klienta", "kontakt", "infolinia"],
      source: "Wikisłownik (pl): logowanie, obsługa klienta, infolinia",
    },
    {
      class: "jobs_salary",
      phrases: ["praca", "oferty pracy", "wynagrodzenie", "zarobki", "pensja", "kariera"],
      source: "Wikisłownik (pl): praca, wynagrodzenie, zarobki, pensja",
    },
    {
      class: "how_to",
      phrases: ["najlepszy sposób na", "najlepszy sposób", "najlepszy czas na"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: [
      "mój",
      "moja",
      "moje",
      "moi",
      "mojego",
      "mojej",
      "moim",
      "nasz",
      "nasza",
      "nasze",
      "naszego",
    ],
    source: "Wiktionary (pl): zaimki dzierżawcze mój, nasz",
  },
};
