import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { mixedLanguage } from "./mixed_language.ts";

const GERMAN =
  "Die Kosten für Kubernetes lassen sich mit wenigen Schritten senken. Wir zeigen, wie man die Ressourcen richtig plant, wie man die Knoten automatisch skaliert und wie man mit Spot-Instanzen spart. Außerdem erklären wir, warum die Anfragen und die Grenzen der Container so wichtig sind und wie das Team die Ausgaben jeden Monat im Blick behält, ohne dass die Leistung der Anwendungen leidet.";

Deno.test("[technical qa check] mixed_language: lang=en on German text is medium", async () => {
  const found = mixedLanguage.assess(await factsOfHtml(page("", `<p>${GERMAN}</p>`, "en")));
  assert.ok(found);
  assert.match(found.examples[0], /declared "en" but the text reads as "de"/);
});

Deno.test("[technical qa check] mixed_language: lang=de on German text passes", async () => {
  assert.equal(mixedLanguage.assess(await factsOfHtml(page("", `<p>${GERMAN}</p>`, "de"))), null);
});
