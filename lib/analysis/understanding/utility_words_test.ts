import assert from "node:assert/strict";
import { utilityPage } from "./page_type.ts";
import { UTILITY_LANGUAGES, UTILITY_WORDS, utilityWordKind, WORD_KINDS } from "./utility_words.ts";

Deno.test("[utility words] every kind has words in every listed language, and a source", () => {
  for (const kind of WORD_KINDS) {
    assert.ok(UTILITY_WORDS[kind].source.length > 20, kind);
    for (const lang of UTILITY_LANGUAGES) {
      assert.ok(UTILITY_WORDS[kind].words[lang].length > 0, `${kind} ${lang}`);
    }
  }
});

Deno.test("[utility words] site furniture in five languages is a utility page; topics sharing a word are not", () => {
  const furniture: [string, string, string][] = [
    ["https://x.es/area-clientes", "Área de clientes", "login"],
    ["https://x.pl/kariera", "Kariera", "careers"],
    ["https://x.pl/polityka-prywatnosci", "Polityka prywatności", "privacy"],
    ["https://x.fr/rdv", "Prendre rendez-vous", "booking"],
    ["https://x.de/status", "Systemstatus", "status"],
    ["https://x.co.uk/book", "Book a vet appointment online", "booking"],
    ["https://x.co.uk/find", "Find your nearest Pawsworth practice", "locator"],
  ];
  for (const [url, title, kind] of furniture) {
    assert.equal(utilityPage(url, title)?.kind, kind, title);
  }
  const topics: [string, string][] = [
    ["https://x.com/chocolate-chip-cookies", "Chocolate chip cookies"],
    ["https://x.com/contact-lenses", "Contact lenses guide"],
    ["https://x.fr/sci", "Tout savoir à propos de la SCI familiale"],
    ["https://x.es/ayudas-empleo", "Ayudas al empleo 2025"],
    ["https://x.de/kontaktlinsen", "Kontaktlinsen im Test"],
  ];
  for (const [url, title] of topics) assert.equal(utilityPage(url, title), null, title);
});

Deno.test("[utility words] quote-request pages are forms, not topics (Dutch, Spanish, English, Swedish)", () => {
  assert.equal(utilityWordKind("Gratis offerte aanvragen"), "booking");
  assert.equal(utilityWordKind("Solicitar presupuesto sin compromiso"), "booking");
  assert.equal(utilityWordKind("Request a free quote"), "booking");
  assert.equal(utilityWordKind("Begär offert"), "booking");
  // A topic sharing a word stays a topic.
  assert.equal(utilityWordKind("Offerte fotografie bruiloft"), null);
  assert.equal(utilityWordKind("How to write a quote for a client"), null);
});
