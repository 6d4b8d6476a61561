import assert from "node:assert/strict";
import { dominantFormat, FAMILY_OF, rankedFormats } from "./formats.ts";
import { MODEL_GROUP } from "./models.ts";
import type { RankingResult } from "./evidence.ts";

const result = (position: number, url: string, title: string, description = ""): RankingResult => ({
  position,
  url,
  domain: new URL(url).hostname.replace(/^www\./, ""),
  title,
  description,
});

const formatsOf = (top: RankingResult[]) => rankedFormats(top, []).map((r) => r.format);

Deno.test("formats: directories and review platforms are directories, never articles (en, nl, fr)", () => {
  const top = [
    result(
      1,
      "https://www.yelp.com/search?find_desc=plumber&find_loc=leeds",
      "Top 10 Plumbers in Leeds",
    ),
    result(
      2,
      "https://www.vakmanzoeker.nl/zoeken/loodgieter/amersfoort",
      "Loodgieters in Amersfoort",
      "Vind een loodgieter in Amersfoort: 41 resultaten met reviews.",
    ),
    result(
      3,
      "https://www.annuaire-artisans.fr/recherche/serrurier/lyon",
      "Serruriers à Lyon",
      "Tous les serruriers à Lyon avec adresse et horaires.",
    ),
  ];
  assert.deepEqual(formatsOf(top), ["directory", "directory", "directory"]);
  const d = dominantFormat(rankedFormats(top, []))!;
  assert.equal(d.family, "directory");
  assert.equal(d.page_type, "landing_page");
  // A directory is no model for a writer's sections.
  assert.equal(MODEL_GROUP.directory, null);
});

Deno.test("formats: category pages are category pages, in the commercial group (en, de, es)", () => {
  const top = [
    result(1, "https://www.example.com/collections/road-bikes", "Road bikes"),
    result(2, "https://www.example.de/kategorie/e-bikes", "E-Bikes", "248 Produkte auf Lager"),
    result(3, "https://www.example.es/categoria/bicicletas-plegables", "Bicicletas plegables"),
  ];
  assert.deepEqual(formatsOf(top), ["category", "category", "category"]);
  assert.equal(FAMILY_OF.category, "product_landing");
  assert.equal(MODEL_GROUP.category, "commercial");
});

Deno.test("formats: editorial results keep their formats beside the new ones (en, de, it)", () => {
  const top = [
    result(1, "https://www.example.com/blog/how-to-bleed-a-radiator", "How to bleed a radiator"),
    result(2, "https://www.example.de/ratgeber/die-besten-e-bikes", "Die besten E-Bikes 2026"),
    result(3, "https://www.reddit.com/r/DIYUK/comments/1/radiator/", "Radiator still cold?"),
    result(4, "https://www.example.it/guida/lievito-madre", "Guida al lievito madre"),
  ];
  assert.deepEqual(formatsOf(top), ["how_to", "listicle", "forum", "guide"]);
});
