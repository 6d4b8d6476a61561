import assert from "node:assert/strict";
import {
  CLASS_PAGES,
  MODIFIER_CLASSES,
  MODIFIER_TABLES,
  modifierIntent,
  modifiersIn,
} from "./mod.ts";

const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "ja"];

Deno.test("[modifiers] every class is covered in every listed language, and every row cites a source", () => {
  for (const lang of LANGUAGES) {
    const table = MODIFIER_TABLES[lang];
    assert.ok(table, `no table for ${lang}`);
    for (const cls of MODIFIER_CLASSES) {
      const row = table.rows.find((r) => r.class === cls);
      assert.ok(row && row.phrases.length > 0, `${lang}: no ${cls} row`);
      assert.ok(row.source.length > 10, `${lang}/${cls}: no source`);
    }
  }
});

Deno.test("[modifiers] the same head term with each language's free, price and definition modifiers", () => {
  const cases: [string, string, string][] = [
    ["crm kostenlos", "de", "free"],
    ["crm gratis", "es", "free"],
    ["logiciel crm gratuit", "fr", "free"],
    ["CRM Software Preise", "de", "price"],
    ["prezzo crm", "it", "price"],
    ["ile kosztuje crm", "pl", "cost"],
    ["qué es un crm", "es", "definition"],
    ["was ist ein crm", "de", "definition"],
    ["wat is een crm", "nl", "definition"],
    ["CRMとは", "ja", "definition"],
    ["crm 料金", "ja", "price"],
    ["vad är crm", "sv", "definition"],
    ["crm jämförelse", "sv", "comparison"],
    ["hubspot vs salesforce", "de", "comparison"],
    ["salesforce login", "pt", "login_support"],
    ["crm vacatures", "nl", "jobs_salary"],
    ["tandarts in de buurt", "nl", "near_me"],
  ];
  for (const [query, lang, cls] of cases) {
    assert.equal(modifiersIn(query, lang)[0]?.class, cls, `${query} (${lang})`);
  }
});

Deno.test("[modifiers] a cost question beats its how-to frame and is researched before buying; no modifier, no intent", () => {
  assert.equal(modifierIntent("wie viel kostet ein crm", "de")?.modifier.class, "cost");
  assert.equal(modifierIntent("quanto costa un crm", "it")?.intent, "commercial");
  assert.equal(
    modifierIntent("how much does a roof replacement cost", "en")?.modifier.class,
    "cost",
  );
  assert.equal(modifierIntent("crm für kleine unternehmen", "de"), null);
  // A cost question is answered by cost guides and price pages alike.
  assert.deepEqual([...CLASS_PAGES.cost].sort(), ["guide", "shopping"]);
});

Deno.test("[modifiers] a definition frame yields to the modifier that says what is asked", () => {
  assert.equal(modifiersIn("what is the best crm", "en")[0]?.class, "comparison");
  assert.equal(modifiersIn("was ist der beste staubsauger", "de")[0]?.class, "comparison");
  assert.equal(modifiersIn("qué es el mejor seguro de coche", "es")[0]?.class, "comparison");
  assert.equal(modifiersIn("what is a heat pump", "en")[0]?.class, "definition");
});

Deno.test("[modifiers] the longest phrase wins: the best way to do something is a how-to", () => {
  assert.equal(modifiersIn("best way to clean a velvet sofa", "en")[0]?.class, "how_to");
  assert.equal(modifiersIn("mejor forma de aprender inglés", "es")[0]?.class, "how_to");
  assert.equal(modifiersIn("bästa sättet att spara pengar", "sv")[0]?.class, "how_to");
  assert.equal(modifiersIn("best running shoes", "en")[0]?.class, "comparison");
});

Deno.test("[modifiers] the searcher's own things are no definition, price or purchase search", () => {
  // A definition or price asked about the searcher's own things.
  assert.equal(modifiersIn("what is my credit score", "en").length, 0);
  assert.equal(modifiersIn("how much is my car worth", "en").length, 0);
  assert.equal(modifiersIn("was ist mein auto wert", "de").length, 0);
  assert.equal(modifiersIn("cuánto cuesta mi seguro", "es").length, 0);
  // A modifier word right after a possessive names the searcher's own thing.
  assert.equal(modifiersIn("track my order", "en").length, 0);
  assert.equal(modifiersIn("min lön efter skatt", "sv").length, 0);
  assert.equal(modifiersIn("cancelar mi compra", "es").length, 0);
  assert.equal(modifiersIn("compra de coche usado", "es")[0]?.class, "buy");
  // How-to and support searches keep their reading.
  assert.equal(modifiersIn("how do i reset my password", "en")[0]?.class, "how_to");
  assert.equal(modifiersIn("mein konto login", "de")[0]?.class, "login_support");
  // Without a possessive, the same words are modifiers.
  assert.equal(modifiersIn("what is a credit score", "en")[0]?.class, "definition");
  assert.equal(modifiersIn("order checks online", "en")[0]?.class, "buy");
});

Deno.test("[modifiers] a language without a table is read with every table, never as English only", () => {
  // Czech has no table: the German "kostenlos" is still found, and nothing claims English.
  assert.equal(modifiersIn("crm kostenlos", "cs")[0]?.language, "de");
  assert.equal(modifiersIn("crm zdarma", "cs").length, 0);
});
