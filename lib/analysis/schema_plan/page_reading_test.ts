/**
 * Schema plans read what the page shows, in several languages: the type (product, event, local
 * business and its trade, article), the offer price, identifiers, venue, hours, byline dates in
 * words and the visible breadcrumb trail. Pages written for these tests.
 */
import assert from "node:assert/strict";
import { contentSchemaPlan } from "../../operations/content_schema_plan.ts";
import { serve } from "../sitemap_audit/testing.ts";
import type { SchemaPlanInput } from "./input.ts";
import { planSchema } from "./mod.ts";

type Node = Record<string, unknown>;

async function planOf(url: string, html: string) {
  const input = contentSchemaPlan.input.parse({ url }) as SchemaPlanInput;
  const r = await planSchema(input, { web: serve({ [url]: [200, html, "text/html"] }) });
  const d = r.jsonld_draft!;
  const nodes = (d["@graph"] as Node[] | undefined) ?? [d];
  return { r, primary: nodes[0], nodes };
}

const page = (lang: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const CHROME = `<header><a href="/" class="logo"><img src="/logo.svg" alt="Haus Gruber"></a>
<nav><a href="/a">A</a> <a href="/b">B</a> <a href="/cart">Cart (0)</a></nav></header>`;

Deno.test("[schema plan] products in three languages: the price paid now, identifiers from the spec table, the visible trail", async () => {
  const cases = [
    {
      lang: "pl",
      price:
        "<p><del>629,00 zł</del> <strong>549,00 zł</strong></p><p>Kup na raty od 54,90 zł/mies.</p>",
      buy: "Dodaj do koszyka",
      spec: "<tr><th>Marka</th><td>Halny</td></tr><tr><th>EAN</th><td>5907741120385</td></tr>",
      crumb:
        '<nav class="okruszki"><a href="/">Strona główna</a> › <a href="/plecaki/">Plecaki</a> › <span>Przełęcz 38</span></nav>',
      expect: {
        price: "549.00",
        currency: "PLN",
        brand: "Halny",
        gtin13: "5907741120385",
        first: "Strona główna",
      },
    },
    {
      lang: "de",
      price: "<p>1.299,00 €</p><p>Kostenloser Versand ab 50 €</p>",
      buy: "In den Warenkorb",
      spec: "<tr><th>Hersteller</th><td>Miele</td></tr><tr><th>Art.-Nr.</th><td>WWD 320</td></tr>",
      crumb:
        '<ol class="breadcrumb"><li><a href="/">Start</a></li><li><a href="/waschen/">Waschen</a></li><li>WWD 320</li></ol>',
      expect: { price: "1299.00", currency: "EUR", brand: "Miele", sku: "WWD 320", first: "Start" },
    },
    {
      lang: "en",
      price: "<p class=price>Was $89.00 Now $69.00</p>",
      buy: "Add to basket",
      spec: "<dl><dt>Brand</dt><dd>Lumen</dd><dt>UPC</dt><dd>012345678905</dd></dl>",
      crumb:
        '<nav aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/lamps/">Lamps</a> / Arc lamp</nav>',
      expect: {
        price: "69.00",
        currency: "USD",
        brand: "Lumen",
        gtin12: "012345678905",
        first: "Home",
      },
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      "<title>Item</title>",
      `${CHROME}${c.crumb}<main><h1>Item 38</h1>
      ${c.price}<form><button>${c.buy}</button></form><table>${c.spec}</table></main>
      <footer><p>Free delivery from 299</p></footer>`,
    );
    const { r, primary, nodes } = await planOf(`https://shop.test/${c.lang}/item`, html);
    assert.equal(r.page_type, "product", c.lang);
    const offer = primary.offers as Node;
    assert.equal(offer.price, c.expect.price, c.lang);
    assert.equal(offer.priceCurrency, c.expect.currency, c.lang);
    assert.deepEqual(primary.brand, { "@type": "Brand", name: c.expect.brand }, c.lang);
    const ids: Record<string, string | undefined> = c.expect;
    for (const k of ["gtin13", "gtin12", "sku"]) {
      if (ids[k]) assert.equal(primary[k], ids[k], c.lang);
    }
    const trail = nodes.find((n) => n["@type"] === "BreadcrumbList")!;
    const items = trail.itemListElement as Node[];
    assert.equal(items[0].name, c.expect.first, c.lang);
    assert.equal(items.length, 3, c.lang);
    assert.ok(!("item" in items[2]), "the page's own step carries no URL");
  }
});

Deno.test("[schema plan] events in three languages: date and time, venue from the content, registration link", async () => {
  const cases = [
    {
      lang: "pt",
      facts:
        "<li>Data: domingo, 14 de março de 2027</li><li>Partida: 9h30</li><li>Local: Parque Verde do Mondego, Avenida da Lousã, 3030-171 Coimbra</li>",
      link: "Inscrever-me",
      start: "2027-03-14T09:30",
      place: "Parque Verde do Mondego",
      code: "3030-171",
    },
    {
      lang: "de",
      facts:
        "<li>Termin: Samstag, 12. Juni 2027, 19:00 Uhr</li><li>Ort: Stadthalle, Kaiserstraße 12, 60311 Frankfurt am Main</li>",
      link: "Tickets kaufen",
      start: "2027-06-12T19:00",
      place: "Stadthalle",
      code: "60311",
    },
    {
      lang: "en",
      facts:
        "<li>When: Saturday, October 9, 2027 at 7 pm</li><li>Where: Riverside Hall, 12 Mill Lane, Cambridge CB2 1RX</li>",
      link: "Book tickets",
      start: "2027-10-09T19:00",
      place: null,
      code: "CB2 1RX",
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      "<title>Gala</title>",
      `${CHROME}<main><h1>Gala 2027</h1>
      <ul>${c.facts}</ul><p><a class="btn" href="/register">${c.link}</a></p></main>
      <footer><p>Verein, Rua da Sofia 95, 3000-389 Coimbra</p></footer>`,
    );
    const { r, primary } = await planOf(`https://events.test/${c.lang}/gala`, html);
    assert.equal(r.page_type, "event", c.lang);
    assert.equal(primary["@type"], "Event", c.lang);
    assert.equal(primary.startDate, c.start, c.lang);
    const location = primary.location as Node;
    assert.equal((location.address as Node).postalCode, c.code, c.lang);
    if (c.place) assert.equal(location.name, c.place, c.lang);
    assert.ok(
      r.required_fields_checklist.filter((x) => x.type === "Event" && x.level === "required")
        .every((x) => x.status === "present"),
      c.lang,
    );
  }
});

Deno.test("[schema plan] local businesses name their trade: the subtype, the name (not the H1 slogan), the address", async () => {
  const cases = [
    {
      lang: "sv",
      title: "Bilverkstad i Göteborg | Majornas Bilverkstad",
      name: "Majornas Bilverkstad",
      type: "AutoRepair",
      addr: "<p>Majornas Bilverkstad AB<br>Fiskhamnsgatan 12<br>414 58 Göteborg</p>",
      hours: "<table><tr><td>Måndag–fredag</td><td>07:00–17:00</td></tr></table>",
      street: "Fiskhamnsgatan 12",
    },
    {
      lang: "de",
      title: "Bäckerei Sonnenkorn – Brot aus Freiburg",
      name: "Bäckerei Sonnenkorn",
      type: "Bakery",
      addr: "<p>Wiesenweg 4, 79098 Freiburg</p>",
      hours: "<p>Montag–Freitag 06:00–18:00</p>",
      street: "Wiesenweg 4",
    },
    {
      lang: "es",
      title: "Peluquería Ondas | Valencia",
      name: "Peluquería Ondas",
      type: "HairSalon",
      addr: "<p>Calle de Colón 22, 46004 Valencia</p>",
      hours: "<p>Lunes a viernes 10:00–20:00</p>",
      street: "Calle de Colón 22",
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      `<title>${c.title}</title><meta property="og:site_name" content="${c.name}">`,
      `${
        CHROME.replace("Haus Gruber", c.name)
      }<main><h1>Since 1987, with you</h1>${c.addr}${c.hours}
      <p><a href="tel:+46317751290">Call</a></p></main>`,
    );
    const { r, primary } = await planOf(`https://biz.test/${c.lang}/`, html);
    assert.equal(r.page_type, "local_business", c.lang);
    assert.equal(primary["@type"], c.type, c.lang);
    assert.equal(r.recommended_types[0].type, c.type, c.lang);
    assert.equal(primary.name, c.name, c.lang);
    assert.equal((primary.address as Node).streetAddress, c.street, c.lang);
  }
});

Deno.test("[schema plan] byline dates written in words, in three languages; comment dates are not the article's", async () => {
  const cases = [
    {
      lang: "en",
      byline:
        "By Dr. Maya Ortiz, DVM, emergency veterinarian · Published March 3, 2026 · Last updated October 14, 2026",
      author: "Dr. Maya Ortiz",
    },
    {
      lang: "de",
      byline: "Von Jana Roth · Veröffentlicht am 3. März 2026 · Aktualisiert am 14. Oktober 2026",
      author: "Jana Roth",
    },
    {
      lang: "fr",
      byline: "Par Luc Marchand · Publié le 3 mars 2026 · Mis à jour le 14 octobre 2026",
      author: "Luc Marchand",
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      "<title>Guide</title>",
      `${CHROME}<main><article><h1>A question answered</h1>
      <p class="byline">${c.byline}</p><p>${
        "Body text that explains the answer at length. ".repeat(30)
      }</p>
      <section class="comments"><p>Posted November 2, 2026 by a reader</p></section></article></main>`,
    );
    const { r, primary } = await planOf(`https://blog.test/${c.lang}/post`, html);
    assert.equal(r.page_type, "article", c.lang);
    assert.equal(primary.datePublished, "2026-03-03", c.lang);
    assert.equal(primary.dateModified, "2026-10-14", c.lang);
    assert.deepEqual(primary.author, { "@type": "Person", name: c.author }, c.lang);
    assert.ok(!r.missing_page_evidence.some((m) => /date|author/.test(m.field)), c.lang);
  }
});

Deno.test("[schema plan] recipes in three languages: ingredients, steps, ISO times and yield; the photo, not the logo", async () => {
  const cases = [
    {
      lang: "en",
      ing: "Ingredients",
      met: "Method",
      prep: "Prep time: 15 min",
      cook: "Cook time: 1 h 10 min",
      serves: "Serves 4",
    },
    {
      lang: "de",
      ing: "Zutaten",
      met: "Zubereitung",
      prep: "Vorbereitung: 15 Minuten",
      cook: "Backzeit: 1 Std. 10 Min.",
      serves: "4 Portionen",
    },
    {
      lang: "it",
      ing: "Ingredienti",
      met: "Preparazione",
      prep: "Preparazione: 15 minuti",
      cook: "Cottura: 1 ora 10 minuti",
      serves: "4 persone",
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      "<title>Bake</title>",
      `${CHROME}<main><article><h1>Apple cake</h1>
      <img src="/img/apple-cake.jpg" alt="Apple cake on a plate">
      <ul class="facts"><li>${c.prep}</li><li>${c.cook}</li><li>${c.serves}</li></ul>
      <h2>${c.ing}</h2><ul><li>500 g apples</li><li>200 g flour</li><li>3 eggs</li></ul>
      <h2>${c.met}</h2><ol><li>Peel the apples and slice them thinly.</li><li>Mix and bake.</li></ol>
      </article></main>`,
    );
    const { r, primary } = await planOf(`https://food.test/${c.lang}/apple-cake`, html);
    assert.equal(r.page_type, "recipe", c.lang);
    assert.equal(primary["@type"], "Recipe", c.lang);
    assert.deepEqual(primary.recipeIngredient, ["500 g apples", "200 g flour", "3 eggs"], c.lang);
    assert.equal((primary.recipeInstructions as Node[]).length, 2, c.lang);
    assert.equal(primary.prepTime, "PT15M", c.lang);
    assert.equal(primary.cookTime, "PT1H10M", c.lang);
    assert.equal(primary.recipeYield, "4", c.lang);
    assert.equal(primary.image, `https://food.test/img/apple-cake.jpg`, c.lang);
  }
});

Deno.test("[schema plan] job ads in three languages are JobPosting, never an Event; a product's 'Requirements' is not a job", async () => {
  const cases = [
    {
      lang: "es",
      secs: ["Funciones", "Requisitos", "Ofrecemos"],
      apply: "Inscríbete",
      text:
        "Contrato de temporada. Salario: 1.650 € brutos al mes. Plazo: hasta el 31 de agosto de 2026.",
      type: "TEMPORARY",
      unit: "MONTH",
      until: "2026-08-31",
    },
    {
      lang: "de",
      secs: ["Ihre Aufgaben", "Ihr Profil", "Wir bieten"],
      apply: "Jetzt bewerben",
      text:
        "Vollzeit. Gehalt: 4.200 € brutto pro Monat. Bewerbungsfrist: bis zum 15. Oktober 2026.",
      type: "FULL_TIME",
      unit: "MONTH",
      until: "2026-10-15",
    },
    {
      lang: "en",
      secs: ["Responsibilities", "Requirements", "What we offer"],
      apply: "Apply now",
      text: "Part-time, 20 hours a week. Pay: $24 per hour. Closing date: November 30, 2026.",
      type: "PART_TIME",
      unit: "HOUR",
      until: "2026-11-30",
    },
  ];
  for (const c of cases) {
    const html = page(
      c.lang,
      `<title>Job</title><meta property="og:site_name" content="Bodegas Haro">`,
      `${CHROME}<main><h1>Cellar hand</h1>
      <p>${c.text}</p>${
        c.secs.map((h) =>
          `<h2>${h}</h2><ul><li>Work in the cellar.</li><li>Drive a forklift.</li></ul>`
        ).join("")
      }
      <p>Avenida de Vizcaya 12, 26200 Haro</p><a class="btn" href="/apply">${c.apply}</a></main>`,
    );
    const { r, primary } = await planOf(`https://jobs.test/${c.lang}/cellar-hand`, html);
    assert.equal(r.page_type, "job_posting", c.lang);
    assert.equal(primary["@type"], "JobPosting", c.lang);
    assert.equal(primary.title, "Cellar hand", c.lang);
    assert.equal(primary.employmentType, c.type, c.lang);
    assert.equal(primary.validThrough, c.until, c.lang);
    const salary = primary.baseSalary as Node;
    assert.equal((salary.value as Node).unitText, c.unit, c.lang);
    assert.equal(((primary.jobLocation as Node).address as Node).postalCode, "26200", c.lang);
  }
  const product = page(
    "en",
    "<title>Desk</title>",
    `${CHROME}<main><h1>Standing desk VR-500</h1>
    <p>$649.00</p><form><button>Add to cart</button></form>
    <h2>Requirements</h2><ul><li>A wall socket.</li></ul><h2>Benefits</h2><ul><li>Less back pain.</li></ul></main>`,
  );
  const { r } = await planOf("https://shop.test/desk", product);
  assert.equal(r.page_type, "product");
});
