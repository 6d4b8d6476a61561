import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
} from "../../../tests/agent_checks.ts";
import { contentCannibalization } from "../../operations/content_cannibalization.ts";
import {
  analyzeCannibalization,
  type CannibalizationInput,
  type CannibalizationPageInput,
  CannibalizationResultSchema,
} from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

/** Parses a request through the operation's own schema, as the route does. */
function parsed(body: Record<string, unknown>): CannibalizationInput {
  return contentCannibalization.input.parse(body) as CannibalizationInput;
}

function run(body: Record<string, unknown>) {
  const result = analyzeCannibalization(parsed(body), { now: NOW });
  assert.ok(CannibalizationResultSchema.safeParse(result).success, "result matches its schema");
  return result;
}

/** Three pages splitting "crm software" in Search Console, plus an unrelated page. */
const GSC_SITE = {
  target: "x.com",
  pages: [
    {
      url: "https://x.com/crm",
      title: "CRM software for small teams",
      ranking_queries: [
        { query: "crm software", clicks: 300, impressions: 9000, position: 4 },
        { query: "crm for small business", clicks: 50, impressions: 2000, position: 6 },
      ],
    },
    {
      url: "https://x.com/blog/what-is-crm",
      title: "What is a CRM? A beginner's guide",
      ranking_queries: [
        { query: "crm software", clicks: 20, impressions: 4000, position: 11 },
        { query: "what is crm", clicks: 200, impressions: 5000, position: 2 },
      ],
    },
    {
      url: "https://x.com/blog/best-crm",
      title: "Best CRM software in 2025",
      ranking_queries: [
        { query: "crm software", clicks: 0, impressions: 3000, position: 18 },
        { query: "best crm software", clicks: 5, impressions: 1200, position: 14 },
      ],
    },
    {
      url: "https://x.com/about",
      title: "About us",
      ranking_queries: [{ query: "x company", clicks: 10, impressions: 100 }],
    },
  ],
};

Deno.test("[cannibalization] three pages splitting one query form one cluster with hand-computed scores", () => {
  const r = run(GSC_SITE);
  assert.equal(r.summary.conflicts_total, 3);
  assert.equal(r.clusters.length, 1);
  const c = r.clusters[0];
  assert.deepEqual(c.pages, [
    "https://x.com/crm",
    "https://x.com/blog/what-is-crm",
    "https://x.com/blog/best-crm",
  ]);
  assert.equal(c.main_keyword, "crm software");
  // crm vs best-crm: impressions basis; "crm software" is contested (3000 / 12000 >= 0.1);
  // it carries 9000 / 11000 of /crm's impressions and 3000 / 4200 of /best-crm's:
  // overlap 0.818, strength 0.7 x 0.818 = 0.573 -> 57.3 (medium).
  const best = r.conflicts.find((x) =>
    x.page_b === "https://x.com/blog/best-crm" && x.page_a === "https://x.com/crm"
  )!;
  assert.equal(best.score, 57.3);
  assert.equal(best.severity, "medium");
  assert.equal(best.weight_basis, "impressions");
  assert.equal(best.query_overlap, 0.818);
  assert.deepEqual(best.shared_queries.map((q) => [q.query, q.weight_a, q.weight_b]), [
    ["crm software", 9000, 3000],
  ]);
  // what-is vs best-crm: 4000 / 9000 and 3000 / 4200 -> overlap 0.714 -> 50.
  const blogPair = r.conflicts.find((x) => x.page_a === "https://x.com/blog/what-is-crm")!;
  assert.equal(blogPair.score, 50);
  // The about page shares nothing.
  assert.ok(!r.conflicts.some((x) => x.page_a.endsWith("/about") || x.page_b.endsWith("/about")));
});

Deno.test("[cannibalization] the page with most clicks is kept and the others get defensible remediation", () => {
  const r = run(GSC_SITE);
  const pref = r.preferred_urls[0];
  assert.equal(pref.url, "https://x.com/crm");
  // Decided on the contested query itself, not on page totals.
  assert.equal(pref.decided_by, "contested_query");
  assert.match(
    pref.reason,
    /wins the contested query "crm software": 300 clicks at position 4 vs 20 clicks at position 11/,
  );
  const byUrl = new Map(r.remediation.map((x) => [x.url, x]));
  // The informational page keeps its own query: less than 60% of its demand is contested.
  const whatIs = byUrl.get("https://x.com/blog/what-is-crm")!;
  assert.equal(whatIs.action, "differentiate");
  assert.equal(whatIs.suggested_keyword, "what is crm");
  assert.equal(whatIs.suggestion_source, "unique_query");
  // The listicle: same intent, 71% of its impressions contested, 5 clicks (1% of 350).
  const best = byUrl.get("https://x.com/blog/best-crm")!;
  assert.equal(best.action, "redirect_301");
  assert.equal(best.relative_to, "https://x.com/crm");
  assert.equal(r.agent_workflow.decision, "consolidate");
  assert.equal(r.clusters[0].recommendation, "consolidate");
  // Queries both pages rank for are direct evidence: no caveat, confidence kept up.
  assert.ok(r.agent_workflow.confidence >= 0.75, String(r.agent_workflow.confidence));
  assert.doesNotMatch(r.agent_workflow.summary, /rest on shared keywords/);
});

Deno.test("[cannibalization] two pages targeting the same primary keyword are one cluster and the weaker is merged", () => {
  const r = run(contentCannibalization.example);
  assert.equal(r.clusters.length, 1);
  const conflict = r.conflicts[0];
  // Same primary (0.5) and the only targeted keyword shared (0.45): 1 - 0.5 x 0.55 = 0.725.
  assert.equal(conflict.score, 72.5);
  // The score is in the high band, but wording alone (no shared query) is at most medium.
  assert.equal(conflict.severity, "medium");
  assert.deepEqual(conflict.reasons.map((x) => x.type), [
    "shared_primary_keyword",
    "shared_target_keywords",
  ]);
  assert.equal(r.preferred_urls[0].url, "https://example.com/blog/best-running-shoes");
  assert.equal(r.preferred_urls[0].decided_by, "clicks");
  // 95 clicks is 28% of the kept page's 340: it has value of its own, so merge, not a bare 301.
  assert.equal(r.remediation[0].action, "merge");
  assert.equal(r.remediation[0].url, "https://example.com/guides/running-shoes-buying-guide");
  // Keyword-only evidence: confidence is held down and the summary says why.
  assert.ok(r.agent_workflow.confidence < 0.7, String(r.agent_workflow.confidence));
  assert.match(r.agent_workflow.summary, /rest on shared keywords or titles/);
});

Deno.test("[cannibalization] a thin page with no clicks and the same primary keyword is redirected", () => {
  const r = run({
    pages: [
      { url: "/seo-audit", title: "SEO audit service", primary_keyword: "seo audit", clicks: 120 },
      { url: "/blog/seo-audit-2", title: "Our SEO audit", primary_keyword: "SEO audit", clicks: 0 },
    ],
    target: "agency.com",
  });
  assert.equal(r.remediation[0].action, "redirect_301");
  assert.equal(r.remediation[0].relative_to, "/seo-audit");
});

Deno.test("[cannibalization] identical titles with different intents are differentiated, not merged", () => {
  const r = run({
    pages: [
      {
        url: "https://shop.com/running-shoes",
        title: "Running shoes",
        page_type: "category",
        primary_keyword: "buy running shoes",
        clicks: 500,
      },
      {
        url: "https://shop.com/blog/running-shoes",
        title: "Running shoes",
        page_type: "blog_post",
        primary_keyword: "how to choose running shoes",
        clicks: 40,
      },
    ],
  });
  assert.equal(r.conflicts.length, 1);
  assert.deepEqual(r.conflicts[0].reasons.map((x) => x.type), ["near_duplicate_title"]);
  assert.equal(r.conflicts[0].title_similarity, 1);
  assert.equal(r.conflicts[0].score, 30);
  assert.equal(r.conflicts[0].intent_differs, true);
  const step = r.remediation[0];
  assert.equal(step.action, "differentiate");
  assert.equal(step.suggested_keyword, "how to choose running shoes");
  assert.equal(r.agent_workflow.decision, "differentiate");
});

Deno.test("[cannibalization] a canonical loop, a chain and a canonical to a noindex page are found", () => {
  const r = run({
    target: "example.com",
    pages: [
      { url: "/a", title: "Alpha page", canonical_url: "/b" },
      { url: "/b", title: "Beta page", canonical_url: "https://example.com/a" },
      { url: "/c", title: "Gamma", canonical_url: "/d" },
      { url: "/d", title: "Delta", canonical_url: "/e" },
      { url: "/e", title: "Epsilon" },
      { url: "/f", title: "Foxtrot", canonical_url: "/g" },
      { url: "/g", title: "Golf", indexable: false },
    ],
  });
  const types = r.conflicts.map((c) => [c.page_a, c.page_b, c.reasons[0].type]);
  assert.deepEqual(types, [
    ["/a", "/b", "canonical_loop"],
    ["/f", "/g", "canonical_to_non_indexable"],
    ["/c", "/e", "canonical_chain"],
  ]);
  const signals = new Map(r.page_signals.map((p) => [p.url, p.canonical_status]));
  assert.equal(signals.get("/a"), "loop");
  assert.equal(signals.get("/c"), "chain");
  assert.equal(signals.get("/d"), "points_to_supplied_page");
  // Every page of a loop points elsewhere: the kept one must become self-canonical.
  const loop = r.preferred_urls.find((p) => p.url === "/a")!;
  assert.match(loop.required_fixes[0], /self-referencing/);
  const chain = r.remediation.find((x) => x.url === "/c")!;
  assert.equal(chain.action, "canonicalise");
  assert.equal(chain.relative_to, "/e");
  assert.equal(r.agent_workflow.decision, "fix_canonicals");
  const qa = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/technical-qa")!;
  assert.equal(qa.body.url, "https://example.com/b");
  assert.equal(qa.body.expected_canonical, "https://example.com/a");
});

Deno.test("[cannibalization] a canonical Google ignores is reported and the page is redirected", () => {
  const r = run({
    pages: [
      {
        url: "https://s.com/guide",
        title: "Email deliverability guide",
        ranking_queries: [{ query: "email deliverability", clicks: 90, impressions: 3000 }],
      },
      {
        url: "https://s.com/guide-old",
        title: "Deliverability basics",
        canonical_url: "https://s.com/guide",
        ranking_queries: [{ query: "email deliverability", clicks: 30, impressions: 2000 }],
      },
    ],
  });
  assert.deepEqual(r.conflicts[0].reasons.map((x) => x.type), ["canonical_ignored"]);
  assert.equal(r.remediation[0].action, "redirect_301");
  assert.equal(r.preferred_urls[0].url, "https://s.com/guide");
});

Deno.test("[cannibalization] a resolved canonical and a noindex page without traffic are no conflict", () => {
  const r = run({
    pages: [
      { url: "https://s.com/a", title: "Running shoes", primary_keyword: "running shoes" },
      {
        url: "https://s.com/a?color=red",
        title: "Running shoes",
        primary_keyword: "running shoes",
        canonical_url: "https://s.com/a",
      },
      {
        url: "https://s.com/tag/shoes",
        title: "Running shoes",
        primary_keyword: "running shoes",
        indexable: false,
      },
    ],
  });
  assert.equal(r.summary.conflicts_total, 0);
  assert.equal(r.summary.competing_pages, 2);
  assert.equal(r.agent_workflow.decision, "no_cannibalization");
});

Deno.test("[cannibalization] unrelated pages give no cannibalization", () => {
  const r = run({
    pages: [
      { url: "https://a.com/pricing", title: "Pricing and plans", clicks: 10 },
      { url: "https://a.com/blog/hiring", title: "How we hire engineers", clicks: 3 },
    ],
  });
  assert.equal(r.conflicts.length, 0);
  assert.equal(r.clusters.length, 0);
  assert.equal(r.remediation.length, 0);
  assert.equal(r.agent_workflow.decision, "no_cannibalization");
  assert.match(r.markdown_summary, /No cannibalization found among 2 pages/);
});

Deno.test("[cannibalization] the same URL twice is merged, not reported as a conflict with itself", () => {
  const r = run({
    pages: [
      { url: "https://www.s.com/a/", title: "CRM guide", primary_keyword: "crm guide", clicks: 5 },
      { url: "http://s.com/a#top", title: "CRM guide (dup)", clicks: 9, target_keywords: ["crm"] },
      { url: "https://s.com/b", title: "CRM guide for teams", primary_keyword: "CRM guide" },
    ],
  });
  assert.equal(r.summary.pages_analysed, 2);
  assert.equal(r.summary.duplicate_rows_merged, 1);
  const a = r.page_signals[0];
  assert.deepEqual(a.merged_urls, ["http://s.com/a#top"]);
  assert.equal(a.clicks, 9); // the larger figure, never the sum of two exports
  assert.deepEqual(a.target_keywords, ["crm"]);
  assert.equal(r.conflicts.length, 1);
  assert.ok(
    r.agent_workflow.limitations.some((l) =>
      /1 row with an already-listed URL .* was merged/.test(l)
    ),
  );
});

Deno.test("[cannibalization] unicode, relative URLs and symbol-only text do not throw", () => {
  const r = run({
    target: "bücher.de",
    pages: [
      {
        url: "/bücher/krimi",
        title: "Krimis kaufen – Bücher",
        primary_keyword: "krimi bücher kaufen",
      },
      {
        url: "bücher/krimi-neu",
        title: "Neue Krimis: Bücher kaufen",
        primary_keyword: "Krimi Bücher kaufen",
      },
      { url: "/東京", title: "東京 ラーメン", primary_keyword: "東京 ラーメン" },
      { url: "/ramen", title: "東京 ラーメン ガイド", primary_keyword: "東京 ラーメン" },
      { url: "/x", title: "!!!", primary_keyword: "🏃" },
      { url: "/y", title: "???", primary_keyword: "the" },
    ],
  });
  const pairs = r.conflicts.map((c) => [c.page_a, c.page_b].sort().join(" "));
  assert.ok(pairs.includes("/bücher/krimi bücher/krimi-neu"));
  assert.ok(pairs.includes("/ramen /東京"));
  assert.ok(!pairs.includes("/x /y"));
  for (const p of r.page_signals) assert.ok(p.normalized_url.startsWith("xn--bcher-kva.de/"));
  assertValidNextCalls(r.agent_workflow);
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.ok(brief && String(brief.body.url).startsWith("https://xn--bcher-kva.de/"));
});

Deno.test("[cannibalization] huge numbers stay finite and within bounds", () => {
  const big = 1_000_000_000;
  const r = run({
    pages: [
      {
        url: "https://s.com/a",
        title: "Big page",
        primary_keyword: "big",
        clicks: big,
        impressions: big,
        backlinks: big,
        avg_position: 1000,
        ranking_queries: [{ query: "big", clicks: big, impressions: big, position: 1000 }],
      },
      {
        url: "https://s.com/b",
        title: "Big page too",
        primary_keyword: "big",
        clicks: big,
        impressions: big,
        backlinks: big,
        ranking_queries: [{ query: "big", clicks: big, impressions: big, position: 1 }],
      },
    ],
  });
  assert.ok(r.conflicts[0].score <= 100);
  assert.equal(r.clusters[0].total_clicks, 2 * big);
  // Clicks tie on the contested query; the better position on it decides.
  assert.equal(r.preferred_urls[0].decided_by, "contested_query");
  assert.equal(r.preferred_urls[0].url, "https://s.com/b");
  assert.ok(!JSON.stringify(r).includes("NaN"));
});

Deno.test("[cannibalization] sensitivity moves the thresholds and they are reported", () => {
  // Titles share 3 of 5 words: Jaccard 0.6.
  const body = {
    pages: [
      { url: "/a", title: "Best running shoes year" },
      { url: "/b", title: "Best running shoes 2025" },
    ],
  };
  assert.equal(run({ ...body, sensitivity: "conservative" }).conflicts.length, 0);
  const balanced = run(body);
  assert.equal(balanced.conflicts.length, 1);
  assert.equal(balanced.conflicts[0].title_similarity, 0.6);
  assert.equal(balanced.thresholds.title_similarity, 0.6);
  const aggressive = run({ ...body, sensitivity: "aggressive" });
  assert.equal(aggressive.thresholds.title_similarity, 0.5);
  assert.equal(aggressive.sensitivity, "aggressive");
  // Conservative also drops low-severity conflicts.
  assert.equal(run({ ...body, sensitivity: "conservative" }).thresholds.min_conflict_score, 35);
});

Deno.test("[cannibalization] focus keywords restrict the report to conflicts about them", () => {
  const body = {
    pages: [
      { url: "/a", title: "Running shoes", primary_keyword: "running shoes", clicks: 5 },
      { url: "/b", title: "Running shoes guide", primary_keyword: "running shoes" },
      { url: "/c", title: "Yoga mats", primary_keyword: "yoga mats" },
      { url: "/d", title: "Yoga mats guide", primary_keyword: "yoga mats" },
    ],
  };
  assert.equal(run(body).clusters.length, 2);
  const r = run({ ...body, focus_keywords: ["Yoga mat"] });
  assert.equal(r.focus.mode, "restrict");
  assert.equal(r.focus.conflicts_dropped, 1);
  assert.deepEqual(r.clusters.map((c) => c.pages.slice().sort()), [["/c", "/d"]]);
});

Deno.test("[cannibalization] site-wide brand queries are ignored, not read as cannibalization", () => {
  const pages: CannibalizationPageInput[] = Array.from({ length: 12 }, (_, i) => ({
    url: `https://acme.com/p${i}`,
    title: `Topic ${i} page`,
    ranking_queries: [
      { query: "acme", clicks: 10, impressions: 500 },
      { query: `topic ${i}`, clicks: 5, impressions: 200 },
    ],
  }));
  const r = run({ pages, target: "acme.com" });
  assert.deepEqual(r.summary.ignored_queries, ["acme"]);
  assert.equal(r.summary.conflicts_total, 0);
});

Deno.test("[cannibalization] preferred URLs and remediation do not depend on page order", () => {
  const forward = run(GSC_SITE);
  const reversed = run({ ...GSC_SITE, pages: [...GSC_SITE.pages].reverse() });
  const view = (r: typeof forward) => ({
    preferred: r.preferred_urls.map((p) => p.url),
    remediation: r.remediation.map((x) => [x.url, x.action]).sort(),
    conflicts: r.conflicts.map((c) => [c.page_a, c.page_b].sort().join(" ")).sort(),
  });
  assert.deepEqual(view(reversed), view(forward));
});

Deno.test("[cannibalization] the same input gives byte-identical output", () => {
  const body = parsed(GSC_SITE);
  assert.equal(
    JSON.stringify(analyzeCannibalization(body, { now: NOW })),
    JSON.stringify(analyzeCannibalization(structuredClone(body), { now: new Date(0) })),
  );
});

Deno.test("[cannibalization] every next_calls body is a valid request for its endpoint", () => {
  const r = run(GSC_SITE);
  const endpoints = r.agent_workflow.next_calls.map((c) => c.endpoint);
  assert.deepEqual(endpoints, [
    "/content/refresh-brief",
    "/content/internal-links",
    "/content/keyword-map",
  ]);
  assertValidNextCalls(r.agent_workflow);
  const brief = r.agent_workflow.next_calls[0].body;
  assert.deepEqual(brief, {
    url: "https://x.com/crm",
    keyword: "crm software",
    refresh_goal: "expand_topic_depth",
    target: "x.com",
    current_rank: 4,
  });
  // Relative URLs without any host: calls that need an absolute URL are skipped, not invented.
  const bare = run({
    pages: [
      { url: "/a", title: "Running shoes", primary_keyword: "running shoes" },
      { url: "/b", title: "Running shoes guide", primary_keyword: "running shoes" },
    ],
  });
  assert.deepEqual(bare.agent_workflow.next_calls.map((c) => c.endpoint), ["/content/keyword-map"]);
  assertValidNextCalls(bare.agent_workflow);
});

Deno.test("[cannibalization] evidence values come from the data", () => {
  const r = run(GSC_SITE);
  const ev = new Map(r.agent_workflow.evidence.map((e) => [e.claim, e.value]));
  assert.equal(ev.get("Pages analysed (after merging duplicate URLs)"), 4);
  assert.equal(ev.get("Conflicting page pairs"), 3);
  assert.equal(ev.get("cl1 (crm software): clicks across its 3 pages"), 350 + 220 + 5);
  assert.equal(ev.get("cl1: clicks of the preferred URL https://x.com/crm"), 350);
  assert.match(
    r.markdown_summary,
    /\| Conflicts \(high \/ medium \/ low\) \| 3 \(0 \/ 3 \/ 0\) \|/,
  );
});

Deno.test("[cannibalization] the operation runs its example through its own schema", async () => {
  const input = contentCannibalization.input.parse(contentCannibalization.example);
  const result = await contentCannibalization.run!(input, opContext(NOW));
  assert.ok(CannibalizationResultSchema.safeParse(result).success);
  assert.equal(contentCannibalization.cost, 2);
});

Deno.test("[cannibalization] 1,000 pages with ranking queries complete (time measured, not asserted)", () => {
  const vocab = Array.from({ length: 400 }, (_, i) => `w${i.toString(36)}`);
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = () => vocab[Math.floor(rnd() * vocab.length)];
  const pages = Array.from({ length: 1000 }, (_, i) => {
    const [a, b] = [vocab[(i >> 2) % 400], vocab[((i >> 2) + 1) % 400]];
    return {
      url: `https://example.com/${i % 3 ? "blog" : "guides"}/${a}-${b}-${i}`,
      title: `${a} ${b} ${pick()} ${pick()} | Example`,
      primary_keyword: i % 4 < 2 ? `${a} ${b}` : `${a} ${pick()}`,
      target_keywords: Array.from({ length: 5 }, () => `${a} ${pick()}`),
      ranking_queries: Array.from({ length: 20 }, (_, k) => ({
        query: k < 5 ? `${a} ${b} ${k}` : `${pick()} ${pick()}`,
        clicks: Math.floor(rnd() * 50),
        impressions: 50 + Math.floor(rnd() * 2000),
        position: 1 + Math.floor(rnd() * 40),
      })),
      clicks: Math.floor(rnd() * 500),
      backlinks: Math.floor(rnd() * 10),
    };
  });
  const body = parsed({ pages, target: "example.com" });
  const started = performance.now();
  const r = analyzeCannibalization(body, { now: NOW });
  const ms = performance.now() - started;
  const kb = (x: unknown) => (JSON.stringify(x).length / 1024).toFixed(0);
  const parts = Object.entries(r).map(([k, v]) => `${k} ${kb(v)}`).join(", ");
  console.log(`[cannibalization] 1,000 pages x 20 queries: ${ms.toFixed(0)} ms, ${kb(r)} KB`);
  console.log(`  by field (KB): ${parts}`);
  console.log(
    `  next_calls (KB): ${
      r.agent_workflow.next_calls.map((c) => `${c.endpoint} ${kb(c)}`).join(", ")
    }`,
  );
  assert.equal(r.summary.pages_analysed, 1000);
  assert.ok(r.summary.clusters > 0);
  // Long lists are capped, with counts of what was cut and a limitation saying so.
  assert.equal(r.conflicts.length, 200);
  assert.ok(r.summary.conflicts_total > 200);
  assert.equal(r.page_signals.length, 200);
  assert.equal(r.summary.page_signals_listed, 200);
  assert.ok(r.page_signals.every((p) => p.cluster_id !== null), "pages in conflict listed first");
  assert.equal(r.remediation.length, r.summary.remediation_listed);
  assert.ok(r.summary.remediation_total >= r.remediation.length);
  assert.ok(r.agent_workflow.limitations.some((l) => l.startsWith("Lists capped")));
  assert.ok(CannibalizationResultSchema.safeParse(r).success);
});

// ---------------------------------------------------------------------------------------------
// Property test

const WORDS = [
  "crm",
  "CRM",
  "running shoes",
  "best",
  "pricing",
  "Bücher",
  "東京",
  "the",
  "!!!",
  "🏃",
];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((w) => w.join(" "));
const URLS = [
  "https://s.com/a",
  "https://www.s.com/a/",
  "/a",
  "/b",
  "b",
  "https://s.com/c?utm_source=x",
  "https://s.com/c",
  "/tag/x",
  "https://other.org/d",
  "s.com/e",
  "mailto:x@y.z",
  "/ü",
];
const metric = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(1_000_000_000));
const queryArb = fc.oneof(
  phrase,
  fc.record({
    query: phrase,
    clicks: metric,
    impressions: metric,
    position: fc.integer({ min: 1, max: 100 }),
  }, { requiredKeys: ["query"] }),
);
const pageArb = fc.record({
  url: fc.constantFrom(...URLS),
  title: fc.oneof(phrase, fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" })),
  primary_keyword: phrase,
  target_keywords: fc.array(phrase, { minLength: 1, maxLength: 4 }),
  ranking_queries: fc.array(queryArb, { maxLength: 5 }),
  page_type: fc.constantFrom("blog_post", "product", "category", "tag", "Landing Page"),
  canonical_url: fc.constantFrom(...URLS),
  indexable: fc.boolean(),
  clicks: metric,
  impressions: metric,
  backlinks: metric,
  avg_position: fc.integer({ min: 1, max: 100 }),
}, { requiredKeys: ["url", "title"] });

/** A random `/content/cannibalization` request. */
const cannibalizationRequest = fc.record({
  pages: fc.array(pageArb, { minLength: 2, maxLength: 10 }),
  target: fc.constantFrom("s.com", "https://www.s.com/", "bücher.de"),
  focus_keywords: fc.array(phrase, { minLength: 1, maxLength: 3 }),
  sensitivity: fc.constantFrom("conservative", "balanced", "aggressive"),
}, { requiredKeys: ["pages"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[cannibalization] random sites never throw and always match the result schema", async () => {
  await checkAnalysisProperties(
    contentCannibalization,
    cannibalizationRequest,
    { numRuns: 300, now: NOW },
  );
});

Deno.test("[cannibalization] a product page with backlinks is never redirected into a blog listicle", () => {
  const r = run({
    target: "acme.com",
    pages: [
      {
        url: "https://acme.com/blog/best-crm-tools",
        title: "Best CRM tools for small business",
        page_type: "blog_post",
        target_keywords: ["crm for small business", "best crm"],
        clicks: 2400,
      },
      {
        url: "https://acme.com/crm-for-small-business",
        title: "CRM for small business | Acme",
        page_type: "landing_page",
        primary_keyword: "crm for small business",
        clicks: 310,
        backlinks: 64,
      },
    ],
  });
  for (const step of r.remediation) {
    assert.ok(!["merge", "redirect_301"].includes(step.action), JSON.stringify(step));
  }
  const landing = r.remediation.find((x) => x.url.endsWith("/crm-for-small-business")) ??
    r.remediation[0];
  assert.equal(landing.action, "differentiate");
  assert.match(landing.reason, /neither is merged or redirected/);
});

Deno.test("[cannibalization] without query data, the page whose intent fits the shared keyword is kept", () => {
  const r = run({
    pages: [
      {
        url: "https://acme.com/blog/crm-pricing-explained",
        title: "CRM pricing explained",
        page_type: "blog_post",
        primary_keyword: "how crm pricing works",
        target_keywords: ["crm pricing"],
        clicks: 900,
      },
      {
        url: "https://acme.com/pricing",
        title: "Acme CRM pricing",
        page_type: "pricing",
        primary_keyword: "crm pricing",
        clicks: 120,
      },
    ],
  });
  const pref = r.preferred_urls[0];
  assert.equal(pref.url, "https://acme.com/pricing");
  assert.equal(pref.decided_by, "intent_fit");
  assert.match(pref.reason, /no query-level data/);
});
