/**
 * Dutch and Italian pages are reviewed in their own language: the findings, their fixes and the
 * call-to-action alternatives come from the page's catalog, not the English fallback.
 */
import assert from "node:assert/strict";
import { reviewHtml } from "./testing.ts";

const PAGE = (lang: string, h1: string, p: string, cta: string) =>
  `<html lang="${lang}"><body><main><h1>${h1}</h1><p>${p}</p>
    <form><input name="name" required><input type="email" name="email" required>
    <button>Verzenden</button></form><a class="btn" href="#book">${cta}</a></main></body></html>`;

Deno.test("[cro qa] a Dutch and an Italian page are reviewed in Dutch and Italian, not English", async () => {
  const cases = [
    {
      lang: "nl",
      h1: "Welkom",
      p: "Een restaurant aan de gracht met een wisselende kaart en wijnen uit de regio.",
      cta: "Reserveer een tafel",
      alt: "Reserveer nu",
    },
    {
      lang: "it",
      h1: "Benvenuti",
      p: "Una trattoria sul lago con un menù che cambia ogni settimana e vini del territorio.",
      cta: "Prenota un tavolo",
      alt: "Prenota ora",
    },
  ];
  for (const c of cases) {
    const r = await reviewHtml(`https://place.test/${c.lang}/`, PAGE(c.lang, c.h1, c.p, c.cta));
    const en = await reviewHtml(`https://place.test/en/`, PAGE("en", c.h1, c.p, c.cta));
    assert.equal(r.language, c.lang);
    assert.equal(r.conversion_goal, "booking", c.lang);
    assert.equal(en.language, "en");
    assert.ok(r.findings.length > 0, c.lang);
    assert.deepEqual(r.findings.map((f) => f.id), en.findings.map((f) => f.id), c.lang);
    const english = new Set(en.findings.flatMap((f) => [f.title, f.fix]));
    for (const f of r.findings) {
      assert.ok(!english.has(f.title), `${c.lang}: "${f.title}" is the English title`);
      assert.ok(!english.has(f.fix), `${c.lang}: "${f.fix}" is the English fix`);
    }
    assert.ok(r.cta_alternatives.length > 0, c.lang);
    assert.ok(r.cta_alternatives.includes(c.alt), c.lang);
    assert.ok(
      !r.cta_alternatives.some((t) => en.cta_alternatives.includes(t)),
      `${c.lang}: ${r.cta_alternatives.join(" | ")}`,
    );
  }
});
