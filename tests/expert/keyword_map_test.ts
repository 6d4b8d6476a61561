/** Expert cases 04-06: `/content/keyword-map` (other brands, local intent, languages). */
import assert from "node:assert/strict";
import { accepts, readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Mapping = { keyword: string; status: string; url: string };
type Weak = { keyword: string; best_url: string; recommendation: string };
type Missing = { keywords: string[]; suggested_url: string; suggested_title: string };

const mappings = (r: Json) => r.mappings as Mapping[];
const weak = (r: Json) => r.weak_matches as Weak[];
const missing = (r: Json) => r.missing_page_opportunities as Missing[];
const assignments = (r: Json) =>
  r.page_assignments as { url: string; primary_keyword: string; secondary_keywords: string[] }[];
const risks = (r: Json) =>
  r.cannibalization_risks as {
    keyword: string;
    primary_url: string;
    competing: { url: string }[];
  }[];
const calls = (r: Json) =>
  (r.agent_workflow as { next_calls: { endpoint: string; body: Json }[] }).next_calls;

/** The page `keyword` maps to with a strong match, or null. */
const mapsTo = (r: Json, keyword: string) =>
  mappings(r).find((m) => m.keyword === keyword && m.status === "strong")?.url ?? null;
/** The best page of `keyword`, strong or weak, or null. */
const matchedTo = (r: Json, keyword: string) =>
  mappings(r).find((m) => m.keyword === keyword)?.url ??
    weak(r).find((w) => w.keyword === keyword)?.best_url ?? null;
/** Assigned to a page: a strong or weak mapping, an "optimise" advice or a page assignment. */
const assigned = (r: Json, keyword: string) =>
  mappings(r).some((m) => m.keyword === keyword) ||
  weak(r).some((w) => w.keyword === keyword && w.recommendation === "optimise_page") ||
  assignments(r).some((a) =>
    a.primary_keyword === keyword || a.secondary_keywords.includes(keyword)
  );
/** Proposed as a new page. */
const proposed = (r: Json, keyword: string) =>
  missing(r).find((m) => m.keywords.includes(keyword)) ?? null;

const c04 = readCase(
  "/content/keyword-map",
  "content-keyword-map/04_pet_insurance_competitor_brands",
);
const P = "https://petcoverguide.com";

statement(c04, 1, "lemonade login is neither assigned nor proposed", (r) => {
  assert.ok(!assigned(r, "lemonade pet insurance login"));
  assert.equal(proposed(r, "lemonade pet insurance login"), null);
});

statement(c04, 2, "trupanion customer service is neither assigned nor proposed", (r) => {
  assert.ok(!assigned(r, "trupanion customer service phone number"));
  assert.equal(proposed(r, "trupanion customer service phone number"), null);
});

statement(c04, 3, "trupanion vs lemonade is not a strong match to a single-brand review", (r) => {
  const url = mapsTo(r, "trupanion vs lemonade");
  assert.ok(url === null || !/\/reviews\//.test(url), `strong match to ${url}`);
});

statement(c04, 4, "the deductible question maps to the how-it-works guide", (r) => {
  assert.equal(
    mapsTo(r, "what is a pet insurance deductible"),
    `${P}/guides/how-pet-insurance-works`,
  );
});

statement(c04, 5, "lemonade review maps to the lemonade review page", (r) => {
  assert.equal(mapsTo(r, "lemonade pet insurance review"), `${P}/reviews/lemonade-pet-insurance`);
});

statement(c04, 6, "cheap dog insurance maps to the dog comparison, no new page", (r) => {
  assert.equal(mapsTo(r, "cheap dog insurance"), `${P}/compare/dog-insurance`);
  assert.equal(proposed(r, "cheap dog insurance"), null);
});

const c05 = readCase(
  "/content/keyword-map",
  "content-keyword-map/05_hotel_chain_near_me_and_key",
);
const H = "https://harborlinehotels.com";

statement(c05, 1, "hotels near me maps to the homepage; no near-me page is proposed", (r) => {
  assert.equal(mapsTo(r, "hotels near me"), `${H}/`);
  assert.ok(!missing(r).some((m) => m.keywords.some((k) => /near me/.test(k))));
});

statement(c05, 2, "key west hotel maps to the Key West property", (r) => {
  assert.equal(mapsTo(r, "key west hotel"), `${H}/hotels/key-west`);
});

statement(
  c05,
  3,
  "key west hotel deals maps to the property or offers, never the key app or blog",
  (r) => {
    const url = mapsTo(r, "key west hotel deals");
    assert.ok(url === `${H}/hotels/key-west` || url === `${H}/offers`, String(url));
  },
);

statement(c05, 4, "the mobile key app query is matched to the digital key page", (r) => {
  assert.equal(matchedTo(r, "mobile room key app"), `${H}/app/digital-key`);
});

statement(c05, 5, "book hotel miami beach maps to the Miami Beach property, no new page", (r) => {
  assert.equal(mapsTo(r, "book hotel miami beach"), `${H}/hotels/miami-beach`);
  assert.equal(proposed(r, "book hotel miami beach"), null);
});

statement(c05, 6, "marriott bonvoy login is neither assigned nor proposed", (r) => {
  assert.ok(!assigned(r, "marriott bonvoy login"));
  assert.equal(proposed(r, "marriott bonvoy login"), null);
});

const c06 = readCase(
  "/content/keyword-map",
  "content-keyword-map/06_cooking_school_fr_en",
);
const A = "https://atelier-gaspard.fr";
/** The language of every keyword of case 06, as the case states it. */
const LANGUAGE_06: Record<string, string> = {
  "cours de cuisine paris": "fr",
  "cooking classes paris": "en",
  "cours sauce hollandaise": "fr",
  "french sauces class paris": "en",
  "cooking class gift voucher paris": "en",
  "recette boeuf bourguignon": "fr",
  "how to make hollandaise sauce": "en",
  "coq au vin recipe": "en",
  "atelier cuisine enfant paris": "fr",
};
const FRENCH = /[àâçéèêëîïôûùüÿœ]|\b(de|du|des|la|le|les|pour|cours|atelier|enfants?)\b/i;

statement(c06, 1, "French keywords go to /fr/ pages and English ones to /en/ pages", (r) => {
  assert.equal(mapsTo(r, "cours de cuisine paris"), `${A}/fr/cours-de-cuisine-paris`);
  assert.equal(mapsTo(r, "cooking classes paris"), `${A}/en/cooking-classes-paris`);
  for (const m of mappings(r)) {
    const folder = new URL(m.url).pathname.split("/")[1];
    assert.equal(folder, LANGUAGE_06[m.keyword], `${m.keyword} -> ${m.url}`);
  }
});

statement(
  c06,
  2,
  "the English gift voucher is a missing English page, not the French voucher",
  (r) => {
    assert.notEqual(matchedTo(r, "cooking class gift voucher paris"), `${A}/fr/bon-cadeau`);
    const page = proposed(r, "cooking class gift voucher paris");
    assert.ok(page, "not proposed as a new page");
    assert.match(page.suggested_url, /^(https:\/\/atelier-gaspard\.fr)?\/en\//);
    assert.doesNotMatch(page.suggested_title, FRENCH);
  },
);

statement(c06, 3, "the hollandaise how-to is a missing English informational page", (r) => {
  for (const url of [`${A}/en/classes/french-sauces`, `${A}/fr/cours/sauces-francaises`]) {
    assert.notEqual(mapsTo(r, "how to make hollandaise sauce"), url);
    assert.ok(
      !weak(r).some((w) =>
        w.keyword === "how to make hollandaise sauce" && w.best_url === url &&
        w.recommendation === "optimise_page"
      ),
    );
  }
  assert.ok(proposed(r, "how to make hollandaise sauce"), "not proposed as a new page");
});

statement(c06, 4, "no cannibalization risk between a /fr/ page and its /en/ counterpart", (r) => {
  for (const risk of risks(r)) {
    const folders = new Set(
      [risk.primary_url, ...risk.competing.map((c) => c.url)].map((u) =>
        new URL(u).pathname.split("/")[1]
      ),
    );
    assert.equal(folders.size, 1, risk.keyword);
  }
});

statement(c06, 5, "the kids' workshop is a missing French page with French follow-ups", (r) => {
  const page = proposed(r, "atelier cuisine enfant paris");
  assert.ok(page, "not proposed as a new page");
  assert.match(page.suggested_url, /^(https:\/\/atelier-gaspard\.fr)?\/fr\//);
  for (const c of calls(r)) {
    if (!JSON.stringify(c.body).includes("atelier cuisine enfant paris")) continue;
    if (accepts(c.endpoint, "language")) assert.equal(c.body.language, "fr", c.endpoint);
  }
});
