/**
 * Expert cases 33-34: `/content/gap` on a UK gardening guide and a German solar guide, each
 * against a SERP of real guides, a forum thread, a shop page and the chrome real sites carry.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import {
  actions,
  assertMarketCarried,
  builtOn,
  describe,
  EDITORIAL_FORMATS,
  everyUrlList,
  fill,
  isForumFormat,
  type Item,
  type Json,
  matching,
  providerCallsOf,
  rankedSite,
  ranking,
  recommendedItems,
  sitesOf,
  sitesOutside,
  textsOf,
} from "./case_reading.ts";

const GAP = "/content/gap";
const items = (r: Json) => recommendedItems(GAP, r);
const brief = (r: Json) => r.content_brief as Json;
const page = (r: Json) => r.page as { url: string; serp_position: number | null };

/** Items of these kinds matching `pattern` that at least two competitor sites support. */
const supported = (r: Json, pattern: RegExp, kinds: Item["kind"][], own: string) =>
  matching(items(r), pattern, kinds).filter((i) => sitesOutside(i.urls, [own]).size >= 2);

/** Items whose wording or a variant is, or is built on, one of `phrases`. */
const builtOnAny = (list: readonly Item[], phrases: readonly string[]) =>
  list.filter((i) => textsOf(i).some((t) => phrases.some((p) => builtOn(t, p))));

/** The own page is absent from the competitors and from every `urls` list. */
function assertNotACompetitor(r: Json, ownUrl: string, position: number): void {
  const own = fill(r, ownUrl);
  assert.ok(!ranking(r).some((x) => x.url === own), "the audited page is a competitor");
  assert.ok(!everyUrlList(r).includes(own), "the audited page supports a recommendation");
  assert.equal(page(r).serp_position, position);
}

// ---------------------------------------------------------------------------------------------
// Case 33: the dahlia guide's real gaps, not the cookie banner.

const c33 = readCase(GAP, "content-gap/33_garden_centre_dahlias");
const OWN33 = "gardenhaven.co.uk";
const NOT_ARTICLES_33 = ["reddit.com", "tuberstore.co.uk"];

statement(c33, 1, "the audited guide is not a competitor and ranks 5th", (r) => {
  assertNotACompetitor(
    r,
    "http://{{PAGES}}/gardenhaven.co.uk/advice/how-to-overwinter-dahlias.html",
    5,
  );
});

statement(
  c33,
  2,
  "leaving dahlias in the ground is missing, with two competitor sites",
  (r) => {
    const found = supported(r, /in the ground/i, ["section", "question"], OWN33);
    assert.ok(found.length > 0, describe(r, items(r)));
  },
);

statement(c33, 3, "checking stored tubers in winter is missing, with two sites", (r) => {
  const found = supported(r, /\bcheck|\brot\b|shrivel/i, ["section", "question"], OWN33);
  assert.ok(found.length > 0, describe(r, items(r)));
});

statement(c33, 4, "starting tubers in spring or dividing them is missing, with two sites", (r) => {
  const found = supported(
    r,
    /\bdivid|start\w*\b.*\b(spring|growth)|spring\b.*\bstart/i,
    ["section", "question"],
    OWN33,
  );
  assert.ok(found.length > 0, describe(r, items(r)));
});

statement(c33, 5, "lifting, cutting back, drying and storing are not reported missing", (r) => {
  const covered =
    /\b(when to lift|lift|lifting|cut(ting)? back|dry(ing)? off|drying|store|storing|storage)\b/i;
  const wrong = matching(items(r), covered, ["section", "question", "term"]);
  assert.equal(wrong.length, 0, describe(r, wrong));
});

const CHROME_33 = [
  "We value your privacy",
  "This website uses cookies",
  "Your privacy choices",
  "Subscribe to our newsletter",
  "Sign up for our newsletter",
  "Never miss a post",
  "Related posts",
  "You may also like",
  "Read next",
  "Related advice",
  "About the author",
  "About Sarah",
  "Written by",
  "Comments",
  "Leave a reply",
  "Become a member",
  "Join the society",
  "Product details",
  "Delivery & returns",
  "Customer reviews",
  "Frequently bought together",
  "Reply",
  "Share",
  "Sort by: Best",
  "More posts you may like",
  "About Community",
  "Rules",
];

statement(c33, 6, "no gap comes from chrome or from the forum and product page", (r) => {
  const chrome = builtOnAny(items(r), CHROME_33);
  assert.equal(chrome.length, 0, describe(r, chrome));
  const chromeWords = matching(items(r), /\b(cookies?|privacy|newsletter|subscribe|comments?)\b/i);
  assert.equal(chromeWords.length, 0, describe(r, chromeWords));
  const onlyThere = items(r).filter((i) =>
    i.urls.length > 0 && sitesOutside(i.urls, [...NOT_ARTICLES_33, OWN33]).size === 0
  );
  assert.equal(onlyThere.length, 0, describe(r, onlyThere));
});

statement(c33, 7, "single-site sections are not missing sections", (r) => {
  const sections = items(r).filter((i) => i.kind === "section");
  const single = matching(
    sections,
    /favou?rite .*variet|\bpests?\b|slugs|earwigs|deadhead|\blabel/i,
  );
  assert.equal(single.length, 0, describe(r, single));
  const thin = sections.filter((i) => sitesOutside(i.urls, [OWN33]).size < 2);
  assert.equal(thin.length, 0, describe(r, thin));
});

statement(
  c33,
  8,
  "the guide's format matches; the forum and shop are not counted as guides",
  (r) => {
    const format = brief(r).format as {
      match: boolean | null;
      page_family: string;
      urls: string[];
    };
    assert.equal(format.match, true, JSON.stringify(format));
    const counted = [...sitesOf(format.urls)].filter((s) => NOT_ARTICLES_33.includes(s));
    assert.deepEqual(counted, [], "the forum or the product page decided the format");
    for (const site of NOT_ARTICLES_33) {
      const entry = rankedSite(r, site);
      assert.ok(entry, `${site} is not in the competitors`);
      assert.ok(!EDITORIAL_FORMATS.includes(entry.format), `${site} read as ${entry.format}`);
    }
    const reshape = actions(r).filter((a) =>
      /\b(listicle|product page|forum|thread|turn (it|the page) into)\b/i.test(a.action)
    );
    assert.equal(reshape.length, 0, reshape.map((a) => a.action).join("\n"));
  },
);

statement(c33, 9, "follow-up calls carry en and the United Kingdom", (r) => {
  assertMarketCarried(r, { language: "en", location: "United Kingdom", locationCode: 2826 });
});

// ---------------------------------------------------------------------------------------------
// Case 34: what changed since the Solarpaket, not "Wir respektieren Ihre Privatsphäre".

const c34 = readCase(GAP, "content-gap/34_solar_retailer_balkonkraftwerk");
const OWN34 = "voltmarkt.de";
const FORUM_SHOP_34 = ["pv-forum.de", "solarshop-direkt.de"];

statement(
  c34,
  1,
  "the SERP is asked for Germany in German, and the follow-ups keep it",
  async (r, c) => {
    const calls = (await providerCallsOf(c)).filter((x) =>
      x.path.includes("/serp/google/organic/")
    );
    assert.ok(calls.length > 0, "no SERP call at the fake server");
    for (const call of calls) {
      const [task] = call.body as { location_code?: number; language_code?: string }[];
      assert.equal(task.location_code, 2276, JSON.stringify(task));
      assert.equal(task.language_code, "de", JSON.stringify(task));
    }
    assert.equal(r.location, "Germany");
    assert.equal(r.language, "de");
    assertMarketCarried(r, { language: "de", location: "Germany", locationCode: 2276 });
  },
);

statement(c34, 2, "the tenants' and owners' right to consent is a missing section", (r) => {
  const found = supported(
    r,
    /mieter|vermieter|eigentümer|\bweg\b|zustimmung/i,
    ["section"],
    OWN34,
  );
  assert.ok(found.length > 0, describe(r, items(r)));
});

statement(c34, 3, "the Solarpaket and the 800-watt limit are missing, each with two sites", (r) => {
  const solarpaket = supported(r, /solarpaket/i, ["term", "entity", "section"], OWN34);
  assert.ok(solarpaket.length > 0, `no Solarpaket gap:\n${describe(r, items(r))}`);
  const limit = supported(r, /\b800\s*(-\s*)?(watt|w|va)\b/i, ["term", "entity", "section"], OWN34);
  assert.ok(limit.length > 0, `no 800 W gap:\n${describe(r, items(r))}`);
});

statement(c34, 4, "the consequences of not registering are missing", (r) => {
  const section = supported(r, /bußgeld|bussgeld|strafe|nicht anmeld|folgen/i, ["section"], OWN34);
  const paa = matching(items(r), /was passiert.*nicht an(ge)?meld/i, ["question"]);
  assert.ok(section.length + paa.length > 0, describe(r, items(r)));
});

const CHROME_34 = [
  "Wir respektieren Ihre Privatsphäre",
  "Diese Website verwendet Cookies",
  "Datenschutzeinstellungen",
  "Newsletter abonnieren",
  "Unser Newsletter",
  "Bleiben Sie auf dem Laufenden",
  "Das könnte Sie auch interessieren",
  "Weitere Artikel",
  "Ähnliche Beiträge",
  "Meistgelesen",
  "Über den Autor",
  "Kommentare",
  "Schreibe einen Kommentar",
  "Teilen",
];

statement(c34, 5, "no gap item comes from German chrome", (r) => {
  const chrome = builtOnAny(items(r), CHROME_34);
  assert.equal(chrome.length, 0, describe(r, chrome));
  const words = matching(items(r), /cookie|privatsphäre|datenschutz|newsletter|kommentar/i);
  assert.equal(words.length, 0, describe(r, words));
});

const UI_34 = [
  "Filter",
  "Sortieren nach",
  "Versandkostenfrei",
  "In den Warenkorb",
  "Kundenbewertungen",
  "Zitieren",
  "Antworten",
  "Schnellantwort",
  "Ähnliche Themen",
  "Wer ist online?",
];

statement(c34, 6, "the forum thread and the shop page do not shape the gap", (r) => {
  const ui = builtOnAny(items(r), UI_34);
  assert.equal(ui.length, 0, describe(r, ui));
  const sections = items(r).filter((i) => i.kind === "section");
  const resting = sections.filter((i) => sitesOutside(i.urls, [...FORUM_SHOP_34, OWN34]).size < 2);
  assert.equal(resting.length, 0, describe(r, resting));
  const forum = rankedSite(r, "pv-forum.de");
  const shop = rankedSite(r, "solarshop-direkt.de");
  assert.ok(isForumFormat(forum?.format), `the forum thread read as ${forum?.format}`);
  assert.ok(
    shop && !EDITORIAL_FORMATS.includes(shop.format) && !isForumFormat(shop.format),
    `the shop's category page read as ${shop?.format}`,
  );
});

statement(c34, 7, "the audited guide is not a competitor and ranks 6th", (r) => {
  assertNotACompetitor(
    r,
    "http://{{PAGES}}/voltmarkt.de/ratgeber/balkonkraftwerk-anmelden.html",
    6,
  );
});

/** English words a German heading never needs. */
const ENGLISH =
  /\b(the|and|what|how|why|when|step|guide|frequently|asked|questions|about|changed|with|your|author)\b/i;

statement(c34, 8, "missing sections and questions are worded in German", (r) => {
  const english = matching(items(r), ENGLISH, ["section", "question"]);
  assert.equal(english.length, 0, describe(r, english));
});
