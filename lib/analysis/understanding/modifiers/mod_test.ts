import assert from "node:assert/strict";
import { MODIFIER_CLASSES, MODIFIER_TABLES, modifierIntent, modifiersIn } from "./mod.ts";

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
    ["ile kosztuje crm", "pl", "price"],
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

Deno.test("[modifiers] a price question beats its how-to frame; no modifier, no intent", () => {
  assert.equal(modifierIntent("wie viel kostet ein crm", "de")?.intent, "transactional");
  assert.equal(modifierIntent("quanto costa un crm", "it")?.intent, "transactional");
  assert.equal(modifierIntent("crm für kleine unternehmen", "de"), null);
});

Deno.test("[modifiers] a language without a table is read with every table, never as English only", () => {
  // Czech has no table: the German "kostenlos" is still found, and nothing claims English.
  assert.equal(modifiersIn("crm kostenlos", "cs")[0]?.language, "de");
  assert.equal(modifiersIn("crm zdarma", "cs").length, 0);
});
