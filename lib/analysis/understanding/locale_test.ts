import assert from "node:assert/strict";
import { languageOfLocation, languageOfPage, languageOfUrl, marketOfLanguage } from "./locale.ts";

Deno.test("[locale] a location gives its market's language; unknown or absent gives null", () => {
  assert.equal(languageOfLocation("Portugal"), "pt");
  assert.equal(languageOfLocation("Lisbon,Lisbon,Portugal"), "pt");
  assert.equal(languageOfLocation("Germany"), "de");
  assert.equal(languageOfLocation("United States"), "en");
  assert.equal(languageOfLocation("Atlantis"), null);
  assert.equal(languageOfLocation(undefined), null);
});

Deno.test("[locale] a page's language comes from its URL locale, else from a language its title names", () => {
  assert.equal(languageOfUrl("https://solingua.es/de/spanischkurs-valencia"), "de");
  assert.equal(languageOfUrl("/pt-br/cursos"), "pt");
  assert.equal(languageOfUrl("https://fr.example.com/cours"), "fr");
  assert.equal(languageOfUrl("https://example.com/design/page"), null);
  assert.equal(languageOfUrl("https://de.com/page"), null);
  assert.equal(languageOfPage({ title: "Create a German Bildungsurlaub landing page" }), "de");
  assert.equal(languageOfPage({ title: "Write an English blog post" }), "en");
  assert.equal(languageOfPage({ url: "https://x.com/fr/a", title: "German page" }), "fr");
  assert.equal(languageOfPage({ title: "Refresh the course page" }), null);
});

Deno.test("[locale] a language's main market", () => {
  assert.equal(marketOfLanguage("de"), "Germany");
  assert.equal(marketOfLanguage("xx"), null);
});
