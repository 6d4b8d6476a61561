import assert from "node:assert/strict";
import { classifyResult, type ResultInput } from "./result_type.ts";

const type = (r: ResultInput, local = false, keyword = "") =>
  classifyResult(r, { local, keyword }).type;

Deno.test("result type: forums and UGC by platform, by thread URL and by structure (en, de, fr)", () => {
  assert.equal(type({ url: "https://www.reddit.com/r/datascience/comments/1/x/" }), "forum");
  assert.equal(
    type({ url: "https://www.gutefrage.net/frage/lohnt-sich-ein-master" }),
    "forum",
  );
  // An unknown forum: its URL or its structured data decide.
  assert.equal(
    type({ url: "https://velotalk.fr/forum/topic/123-quel-reparateur", title: "Quel réparateur" }),
    "forum",
  );
  assert.equal(
    type({
      url: "https://example.org/t/which-boiler",
      page: { json_ld_types: ["DiscussionForumPosting"] },
    }),
    "forum",
  );
});

Deno.test("result type: directories by role and, for unknown sites, by listing structure (nl, de, fr, it)", () => {
  // Known platforms by their documented role.
  assert.equal(type({ url: "https://www.yelp.com/search?find_desc=plumber" }), "directory");
  assert.equal(type({ url: "https://www.werkspot.nl/fietsenmakers/utrecht" }), "directory");
  // Unknown sites: the snippet counts results or promises to find and compare by reviews.
  assert.equal(
    type({
      url: "https://www.vakmanzoeker.nl/loodgieter/amersfoort",
      title: "Loodgieters in Amersfoort",
      snippet: "Vind een loodgieter in Amersfoort: 41 resultaten met reviews en telefoonnummers.",
    }),
    "directory",
  );
  assert.equal(
    type({
      url: "https://www.handwerkerfinder.de/elektriker/koeln",
      title: "Elektriker in Köln",
      snippet: "Elektriker in Köln vergleichen: Bewertungen, Preise und Öffnungszeiten.",
    }),
    "directory",
  );
  assert.equal(
    type({
      url: "https://www.annuaire-artisans.fr/recherche/serrurier/lyon",
      title: "Serruriers à Lyon",
      snippet: "Tous les serruriers à Lyon avec adresse et horaires.",
    }),
    "directory",
  );
  // Structure: many listings with ratings on the fetched page.
  const listing = Array.from({ length: 6 }, (_, i) => `Officina ${i} 4,${i} ★ (12 recensioni)`);
  assert.equal(
    type({
      url: "https://www.trovameccanico.it/milano",
      page: { json_ld_types: [], text: listing.join(" ") },
    }),
    "directory",
  );
});

Deno.test("result type: service and local business pages (nl, de, en, it)", () => {
  const kw = "fietsenmaker utrecht";
  assert.equal(
    type(
      {
        url: "https://www.fietsfix.nl/utrecht",
        snippet: "Reparatie terwijl u reist. Afspraak online, ook zonder afspraak.",
      },
      true,
      kw,
    ),
    "service",
  );
  // A business's homepage on a local result page, a location page named after the place.
  assert.equal(type({ url: "https://www.spaak.nl/", snippet: "Sinds 1978." }, true, kw), "service");
  assert.equal(
    type({ url: "https://www.stallingfiets.nl/utrecht-centraal", title: "Stalling" }, true, kw),
    "service",
  );
  // Structure: LocalBusiness subtypes, or a tel: link with a booking button.
  assert.equal(
    type({ url: "https://sanitaer-meier.de/notdienst", page: { json_ld_types: ["Plumber"] } }),
    "service",
  );
  assert.equal(
    type({
      url: "https://www.idraulicorossi.it/pronto-intervento",
      page: {
        json_ld_types: [],
        links: [{ href: "tel:+390212345", text: "02 12345" }],
        buttons: [{ text: "Richiedi un preventivo" }],
      },
    }),
    "service",
  );
  assert.equal(
    type({
      url: "https://www.quickplumb.co.uk/emergency",
      snippet: "24/7 emergency plumbers in Leeds. Call now for a free quote.",
    }),
    "service",
  );
});

Deno.test("result type: product and category pages by structure and URL (en, fr, es)", () => {
  assert.equal(
    type({
      url: "https://shop.example.fr/velo-ville-28",
      page: {
        json_ld_types: ["Product", "Offer"],
        buttons: [{ text: "Ajouter au panier" }],
      },
    }),
    "product",
  );
  assert.equal(
    type({
      url: "https://tienda.example.es/bicicletas",
      page: { json_ld_types: ["CollectionPage", "ItemList", "Product"] },
    }),
    "category",
  );
  assert.equal(
    type({ url: "https://www.example.com/collections/road-bikes", title: "Road bikes" }),
    "category",
  );
  assert.equal(
    type({ url: "https://www.example.com/products/city-bike-3", title: "City Bike 3" }),
    "product",
  );
  // A marketplace is a directory by role, but its product page's structure decides.
  assert.equal(
    type({
      url: "https://www.amazon.de/dp/B000",
      page: { json_ld_types: ["Product"], buttons: [{ text: "In den Warenkorb" }] },
    }),
    "product",
  );
});

Deno.test("result type: articles, listicles, videos, tools and news (en, de, it, es)", () => {
  assert.equal(
    type({
      url: "https://www.dublinmetrou.ie/blog/is-an-msc-worth-it",
      title: "Is an MSc in Data Science worth it? Graduate outcomes",
    }),
    "article",
  );
  assert.equal(
    type({ url: "https://www.example.de/ratgeber/e-bikes", title: "Die besten E-Bikes 2026" }),
    "listicle",
  );
  assert.equal(type({ url: "https://www.youtube.com/watch?v=1" }), "video");
  assert.equal(
    type({ url: "https://www.example.it/calcolatore-mutuo", title: "Calcolatore mutuo" }),
    "tool",
  );
  assert.equal(
    type({ url: "https://www.example.es/noticias/precio-luz", title: "Precio de la luz" }),
    "news",
  );
  assert.equal(
    type({ url: "https://example.com/a", page: { json_ld_types: ["NewsArticle"] } }),
    "news",
  );
});

Deno.test("result type: an article's title mentioning a price or 'how to apply' stays an article", () => {
  assert.equal(
    type({
      url: "https://www.example.co.uk/advice/boiler-cost",
      title: "How much does a new boiler cost?",
      snippet: "A new boiler costs £2,000 to £4,000 fitted.",
    }),
    "article",
  );
  assert.equal(
    type({
      url: "https://www.example.com/guides/visa",
      title: "How to apply for a student visa",
    }),
    "article",
  );
});

Deno.test("result type: confidence follows the evidence", () => {
  const weak = classifyResult({ url: "https://example.com/post", title: "Thoughts" });
  assert.equal(weak.type, "article");
  const wording = classifyResult({
    url: "https://www.example.nl/zoeken/schilder/delft",
    snippet: "Vind een schilder in Delft: 20 resultaten met reviews.",
  });
  const platform = classifyResult({ url: "https://www.trustpilot.com/review/x.com" });
  const both = classifyResult({
    url: "https://www.yelp.com/search?find_desc=x",
    page: { json_ld_types: [], text: Array(6).fill("4.5 ★").join(" ") },
  });
  assert.ok(weak.confidence < wording.confidence, `${weak.confidence} ${wording.confidence}`);
  assert.ok(wording.confidence <= platform.confidence);
  assert.ok(platform.confidence < both.confidence);
  assert.ok(both.signals.length >= 2);
});

Deno.test("result type: an article keeps its type beside a site-wide business or reviewed product (en, de, fr)", () => {
  assert.equal(
    type({
      url: "https://www.klempner-berlin.de/ratgeber/rohrbruch",
      page: { json_ld_types: ["BlogPosting", "Plumber"] },
    }),
    "article",
  );
  const rated = Array.from({ length: 8 }, (_, i) => `Vélo ${i} : 4.${i}/5 étoiles`).join(" ");
  assert.equal(
    type({
      url: "https://www.magazine-velo.fr/meilleurs-velos",
      title: "Les meilleurs vélos de ville",
      page: { json_ld_types: ["Article", "Product"], text: rated },
    }),
    "listicle",
  );
  assert.equal(
    type({
      url: "https://www.techreviews.example/best-laptops",
      page: { json_ld_types: ["Review", "Product"], text: "Price: $999" },
    }),
    "article",
  );
});
