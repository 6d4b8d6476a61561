import assert from "node:assert/strict";
import { pageKindOf, type SourcePage } from "./page_kind.ts";

const page = (over: Partial<SourcePage>): SourcePage => ({
  url_from: "https://example.org/a",
  domain_from: "example.org",
  title: "",
  attributes: [],
  targets: ["rival-one.com", "rival-two.com"],
  ...over,
});

Deno.test("[page kind] pages generated per domain carry the domain itself (pet food US, software DE, hotels IT)", () => {
  assert.equal(
    pageKindOf(page({
      url_from: "https://www.sitelike.org/similar/rival-one.com/",
      title: "Top 20 sites like rival-one.com",
    })).kind,
    "generated",
  );
  assert.equal(
    pageKindOf(page({
      url_from: "https://webwert.example/rival-two.com",
      title: "rival-two.com – Website Wert & Besucher",
    })).kind,
    "generated",
  );
  // An editorial page naming the brands (not the domains) is editorial.
  const it = pageKindOf(page({
    url_from: "https://www.viaggi.example/migliori-hotel-firenze",
    title: "I 10 migliori hotel di Firenze",
  }));
  assert.deepEqual([it.kind, it.angle], ["editorial", "comparison"]);
});

Deno.test("[page kind] sponsored, ugc and platforms are not editorial (coupons EN, forum FR, Trustpilot)", () => {
  assert.equal(
    pageKindOf(page({ attributes: ["nofollow", "sponsored"], title: "Coupon codes" })).kind,
    "paid",
  );
  assert.equal(
    pageKindOf(page({ attributes: ["nofollow", "ugc"], title: "Quel logiciel de paie ?" })).kind,
    "ugc",
  );
  assert.equal(pageKindOf(page({ domain_from: "www.reddit.com" })).kind, "ugc");
  assert.equal(pageKindOf(page({ domain_from: "www.trustpilot.com" })).kind, "listing");
  assert.equal(pageKindOf(page({ title: "Pet Food Deals Directory" })).kind, "directory");
  assert.equal(pageKindOf(page({ title: "Annuaire des logiciels de paie" })).kind, "directory");
  assert.equal(pageKindOf(page({ title: "Gutscheine für Hotels in Berlin" })).kind, "directory");
});

Deno.test("[page kind] editorial angles: comparison in several languages, dated news, other articles", () => {
  const angle = (over: Partial<SourcePage>) => pageKindOf(page(over)).angle;
  assert.equal(angle({ title: "Best Fresh Dog Food (2026): 11 Brands Compared" }), "comparison");
  assert.equal(angle({ title: "Lohnsoftware im Vergleich" }), "comparison");
  assert.equal(angle({ title: "Najlepsze sklepy z modą" }), "comparison");
  assert.equal(
    angle({
      url_from: "https://news.example/2026/05/brands-raise-funding",
      title: "Brands raise $120M",
    }),
    "news",
  );
  assert.equal(angle({ title: "A resource list for pet owners" }), "article");
});

Deno.test("[page kind] priority and pitch follow the kind: only editorial pages are high, generated and paid pages get no pitch", async () => {
  const { priorityOf, pitchOf } = await import("./page_intersection.ts");
  const strong = { spam: 2, dofollow: true, linked: 2, rank: 70 };
  assert.equal(priorityOf("editorial", strong), "high");
  assert.equal(priorityOf("ugc", strong), "medium");
  assert.equal(priorityOf("directory", strong), "medium");
  assert.equal(priorityOf("generated", strong), "low");
  assert.equal(priorityOf("paid", strong), "low");
  const compare = pageKindOf(page({ title: "Die besten Lohnprogramme im Vergleich" }));
  assert.match(pitchOf("https://a.example/x", ["rival-one.com"], compare), /included/);
  const generated = pageKindOf(page({ title: "rival-one.com traffic and worth" }));
  assert.match(pitchOf("https://a.example/y", ["rival-one.com"], generated), /^No pitch/);
});

Deno.test("[page kind] injected spam pages and dead pages are never prospects", () => {
  const base = { attributes: [], targets: ["rival.com"], domain_from: "bakery-lyon.fr" };
  // A French bakery blog with an injected pills page; a Polish news site's casino page; a Dutch
  // garden blog whose link page now answers 404; a page whose links are all lost.
  const pills = pageKindOf({
    ...base,
    url_from: "https://bakery-lyon.fr/wp/viagra-sans-ordonnance",
    title: "Acheter viagra sans ordonnance",
  });
  assert.equal(pills.kind, "hacked");
  const casino = pageKindOf({
    ...base,
    domain_from: "gazeta.pl",
    url_from: "https://gazeta.pl/x/kasyno-online-bonus",
    title: "Najlepsze kasyno online",
  });
  assert.equal(casino.kind, "hacked");
  // A casino's own site is not hacked by being about casinos.
  assert.notEqual(
    pageKindOf({
      ...base,
      domain_from: "casino-guide.com",
      url_from: "https://casino-guide.com/best-casino",
      title: "Best casino",
    }).kind,
    "hacked",
  );
  assert.equal(
    pageKindOf({
      ...base,
      domain_from: "tuinblog.nl",
      url_from: "https://tuinblog.nl/links",
      title: "Links",
      status_code: 404,
    }).kind,
    "gone",
  );
  assert.equal(
    pageKindOf({
      ...base,
      url_from: "https://bakery-lyon.fr/partenaires",
      title: "Partenaires",
      all_lost: true,
    }).kind,
    "gone",
  );
  assert.equal(
    pageKindOf({
      ...base,
      url_from: "https://bakery-lyon.fr/partenaires",
      title: "Nos partenaires",
      status_code: 200,
    }).kind,
    "editorial",
  );
});
