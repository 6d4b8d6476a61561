/**
 * The page's conversion read from its own calls to action, in several languages: a booking and
 * a donation are goals of their own, a link's destination names its goal when its words do not,
 * a phone number is a contact, and what sits outside <main> (newsletter boxes) is chrome.
 */
import assert from "node:assert/strict";
import { reviewHtml } from "./testing.ts";

const NEWSLETTER = (word: string) =>
  `<section class="newsletter"><form><input type="email"><button>${word}</button></form></section>`;

Deno.test("[cro qa] bookings in three languages: the goal is the booking, a phone link is its fallback", async () => {
  const cases = [
    { lang: "fr", cta: "Réserver une table", tel: "05 56 48 29 17", nl: "S'inscrire" },
    { lang: "de", cta: "Termin buchen", tel: "030 288 76 10", nl: "Abonnieren" },
    { lang: "en", cta: "Book an appointment", tel: "(503) 555-0148", nl: "Subscribe" },
  ];
  for (const c of cases) {
    const html = `<html lang="${c.lang}"><body><main><h1>Title</h1>
      <p>A paragraph that tells the visitor what the place offers and why it is worth it.</p>
      <a class="btn" href="#book">${c.cta}</a> <a href="tel:+33556482917">${c.tel}</a>
      <a class="btn" href="#book">${c.cta}</a></main>${NEWSLETTER(c.nl)}</body></html>`;
    const r = await reviewHtml(`https://place.test/${c.lang}/`, html);
    assert.equal(r.conversion_goal, "booking", c.lang);
    assert.equal(r.goal_source, "inferred", c.lang);
    assert.ok(r.ctas.some((x) => x.text === c.cta && x.matches_goal), c.lang);
    assert.ok(r.ctas.some((x) => x.text === c.tel && x.goal === "contact_sales"), c.lang);
    assert.ok(!r.ctas.some((x) => x.text === c.nl), `${c.lang}: the newsletter box is chrome`);
    assert.ok(!r.findings.some((f) => f.id === "cta_presence" || f.id === "cta_goal_match"));
  }
});

Deno.test("[cro qa] donations in three languages keep the donation goal in findings and alternatives", async () => {
  const cases = [
    { lang: "de", cta: "Jetzt 60 € spenden", alt: "Jetzt spenden" },
    { lang: "es", cta: "Dona ahora", alt: "Dona ahora" },
    { lang: "pt", cta: "Doe agora", alt: "Doe agora" },
  ];
  for (const c of cases) {
    const html = `<html lang="${c.lang}"><body><main><h1>Title</h1>
      <p>A paragraph that tells the visitor what the gift does and who receives it, in detail.</p>
      <form><button>30 €</button><button>${c.cta}</button></form>
      <a href="mailto:help@charity.test">help@charity.test</a></main></body></html>`;
    const r = await reviewHtml(`https://charity.test/${c.lang}/`, html);
    assert.equal(r.conversion_goal, "donation", c.lang);
    assert.ok(r.cta_alternatives.includes(c.alt), c.lang);
    assert.ok(r.ctas.some((x) => x.text === "help@charity.test" && x.goal === "contact_sales"));
  }
});

Deno.test("[cro qa] a link styled as a button in the page's language, whose destination names the goal, serves it", async () => {
  const cases = [
    {
      lang: "pt",
      cls: "botao botao-primario",
      text: "Escolher o meu cabaz",
      href: "/cabazes/subscrever.html",
    },
    { lang: "es", cls: "boton", text: "Elegir mi caja", href: "/cajas/suscribirse" },
    { lang: "fr", cls: "bouton", text: "Choisir mon panier", href: "/paniers/s'abonner" },
  ];
  for (const c of cases) {
    const html = `<html lang="${c.lang}"><body><main><h1>Title</h1>
      <p>A paragraph that tells the visitor what the weekly box holds and what it costs.</p>
      <a class="${c.cls}" href="${c.href}">${c.text}</a></main></body></html>`;
    const r = await reviewHtml(`https://box.test/${c.lang}/`, html, {
      conversion_goal: "subscribe",
    });
    const cta = r.ctas.find((x) => x.text === c.text);
    assert.ok(cta?.matches_goal, c.lang);
    assert.ok(
      !r.findings.some((f) => f.id === "cta_presence" || f.id === "cta_goal_match"),
      c.lang,
    );
  }
});

Deno.test("[cro qa] unanswered objections are named in the page's language, never by their ids", async () => {
  const cases: [string, RegExp][] = [["de", /Preis/], ["nl", /prijs/], ["it", /prezzo/]];
  for (const [lang, name] of cases) {
    const html = `<html lang="${lang}"><body><main><h1>Software</h1>
      <p>A paragraph that says what the software does for the visitor, in a few words.</p>
      <button>Start free trial</button></main></body></html>`;
    const r = await reviewHtml(`https://saas.test/${lang}/`, html, { conversion_goal: "trial" });
    const found = r.findings.find((f) => f.id === "objections")!;
    assert.match(found.title, name, lang);
    assert.doesNotMatch(found.title, /\bprice\b|risk_free/, lang);
  }
});
