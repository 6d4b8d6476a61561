import assert from "node:assert/strict";
import { asksForTool, isArticleUrl, isQuestion, pageFormatOf } from "./page_format.ts";

const type = (k: string, urls: string[], intent: string | null = null) =>
  pageFormatOf(k, urls, intent)?.page_type ?? null;

Deno.test("tools by their words and by a German compound's head", () => {
  assert.equal(type("kurzarbeitergeld berechnen", []), "tool_page");
  assert.equal(
    type("lohnsteuertabelle 2026", ["https://www.lohnpilot.de/lohnsteuertabelle-2026"]),
    "tool_page",
  );
  assert.equal(type("mortgage calculator uk", []), "tool_page");
  assert.equal(type("calcolare il bollo auto", []), "tool_page");
  assert.equal(asksForTool("console table"), false);
});

Deno.test("tools and articles by the ranking page's section", () => {
  assert.equal(
    type("kurzarbeitergeld", ["https://www.x.de/rechner/kurzarbeitergeld"]),
    "tool_page",
  );
  assert.equal(type("sv meldung", ["https://www.lohnpilot.de/wissen/sv-meldung"]), "guide");
  assert.equal(
    type("vitamine c et niacinamide", ["https://www.herbiane.fr/blog/vitamine-c-niacinamide"]),
    "guide",
  );
  assert.equal(type("dieta mediterranea", ["https://www.x.it/guida/dieta-mediterranea"]), "guide");
});

Deno.test("questions in several languages are guides; product pages say nothing", () => {
  assert.equal(isQuestion("was ist ein lohnjournal"), true);
  assert.equal(isQuestion("comment appliquer sérum vitamine c"), true);
  assert.equal(isQuestion("como pedir la nacionalidad"), true);
  assert.equal(type("how to descale a kettle", []), "guide");
  assert.equal(
    type("minijob lohnabrechnung", ["https://www.lohnpilot.de/minijob-lohnabrechnung"]),
    null,
  );
});

Deno.test("a commercial service query a rival wins with an offer page is a landing page", () => {
  const lp = (k: string, url: string) => type(k, [url], "commercial");
  assert.equal(
    lp("lohnabrechnung gastronomie", "https://www.lohnpilot.de/branchen/gastronomie"),
    "landing_page",
  );
  assert.equal(
    lp("abogado extranjeria madrid", "https://www.abogadosvelasco.es/extranjeria"),
    "landing_page",
  );
  assert.equal(
    lp("sérum vitamine c", "https://www.clairelune.fr/serums/serum-eclat"),
    "landing_page",
  );
  // Superlatives and comparisons keep the keyword's own judgement (a comparison page).
  assert.equal(
    lp("meilleur sérum vitamine c", "https://www.clairelune.fr/serums/serum-eclat"),
    null,
  );
  assert.equal(lp("best payroll software uk", "https://www.x.co.uk/payroll"), null);
  assert.equal(type("sérum vitamine c", ["https://www.clairelune.fr/serums/serum-eclat"]), null);
});

Deno.test("article URLs and patterns", () => {
  assert.equal(isArticleUrl("https://www.herbiane.fr/blog/*"), true);
  assert.equal(isArticleUrl("https://www.lohnpilot.de/wissen/sv-meldung"), true);
  assert.equal(isArticleUrl("https://www.abogados.es/guias/renovar-nie"), true);
  assert.equal(isArticleUrl("https://www.maisonlumen.fr/serum-vitamine-c"), false);
  assert.equal(isArticleUrl("https://www.hotel.it/blog"), false);
});
