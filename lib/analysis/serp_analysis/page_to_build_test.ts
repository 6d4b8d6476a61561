import assert from "node:assert/strict";
import type { SerpItem } from "../../providers/serp_types.ts";
import { item, serpOf } from "../search/serp_fixtures.ts";
import { analyzeSerpPage, AnalyzeSerpResultSchema } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");

/** An organic result with its own title, URL and snippet. */
function result(rank: number, url: string, title: string, description = ""): SerpItem {
  return item("organic", rank + 3, {
    rank_group: rank,
    title,
    url,
    domain: new URL(url).hostname,
    description,
  });
}

function run(keyword: string, items: SerpItem[], language: string, target?: string) {
  const r = analyzeSerpPage(
    { keyword, device: "mobile", location: "X", language, target },
    { serp: serpOf(keyword, items), provider: "dataforseo" },
    now,
  );
  assert.ok(AnalyzeSerpResultSchema.safeParse(r).success);
  return r;
}

Deno.test("[analyze-serp] German locksmith: a city query with a local pack asks for a service page, directories are listings", () => {
  const r = run(
    "schlüsseldienst köln",
    [
      item("local_pack", 1, { title: "Schlüssel Schmitz", url: "https://schmitz.de/" }),
      result(
        1,
        "https://www.gelbeseiten.de/branchen/schlüsseldienst/köln",
        "Schlüsseldienst in Köln",
      ),
      result(
        2,
        "https://www.handwerkerfinder.de/suche/schluesseldienst/koeln",
        "Schlüsseldienste Köln",
        "Schlüsseldienste in Köln vergleichen: Bewertungen und Preise.",
      ),
      result(3, "https://schmitz.de/", "Schlüssel Schmitz", "Türöffnung ab 59 €. Jetzt anrufen."),
      result(4, "https://www.aufsperrdienst-koeln.de/koeln-ehrenfeld", "Aufsperrdienst Ehrenfeld"),
      result(5, "https://www.ratgeber.de/blog/tuer-zugefallen", "Tür zugefallen: was tun?"),
    ],
    "de",
    "schmitz.de",
  );
  assert.equal(r.intent.local_query, true);
  assert.equal(r.intent.intent, "transactional");
  assert.equal(r.ranking.page_to_build.page_type, "service_page");
  assert.match(r.ranking.page_to_build.avoid.join(" "), /blog post/);
  const listing = r.serp_opportunity.opportunities.find((o) => o.won_by === "listing");
  assert.ok(listing, "no listings opportunity");
  assert.match(listing.how, /gelbeseiten\.de/);
  assert.match(listing.how, /handwerkerfinder\.de/);
  const organic = r.serp_opportunity.opportunities.find((o) => o.type === "organic_top_10");
  assert.match(organic!.how, /Business Profile's landing page/);
  assert.doesNotMatch(organic!.how, /outrank/);
});

Deno.test("[analyze-serp] French e-bikes: product and category pages ask for a category page, never a blog post", () => {
  const r = run("vélo électrique pliant", [
    item("popular_products", 1),
    result(1, "https://www.decathlon.fr/collections/velos-pliants-electriques", "Vélos pliants"),
    result(2, "https://www.cyclable.fr/products/vae-pliant-x", "VAE pliant X", "En stock."),
    result(
      3,
      "https://www.boutique-velo.fr/categorie/velo-pliant-electrique",
      "Vélo pliant électrique",
    ),
    result(
      4,
      "https://www.magazine-velo.fr/meilleurs-velos-pliants",
      "Les meilleurs vélos pliants",
    ),
  ], "fr");
  assert.equal(r.intent.intent, "transactional");
  assert.equal(r.ranking.page_to_build.page_type, "category_page");
  assert.deepEqual(r.ranking.results.map((x) => x.type), [
    "category",
    "product",
    "category",
    "listicle",
  ]);
});

Deno.test("[analyze-serp] Italian degree question: forums and videos ask for an evidence-led answer beside the course page", () => {
  const course = "https://www.ateneo.it/corsi/laurea-magistrale-data-science";
  const r = run(
    "conviene la laurea magistrale in data science",
    [
      result(1, "https://www.reddit.com/r/Italia/comments/1/conviene/", "Conviene la magistrale?"),
      result(2, "https://forum.studenti.it/threads/magistrale-data-science.123/", "Magistrale"),
      result(3, "https://www.youtube.com/watch?v=abc", "Vale la pena? La mia esperienza"),
      result(4, "https://www.orientamento.it/guide/data-science-sbocchi", "Sbocchi e stipendi"),
      result(
        5,
        course,
        "Laurea magistrale in Data Science",
        "Piano di studi e tasse. Iscrizioni aperte: richiedi un preventivo.",
      ),
    ],
    "it",
    "ateneo.it",
  );
  assert.equal(r.ranking.page_to_build.page_type, "guide");
  assert.equal(r.ranking.dominant?.type, "forum");
  const organic = r.serp_opportunity.opportunities.find((o) => o.type === "organic_top_10")!;
  assert.match(organic.how, /informational page/);
  assert.match(organic.how, /orientamento\.it/);
  const community = r.serp_opportunity.opportunities.find((o) => o.won_by === "community");
  assert.equal(community?.priority, "low");
  assert.match(community!.how, /cannot own/);
});

Deno.test("[analyze-serp] English how-to with articles: a guide, no listings, no community", () => {
  const r = run("how to bleed a radiator", [
    result(1, "https://www.homeadvice.co.uk/guides/bleed-radiator", "How to bleed a radiator"),
    result(2, "https://www.diyhub.com/blog/radiator-bleeding", "Radiator bleeding, step by step"),
    result(3, "https://www.energysaver.org/heating/radiators", "Radiators explained"),
  ], "en");
  assert.equal(r.intent.intent, "informational");
  assert.equal(r.ranking.page_to_build.page_type, "guide");
  assert.ok(!r.serp_opportunity.opportunities.some((o) => o.won_by === "listing"));
  assert.ok(!r.serp_opportunity.opportunities.some((o) => o.won_by === "community"));
});
