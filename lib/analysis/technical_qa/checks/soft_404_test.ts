import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { soft404 } from "./soft_404.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(" ");

Deno.test("[technical qa check] soft_404: a live-looking page whose headline says it is gone, in several languages", async () => {
  for (
    const [title, h1, lang] of [
      [
        "Fahrzeug nicht gefunden | Autohaus",
        "Dieses Fahrzeug ist leider nicht mehr verfügbar",
        "de",
      ],
      ["Página no encontrada", "Lo sentimos", "es"],
      ["お探しのページは見つかりません", "404", "ja"],
      ["Annonce expirée", "Ce logement n'est plus disponible", "fr"],
    ]
  ) {
    const f = await factsOfHtml(
      page(`<title>${title}</title>`, `<h1>${h1}</h1><p>${words(60)}</p>`, lang),
    );
    const found = soft404.assess(f);
    assert.ok(found, title);
    assert.match(found.fix, /404 or 410/);
    assert.match(found.fix, /301/);
  }
});

Deno.test("[technical qa check] soft_404: an article about 404 errors and an ordinary page are not", async () => {
  const article = await factsOfHtml(
    page(
      "<title>How to fix 404 not found errors</title>",
      `<h1>Fixing 404 not found errors</h1><p>${words(700)}</p>`,
    ),
  );
  assert.equal(soft404.assess(article), null);
  const live = await factsOfHtml(
    page("<title>Golf Variant</title>", `<h1>VW Golf Variant</h1><p>${words(80)}</p>`),
  );
  assert.equal(soft404.assess(live), null);
});

Deno.test("[technical qa check] soft_404: the main content's lead says the listing is empty or the item gone, chrome around it", async () => {
  const carousel = (lang: string) =>
    `<aside><h2>Bestsellers</h2><ul>${
      Array.from(
        { length: 6 },
        (_, i) => `<li><a href="/p${i}">${lang} product ${i}</a> 99,00</li>`,
      )
        .join("")
    }</ul></aside>`;
  for (
    const [title, lead, lang] of [
      ["Guitarras Vestra | Loja", "Ops! Nenhum produto encontrado para esta marca.", "pt"],
      [
        "Trekkingschuhe Damen | Shop",
        "0 Produkte. Keine Produkte gefunden, bitte Filter ändern.",
        "de",
      ],
      ["Lampade da tavolo | Negozio", "Nessun prodotto corrisponde alla selezione.", "it"],
      ["Vélos cargo | Boutique", "Aucun produit ne correspond à votre recherche.", "fr"],
    ]
  ) {
    const f = await factsOfHtml(page(
      `<title>${title}</title>`,
      `<header><nav><a href="/">Home</a></nav></header><main><h1>${title.split(" |")[0]}</h1>
<p>${lead}</p></main>${carousel(lang)}<footer><p>${words(30)}</p></footer>`,
      lang,
    ));
    const found = soft404.assess(f);
    assert.ok(found, title);
    assert.ok(found.examples[0].includes(lead.slice(0, 12)), found.examples[0]);
  }
  // A category that lists products and mentions a sold-out one further down is live.
  const live = await factsOfHtml(page(
    "<title>Gitarren | Shop</title>",
    `<main><h1>Gitarren</h1><p>${
      words(70)
    }</p><p>Dieses Modell ist nicht mehr verfügbar.</p></main>`,
    "de",
  ));
  assert.equal(soft404.assess(live), null);
});

Deno.test("[technical qa check] soft_404: a result count of zero in the lead, whatever the listing holds; a count above zero is live", async () => {
  for (
    const [lead, lang] of [
      ["0 habitaciones encontradas para tus fechas.", "es"],
      ["0 offres trouvées pour ce métier dans votre région.", "fr"],
      ["0 vacatures gevonden in deze regio.", "nl"],
    ]
  ) {
    const f = await factsOfHtml(page(
      "<title>Listing | Site</title>",
      `<main><h1>Listing</h1><p>${lead}</p></main>`,
      lang,
    ));
    assert.ok(soft404.assess(f), lead);
  }
  const live = await factsOfHtml(page(
    "<title>Listing | Site</title>",
    `<main><h1>Listing</h1><p>10 habitaciones encontradas para tus fechas.</p></main>`,
    "es",
  ));
  assert.equal(soft404.assess(live), null);
});
