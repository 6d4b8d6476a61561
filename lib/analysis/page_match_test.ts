import assert from "node:assert/strict";
import { propertySeed } from "../../tests/agent_checks.ts";
import fc from "fast-check";
import {
  buildPageIndex,
  inferPageIntent,
  intentFit,
  keywordIntent,
  type MatchablePage,
  matchPages,
  normalisePageUrl,
  phraseCache,
  scorePage,
  siteHostOf,
  slugify,
  stemJaccard,
  toPhrase,
} from "./page_match.ts";

Deno.test("[page_match] keywords with the same words in any order share a key", () => {
  assert.equal(toPhrase("best running shoes").key, toPhrase("Running shoe, best!").key);
  assert.notEqual(toPhrase("running shoes").key, toPhrase("best running shoes").key);
  // Stopword-only and symbol-only text keep an identity of their own.
  assert.equal(toPhrase("the who").key, "the who");
  assert.equal(toPhrase(" 🏃 ").key, "~🏃");
  assert.deepEqual(toPhrase("Café Müller").words, ["cafe", "muller"]);
  assert.equal(
    stemJaccard(toPhrase("real estate crm"), toPhrase("crm for real estate agents")),
    0.75,
  );
  const cached = phraseCache();
  assert.equal(cached("crm pricing"), cached("crm pricing"));
  assert.equal(cached("crm pricing").key, toPhrase("crm pricing").key);
});

Deno.test("[page_match] page URLs normalise scheme, www, slash, case, fragments and tracking", () => {
  const host = "example.com";
  const key = (u: string) => normalisePageUrl(u, host).key;
  assert.equal(key("https://www.Example.com/Blog/Post/#x"), "example.com/blog/post");
  assert.equal(key("http://example.com/blog/post?utm_source=n"), "example.com/blog/post");
  assert.equal(key("/blog/post/"), "example.com/blog/post");
  assert.equal(key("blog/post"), "example.com/blog/post");
  assert.equal(key("example.com/blog/post"), "example.com/blog/post");
  assert.equal(key("/p?b=2&a=1"), "example.com/p?a=1&b=2");
  assert.equal(key("crm-guide.html"), "example.com/crm-guide.html");
  assert.equal(key("mailto:a@b.c"), "opaque:mailto:a@b.c");
  assert.equal(normalisePageUrl("/x", "").absolute, null);
  assert.equal(normalisePageUrl("/x", host).absolute, "https://example.com/x");
  assert.equal(normalisePageUrl("https://bücher.de/ü", "").key, "xn--bcher-kva.de/ü");
  assert.equal(
    siteHostOf(["/a", "https://b.com/x", "https://a.com/y", "https://a.com/z"]),
    "a.com",
  );
  assert.equal(siteHostOf(["/a"], "https://www.Shop.com/x"), "shop.com");
});

Deno.test("[page_match] page intent comes from page_type, then title modifiers, then the URL", () => {
  assert.deepEqual(inferPageIntent({ title: "Anything", page_type: "Pricing" }, "/x").intents, [
    "transactional",
  ]);
  assert.deepEqual(inferPageIntent({ title: "Best CRM tools" }, "/blog/crm"), {
    intents: ["commercial"],
    source: "title",
  });
  assert.deepEqual(inferPageIntent({ title: "Our story" }, "/blog/story"), {
    intents: ["informational"],
    source: "url",
  });
  assert.equal(inferPageIntent({ title: "Our story" }, "/x").source, "unknown");
  assert.equal(intentFit("informational", { intents: ["transactional"], source: "page_type" }), 0);
  assert.equal(intentFit("unknown", { intents: ["transactional"], source: "page_type" }), 0.5);
  assert.equal(slugify("How to migrate CRM data"), "migrate-crm-data");
  assert.equal(slugify("What is a CRM?", { keepStopwords: true }), "what-is-a-crm");
});

const SITE: MatchablePage[] = [
  {
    title: "Acme CRM for small business",
    path: "/",
    intent: inferPageIntent({ title: "x", page_type: "homepage" }, "/"),
  },
  {
    title: "Pricing and plans",
    path: "/pricing",
    intent: inferPageIntent({ title: "x", page_type: "pricing" }, "/pricing"),
  },
  {
    title: "How to import contacts into a CRM",
    path: "/blog/crm-data-import",
    headings: ["Export contacts"],
    keywords: ["crm import"],
    intent: inferPageIntent(
      { title: "How to import contacts into a CRM" },
      "/blog/crm-data-import",
    ),
  },
];

Deno.test("[page_match] the field score matches a hand computation", () => {
  const index = buildPageIndex(SITE);
  // "crm pricing" on /pricing: df(crm) = 2, df(pric) = 1 of 3 pages; pric carries
  // ln(2.667) / (ln(2.667) + ln(1.6)) = 0.676 of the weight; title and slug both carry it:
  // 90 x (25 x 0.676 + 15 x 0.676) / 45 + 10 x 1 = 64.1.
  const m = scorePage(index, 1, toPhrase("crm pricing"));
  assert.equal(m.score, 64.1);
  assert.deepEqual(m.matched_terms, ["pricing"]);
  assert.deepEqual(m.missing_terms, ["crm"]);
  // A listed keyword (same stems) scores the keywords field fully.
  const listed = scorePage(index, 2, toPhrase("import crm"));
  assert.equal(listed.signals.keywords, 1);
  assert.equal(matchPages(index, toPhrase("zebra")).length, 0);
  assert.equal(matchPages(index, toPhrase("!!!")).length, 0);
});

Deno.test("[page_match] the pruned inverted-index search returns exactly what scoring every page would", () => {
  const words = ["crm", "pricing", "import", "data", "best", "email", "shoes", "guide"];
  const text = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) =>
    w.join(" ")
  );
  const page = fc.record({
    title: text,
    path: fc.constantFrom("/", "/pricing", "/blog/crm-import", "/shoes"),
    headings: fc.array(text, { maxLength: 3 }),
    keywords: fc.array(text, { maxLength: 3 }),
    description: text,
    page_type: fc.constantFrom("blog_post", "pricing", "homepage", "product"),
  });
  fc.assert(
    fc.property(
      fc.array(page, { minLength: 1, maxLength: 12 }),
      text,
      fc.constantFrom(0.1, 25, 50, 80),
      (pages, keyword, minScore) => {
        const index = buildPageIndex(pages.map((p) => ({
          ...p,
          intent: inferPageIntent({ title: p.title, page_type: p.page_type }, p.path),
        })));
        const phrase = toPhrase(keyword);
        const brute = pages.map((_, i) => scorePage(index, i, phrase))
          .filter((m) => m.score >= minScore);
        const fast = matchPages(index, phrase, { minScore });
        assert.deepEqual(
          fast.map((m) => [m.page, m.score]).sort((a, b) => a[0] - b[0]),
          brute.map((m) => [m.page, m.score]),
        );
      },
    ),
    { numRuns: 300, seed: propertySeed() },
  );
});

Deno.test("[page_match] a keyword's intent is read in its own language, not as English", () => {
  const cases: [string, string][] = [
    ["crm kostenlos für kleine unternehmen", "commercial"],
    ["was ist ein crm system", "informational"],
    ["prezzo software crm per piccole imprese", "transactional"],
    ["qué es un crm y para qué sirve", "informational"],
    ["logiciel crm gratuit pour association", "commercial"],
    ["hubspot login", "navigational"],
  ];
  for (const [k, intent] of cases) assert.equal(keywordIntent(toPhrase(k)), intent, k);
});
