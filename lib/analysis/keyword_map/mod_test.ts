import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
} from "../../../tests/agent_checks.ts";
import { contentKeywordMap } from "../../operations/content_keyword_map.ts";
import { analyzeKeywordMap, type KeywordMapInput, KeywordMapResultSchema } from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

/** Parses a request through the operation's own schema, as the route does. */
function parsed(body: Record<string, unknown>): KeywordMapInput {
  return contentKeywordMap.input.parse(body) as KeywordMapInput;
}

function run(body: Record<string, unknown>) {
  const result = analyzeKeywordMap(parsed(body), { now: NOW });
  const check = KeywordMapResultSchema.safeParse(result);
  assert.ok(check.success, JSON.stringify(check.error?.issues.slice(0, 3)));
  return result;
}

/** A small CRM site. */
const SITE = [
  {
    url: "https://crm.io/",
    title: "Acme CRM: the simple CRM for small business",
    page_type: "homepage",
  },
  { url: "https://crm.io/pricing", title: "Pricing and plans", page_type: "pricing" },
  {
    url: "https://crm.io/blog/crm-data-import",
    title: "How to import contacts into a CRM",
    headings: ["Export your contacts", "Map CSV fields"],
  },
  {
    url: "https://crm.io/blog/email-templates",
    title: "Sales email templates",
    current_keywords: ["sales email templates"],
  },
  { url: "https://crm.io/blog/email-templates-2", title: "Sales email templates for follow-ups" },
  {
    url: "https://crm.io/blog/running",
    title: "How to choose running shoes",
    page_type: "blog_post",
  },
];

Deno.test("[keyword_map] the example maps pricing, the homepage head term and a weak blog match (hand-computed)", () => {
  const r = run(contentKeywordMap.example);
  const byKeyword = new Map(r.mappings.map((m) => [m.keyword, m]));
  // "crm pricing": N = 3; df(crm) = 2, df(pric) = 1; idf = ln(1.6) = 0.470 and ln(2.667) = 0.981,
  // so "pricing" carries 0.676 of the weight. /pricing: title 0.676 and slug 0.676 over the
  // fields it has (title 30 + slug 15): 90 x (25 x 0.676 + 15 x 0.676) / 45 = 54.1, plus
  // 10 x intent fit 1 (transactional keyword, pricing page) = 64.1.
  const pricing = byKeyword.get("crm pricing")!;
  assert.equal(pricing.url, "https://example.com/pricing");
  assert.equal(pricing.score, 64.1);
  assert.equal(pricing.status, "strong");
  assert.equal(pricing.signals.title, 0.68);
  assert.equal(pricing.search_volume, 2400);
  assert.equal(pricing.priority, 1);
  // Exact phrase in the homepage title: 90 x 30 / 30 + 10 x 0.5 (no intent modifier) = 95.
  const head = byKeyword.get("crm for small business")!;
  assert.equal(head.url, "https://example.com/");
  assert.equal(head.score, 95);
  assert.ok(head.why.includes("exact phrase in the title"));
  const migrate = byKeyword.get("how to migrate crm data")!;
  assert.equal(migrate.status, "weak");
  assert.equal(migrate.url, "/blog/crm-data-import");
  assert.deepEqual(migrate.missing_terms, ["migrate"]);
  assert.equal(r.weak_matches[0].recommendation, "optimise_page");
  assert.equal(r.agent_workflow.decision, "optimise_weak_matches");
});

Deno.test("[keyword_map] two pages scoring alike for one keyword are a cannibalization risk", () => {
  const r = run({ keywords: ["sales email templates"], pages: SITE });
  assert.equal(r.mappings[0].url, "https://crm.io/blog/email-templates");
  assert.equal(r.mappings[0].cannibalization_risk, true);
  const risk = r.cannibalization_risks[0];
  assert.equal(risk.primary_url, "https://crm.io/blog/email-templates");
  assert.deepEqual(risk.competing.map((c) => c.url), ["https://crm.io/blog/email-templates-2"]);
  assert.ok(risk.competing[0].gap <= 10);
  assert.equal(r.agent_workflow.decision, "consolidate_overlaps");
  const call = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/cannibalization");
  assert.ok(call);
  assert.deepEqual(call.body.focus_keywords, ["sales email templates"]);
});

Deno.test("[keyword_map] keywords no page fits become suggested pages grouped by topic and intent", () => {
  const r = run({
    target: "crm.io",
    keywords: [
      { keyword: "real estate crm", search_volume: 1300 },
      { keyword: "crm for real estate agents", search_volume: 300 },
      { keyword: "buy running shoes", search_volume: 5000 },
      { keyword: "what is a crm", search_volume: 8000 },
    ],
    pages: SITE,
  });
  assert.equal(r.summary.missing, 4);
  const [whatIs, shoes, estate] = r.missing_page_opportunities;
  // "what is a crm": its only topic word is on 5 of 6 pages and the homepage (score 80) is
  // not an answer page: a definition post is needed, with a question slug.
  assert.equal(whatIs.head_keyword, "what is a crm");
  assert.equal(whatIs.suggested_page_type, "blog_post");
  assert.equal(whatIs.suggested_url, "/blog/what-is-a-crm");
  // A transactional query whose only candidate is a blog post needs a product page.
  assert.equal(shoes.suggested_page_type, "product");
  assert.equal(shoes.suggested_url, "/products/running-shoes");
  assert.match(shoes.reason, /different intent/);
  // Two real-estate keywords (stem Jaccard 0.75) share one page; volumes add up.
  assert.deepEqual(estate.keywords, ["real estate crm", "crm for real estate agents"]);
  assert.equal(estate.total_search_volume, 1600);
  assert.equal(estate.suggested_page_type, "landing_page");
  assert.equal(estate.suggested_url, "/real-estate-crm");
  assert.deepEqual(r.weak_matches.map((w) => [w.keyword, w.recommendation]), [
    ["what is a crm", "build_new_page"],
    ["buy running shoes", "build_new_page"],
  ]);
  assert.equal(r.agent_workflow.decision, "map_and_build");
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/brief")!;
  assert.deepEqual(brief.body, {
    keyword: "what is a crm",
    page_type: "blog_post",
    target: "crm.io",
  });
});

Deno.test("[keyword_map] the biggest keyword of a page is its primary, the others secondary", () => {
  const r = run({
    keywords: [
      { keyword: "sales email templates", search_volume: 900 },
      { keyword: "email templates for sales", search_volume: 50 },
      { keyword: "follow up email templates", search_volume: 400 },
    ],
    pages: SITE.slice(3, 4),
  });
  const page = r.page_assignments[0];
  assert.equal(page.url, "https://crm.io/blog/email-templates");
  assert.equal(page.primary_keyword, "sales email templates");
  // "email templates for sales" has the same stems: it is merged, not mapped twice.
  assert.equal(r.summary.duplicate_keywords_merged, 1);
  assert.deepEqual(r.mappings[0].variants, ["email templates for sales"]);
  assert.equal(r.mappings[0].search_volume, 950);
});

Deno.test("[keyword_map] the same keyword twice keeps the larger volume and the same page twice is merged", () => {
  const r = run({
    keywords: [
      { keyword: "crm pricing", search_volume: 100 },
      { keyword: "CRM Pricing!", search_volume: 300 },
      "crm pricing",
    ],
    pages: [
      { url: "https://crm.io/pricing/", title: "CRM pricing", page_type: "pricing" },
      { url: "https://www.crm.io/pricing?utm_source=x", title: "Pricing", headings: ["Plans"] },
    ],
  });
  assert.equal(r.summary.keywords_analysed, 1);
  assert.equal(r.summary.duplicate_keywords_merged, 2);
  assert.equal(r.mappings[0].search_volume, 300);
  assert.equal(r.summary.pages_analysed, 1);
  assert.equal(r.summary.duplicate_pages_merged, 1);
  assert.equal(r.cannibalization_risks.length, 0);
});

Deno.test("[keyword_map] a single page and a single keyword work", () => {
  const r = run({ keywords: ["pricing"], pages: [{ url: "/pricing", title: "Pricing" }] });
  assert.equal(r.mappings.length, 1);
  assert.equal(r.mappings[0].status, "strong");
  assert.equal(r.agent_workflow.decision, "coverage_ok");
  // No host anywhere: no follow-up call may invent one.
  assert.deepEqual(r.agent_workflow.next_calls, []);
});

Deno.test("[keyword_map] max_mappings cuts the list by priority but counts every keyword", () => {
  const r = run({
    keywords: [
      { keyword: "sales email templates", search_volume: 10 },
      { keyword: "crm pricing", search_volume: 900 },
      "crm for small business",
    ],
    pages: SITE,
    max_mappings: 1,
  });
  assert.equal(r.mappings.length, 1);
  assert.equal(r.mappings[0].keyword, "crm pricing");
  assert.equal(r.summary.mappings_truncated, 2);
  assert.equal(r.summary.strong, 3);
  assert.ok(r.agent_workflow.limitations.some((l) => /max_mappings cut 2/.test(l)));
});

Deno.test("[keyword_map] unicode, relative URLs and symbol-only keywords do not throw", () => {
  const r = run({
    target: "bücher.de",
    keywords: ["Krimi Bücher kaufen", "東京 ラーメン", "🏃", "the", "café crème"],
    pages: [
      { url: "/krimis", title: "Krimi-Bücher kaufen", page_type: "category" },
      { url: "ramen", title: "東京 ラーメン ガイド" },
      { url: "/cafe", title: "Café Crème" },
    ],
  });
  const byKeyword = new Map(r.mappings.map((m) => [m.keyword, m.url]));
  assert.equal(byKeyword.get("Krimi Bücher kaufen"), "/krimis");
  assert.equal(byKeyword.get("東京 ラーメン"), "ramen");
  assert.equal(byKeyword.get("café crème"), "/cafe");
  const emoji = r.missing_page_opportunities.find((m) => m.head_keyword === "🏃")!;
  assert.match(emoji.suggested_url, /^\/page-\d+$/);
  assert.ok(r.agent_workflow.limitations.some((l) => /no topic words/.test(l)));
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[keyword_map] huge search volumes keep their order and stay finite", () => {
  const r = run({
    keywords: [
      { keyword: "crm pricing", search_volume: 1_000_000_000 },
      { keyword: "sales email templates", search_volume: 999_999_999 },
    ],
    pages: SITE,
  });
  assert.deepEqual(r.mappings.map((m) => m.priority), [1, 2]);
  assert.equal(r.mappings[0].search_volume, 1_000_000_000);
  assert.ok(!JSON.stringify(r).includes("NaN"));
});

Deno.test("[keyword_map] every next_calls body is a valid request for its endpoint", () => {
  const r = run({
    target: "crm.io",
    keywords: [
      "sales email templates",
      "how to migrate crm data",
      { keyword: "buy running shoes", search_volume: 10 },
    ],
    pages: SITE,
  });
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.endpoint), [
    "/content/brief",
    "/content/title-meta",
    "/content/cannibalization",
  ]);
  assertValidNextCalls(r.agent_workflow);
  const titleMeta = r.agent_workflow.next_calls[1].body;
  assert.equal(titleMeta.url, "https://crm.io/blog/crm-data-import");
  assert.equal(titleMeta.keyword, "how to migrate crm data");
});

Deno.test("[keyword_map] evidence values come from the data", () => {
  const r = run({ ...contentKeywordMap.example });
  const ev = new Map(r.agent_workflow.evidence.map((e) => [e.claim, e.value]));
  assert.equal(ev.get("Keywords analysed (after merging duplicates)"), 3);
  assert.equal(ev.get("Keywords with a strong page"), 2);
  assert.equal(ev.get('Match score of "crm pricing" on https://example.com/pricing'), 64.1);
  assert.match(r.markdown_summary, /\| Strong \/ weak \/ missing \| 2 \/ 1 \/ 0 \|/);
});

Deno.test("[keyword_map] the same input gives byte-identical output", () => {
  const body = parsed({ keywords: ["crm pricing", "sales email templates", "x"], pages: SITE });
  assert.equal(
    JSON.stringify(analyzeKeywordMap(body, { now: NOW })),
    JSON.stringify(analyzeKeywordMap(structuredClone(body), { now: new Date(0) })),
  );
});

Deno.test("[keyword_map] the operation runs its example through its own schema", async () => {
  const input = contentKeywordMap.input.parse(contentKeywordMap.example);
  const result = await contentKeywordMap.run!(input, opContext(NOW));
  assert.ok(KeywordMapResultSchema.safeParse(result).success);
});

Deno.test("[keyword_map] 250 keywords x 1,000 pages complete (time measured, not asserted)", () => {
  const vocab = Array.from({ length: 600 }, (_, i) => `w${i.toString(36)}`);
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = () => vocab[Math.floor(rnd() * vocab.length)];
  const body = parsed({
    keywords: Array.from({ length: 250 }, (_, i) => ({
      keyword: `${i % 3 ? "best" : "how to"} ${vocab[(i * 3) % 600]} ${pick()}`,
      search_volume: Math.floor(rnd() * 5000),
    })),
    pages: Array.from({ length: 1000 }, (_, i) => ({
      url: `/blog/${vocab[(i * 3) % 600]}-${pick()}-${i}`,
      title: `${vocab[(i * 3) % 600]} ${pick()} ${pick()} guide`,
      description: Array.from({ length: 12 }, pick).join(" "),
      headings: Array.from({ length: 10 }, () => `${pick()} ${pick()} ${pick()}`),
      current_keywords: Array.from({ length: 10 }, () => `${vocab[(i * 3) % 600]} ${pick()}`),
      page_type: i % 3 ? "blog_post" : "product",
    })),
    target: "example.com",
  });
  const started = performance.now();
  const r = analyzeKeywordMap(body, { now: NOW });
  console.log(
    `[keyword_map] 250 keywords x 1,000 pages: ${(performance.now() - started).toFixed(0)} ms`,
  );
  assert.equal(r.summary.keywords_analysed + r.summary.duplicate_keywords_merged, 250);
  assert.ok(KeywordMapResultSchema.safeParse(r).success);
});

// ---------------------------------------------------------------------------------------------
// Property test

const WORDS = [
  "crm",
  "CRM",
  "pricing",
  "best",
  "how to",
  "running shoes",
  "Bücher",
  "東京",
  "the",
  "🏃",
];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((w) => w.join(" "));
const URLS = [
  "/",
  "/pricing",
  "https://s.com/pricing/",
  "blog/crm",
  "/blog/crm?utm_source=x",
  "s.com/ü",
  "https://other.org/x",
  "mailto:a@b.c",
];
const pageArb = fc.record({
  url: fc.constantFrom(...URLS),
  title: fc.oneof(phrase, fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" })),
  description: phrase,
  headings: fc.array(phrase, { maxLength: 4 }),
  current_keywords: fc.array(phrase, { minLength: 1, maxLength: 4 }),
  page_type: fc.constantFrom("homepage", "pricing", "blog_post", "product", "Comparison Page", "x"),
}, { requiredKeys: ["url", "title"] });
const keywordArb = fc.oneof(
  phrase,
  fc.record({
    keyword: phrase,
    search_volume: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(1_000_000_000)),
    buyer_stage: fc.constantFrom("awareness", "consideration", "decision", "??"),
  }, { requiredKeys: ["keyword"] }),
);

/** A random `/content/keyword-map` request. */
const keywordMapRequest = fc.record({
  keywords: fc.array(keywordArb, { minLength: 1, maxLength: 12 }),
  pages: fc.array(pageArb, { minLength: 1, maxLength: 8 }),
  target: fc.constantFrom("s.com", "https://www.s.com/", "bücher.de"),
  max_mappings: fc.integer({ min: 1, max: 20 }),
}, { requiredKeys: ["keywords", "pages"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[keyword_map] random maps never throw and always match the result schema", async () => {
  await checkAnalysisProperties(contentKeywordMap, keywordMapRequest, {
    numRuns: 300,
    now: NOW,
  });
});

Deno.test("[keyword_map] a query naming a platform is set aside: tours, classifieds and property in three languages", () => {
  const cases: [string, string[], string][] = [
    [
      "tenerifewhales.com",
      ["whale watching tenerife", "getyourguide tenerife"],
      "getyourguide tenerife",
    ],
    ["corkmotors.ie", ["used cars cork", "donedeal cars cork"], "donedeal cars cork"],
    [
      "pisosmadrid.es",
      ["pisos en alquiler madrid", "idealista pisos madrid"],
      "idealista pisos madrid",
    ],
  ];
  for (const [target, keywords, platform] of cases) {
    const r = run({
      target,
      keywords,
      pages: [{ url: `https://${target}/`, title: keywords[0], page_type: "homepage" }],
    });
    assert.deepEqual(r.set_aside.map((s) => s.keyword), [platform], target);
    assert.match(r.set_aside[0].reason, /platform/);
    assert.ok(!JSON.stringify(r.missing_page_opportunities).includes(platform), target);
  }
});

Deno.test("[keyword_map] a price question about the offer maps to the price list of its language (German, French, Swedish)", () => {
  const r = run({
    target: "lernwerk.ch",
    keywords: ["nachhilfe kosten", "prix cours particuliers", "nachhilfe zürich"],
    pages: [
      {
        url: "https://lernwerk.ch/de/",
        title: "Nachhilfe in der ganzen Schweiz",
        page_type: "homepage",
      },
      { url: "https://lernwerk.ch/de/nachhilfe-zuerich", title: "Nachhilfe in Zürich" },
      { url: "https://lernwerk.ch/de/preise", title: "Preise" },
      {
        url: "https://lernwerk.ch/fr/",
        title: "Cours particuliers en Suisse",
        page_type: "homepage",
      },
      { url: "https://lernwerk.ch/fr/tarifs", title: "Tarifs des cours particuliers" },
    ],
  });
  const url = (k: string) => r.mappings.find((m) => m.keyword === k)?.url;
  assert.equal(url("nachhilfe kosten"), "https://lernwerk.ch/de/preise");
  assert.equal(url("prix cours particuliers"), "https://lernwerk.ch/fr/tarifs");
  assert.equal(url("nachhilfe zürich"), "https://lernwerk.ch/de/nachhilfe-zuerich");
  const sv = run({
    target: "flyttab.se",
    keywords: ["flyttfirma pris", "flyttfirma stockholm"],
    pages: [
      { url: "https://flyttab.se/", title: "Flyttfirma i Stockholm", page_type: "homepage" },
      { url: "https://flyttab.se/priser", title: "Priser" },
    ],
  });
  const svUrl = (k: string) => sv.mappings.find((m) => m.keyword === k)?.url;
  assert.equal(svUrl("flyttfirma pris"), "https://flyttab.se/priser");
});

Deno.test("[keyword_map] a keyword read as a close language the site does not serve is the site's own (Danish, Norwegian)", () => {
  for (
    const [target, keyword, priceUrl] of [
      ["nordhavnflyt.dk", "flyttefirma pris", "https://nordhavnflyt.dk/priser"],
      ["fjordflytt.no", "flyttebyrå priser", "https://fjordflytt.no/priser"],
    ]
  ) {
    const r = run({
      target,
      keywords: [keyword, "moving company price"],
      pages: [
        { url: `https://${target}/`, title: "Flyttefirma og flyttebyrå", page_type: "homepage" },
        { url: priceUrl, title: "Priser på flytting og flytning" },
        { url: `https://${target}/en/moving-company`, title: "Moving company in English" },
      ],
    });
    const mapped = r.mappings.find((m) => m.keyword === keyword);
    assert.equal(mapped?.url, priceUrl, target);
    // No page is ever proposed under a language folder the site does not have.
    assert.ok(
      r.missing_page_opportunities.every((o) => !/^\/(sv|da|no)\//.test(o.suggested_url)),
      target,
    );
  }
});

Deno.test("[keyword_map] a job search for the site's own work goes to its careers page (Danish, Polish, English)", () => {
  const sites: [string, string, string, string, string][] = [
    [
      "nordhavnflyt.dk",
      "flyttemand job",
      "Flyttefirma i København",
      "/job",
      "Job hos os – bliv flyttemand",
    ],
    [
      "szybkikurier.pl",
      "praca kurier",
      "Kurier w Warszawie",
      "/kariera",
      "Kariera: zostań kurierem",
    ],
    [
      "swiftcourier.co.uk",
      "courier jobs",
      "Same-day courier in London",
      "/careers",
      "Careers: become a courier",
    ],
  ];
  for (const [target, keyword, home, path, careers] of sites) {
    const r = run({
      target,
      keywords: [keyword],
      pages: [
        { url: `https://${target}/`, title: home, page_type: "homepage" },
        { url: `https://${target}${path}`, title: careers },
      ],
    });
    const mapped = r.mappings.find((m) => m.keyword === keyword);
    assert.equal(mapped?.url, `https://${target}${path}`, target);
    assert.equal(r.missing_page_opportunities.length, 0, target);
  }
});
