import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { ApiError } from "../../errors.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
import { NO_WEB } from "../../web/fetcher.ts";
import { technicalQa, TechnicalQaResultSchema } from "./mod.ts";
import { NOW, page, PAGE_URL, request, serve } from "./testing.ts";

async function qa(body: Record<string, unknown>, web: WebFetcher = NO_WEB) {
  const r = await technicalQa(request(body), { web, now: NOW });
  const checked = TechnicalQaResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ids = (r: { findings: { id: string }[] }) => r.findings.map((f) => f.id);

const SENTENCE =
  "Platform teams cut their Kubernetes bill by sizing requests from real usage, moving batch work to spot nodes and letting the autoscaler remove idle capacity at night. ";
/** A second paragraph of its own: a reader (and the extraction) keeps a repeated one once. */
const MEASURE =
  "Before changing anything, export a month of CPU and memory usage per workload, compare it with the requests, and note which services sit idle outside office hours. ";

/** A page with nothing wrong: 370 words, one h1, self canonical, viewport, valid JSON-LD. */
const CLEAN = page(
  [
    "<title>Kubernetes cost optimization: a practical guide</title>",
    '<meta name="description" content="How platform teams cut Kubernetes costs: right-size requests, use spot nodes and autoscale, with examples and numbers.">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<link rel="canonical" href="${PAGE_URL}">`,
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Kubernetes cost optimization"}</script>',
  ].join(""),
  [
    "<h1>Kubernetes cost optimization</h1>",
    `<h2>Right-size requests</h2><p>${SENTENCE.repeat(6)}</p>`,
    '<img src="/img/chart.png" alt="Monthly cost before and after"><img src="/img/line.svg" alt="">',
    `<h3>Measure first</h3><p>${MEASURE.repeat(6)}</p>`,
    '<p>See <a href="/blog/requests-vs-limits">requests versus limits</a> and ',
    '<a href="https://kubernetes.io/docs/">the Kubernetes documentation</a>.</p>',
  ].join(""),
);

Deno.test("[technical qa] planted defects are each found by their check", async () => {
  const html = page(
    [
      "<title>Kubernetes Cost Optimization: 12 Proven Ways to Cut Your Cloud Bill in 2026</title>",
      '<meta name="robots" content="noindex">',
      '<link rel="canonical" href="https://example.com/">',
      '<link rel="alternate" hreflang="english" href="/en">',
      '<script type="application/ld+json">{"@type": "Article"</script>',
    ].join(""),
    [
      "<h2>No h1 here</h2><h4>Skipped</h4>",
      '<a href="javascript:void(0)">Open</a><a href="https://other.com/x">click here</a>',
      '<img src="/a.png">',
    ].join(""),
  );
  const r = await qa({ html, target: PAGE_URL, keyword: "serverless pricing" });
  for (
    const id of [
      "is_crawlable",
      "canonical",
      "canonical_noindex",
      "document_title",
      "meta_description",
      "viewport",
      "hreflang",
      "headings",
      "keyword_placement",
      "structured_data",
      "internal_links",
      "crawlable_anchors",
      "link_text",
      "image_alt",
      "thin_content",
    ]
  ) assert.ok(ids(r).includes(id), `${id} in ${ids(r)}`);
  assert.equal(r.findings[0].severity, "high");
  assert.equal(r.readiness_band, "blocked");
  assert.equal(r.agent_workflow.decision, "blocked");
  assert.equal(r.indexability.indexable, false);
  assert.equal(r.publish_checklist.length, r.findings.length);
  assert.equal(r.image_alt.missing, 1);
  assert.deepEqual(r.headings.skipped_levels, ["h2 -> h4 (Skipped)"]);
});

Deno.test("[technical qa] a clean page is ready: publish, with a last step to request indexing", async () => {
  const r = await qa({ html: CLEAN, target: PAGE_URL, keyword: "kubernetes cost optimization" });
  assert.deepEqual(r.findings, [], JSON.stringify(r.findings.map((f) => f.title)));
  assert.equal(r.readiness_score, 100);
  assert.equal(r.readiness_band, "ready");
  assert.equal(r.agent_workflow.decision, "publish");
  assert.match(r.publish_checklist.at(-1)!.action, /Request indexing/);
  assert.equal(r.publish_checklist.at(-1)!.finding, null);
  assert.deepEqual(r.structured_data.types, ["Article"]);
  assert.deepEqual(r.internal_links, { internal: 1, external: 1, nofollow: 0, not_crawlable: 0 });
  assert.deepEqual(r.image_alt, { total: 2, missing: 0, empty: 1 });
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.body.sitemap_url), [
    "https://example.com/sitemap.xml",
  ]);
});

Deno.test("[technical qa] markdown input: HTML-only checks are skipped and said, confidence lower", async () => {
  const md = `# Kubernetes cost optimization\n\n${SENTENCE.repeat(3)}\n\n[Read more](/guides/x)\n`;
  const r = await qa({ markdown: md, target: PAGE_URL });
  const skipped = r.checks.skipped.map((s) => s.id);
  for (const id of ["document_title", "meta_description", "canonical", "viewport", "hreflang"]) {
    assert.ok(skipped.includes(id), `${id} skipped`);
  }
  assert.ok(
    r.agent_workflow.limitations.some((l) => /meta_description did not run: it needs HTML/.test(l)),
  );
  assert.ok(ids(r).includes("link_text"));
  assert.ok(ids(r).includes("thin_content"));
  const html = await qa({ html: CLEAN, target: PAGE_URL });
  assert.ok(r.agent_workflow.confidence < html.agent_workflow.confidence);
});

Deno.test("[technical qa] an expected_canonical mismatch is high and blocks publishing", async () => {
  const expected = "https://example.com/blog/kubernetes-cost-optimization";
  const r = await qa({ html: CLEAN, target: PAGE_URL, expected_canonical: expected });
  assert.deepEqual(ids(r), ["expected_canonical"]);
  assert.equal(r.findings[0].severity, "high");
  assert.ok(r.findings[0].title.includes(PAGE_URL) && r.findings[0].title.includes(expected));
  assert.deepEqual(r.canonical, { declared: PAGE_URL, expected, matches: false });
  assert.equal(r.readiness_score, 40);
  assert.equal(r.readiness_band, "blocked");
  assert.equal(r.agent_workflow.decision, "blocked");
});

Deno.test("[technical qa] url input: status, robots.txt disallow and the fetched URL", async () => {
  const web = serve({
    [PAGE_URL]: [200, CLEAN],
    "https://example.com/robots.txt": [200, "User-agent: *\nDisallow: /blog/\n", "text/plain"],
  });
  const r = await qa({ url: PAGE_URL }, web);
  assert.deepEqual(ids(r), ["robots_txt"]);
  assert.equal(r.page.status, 200);
  assert.equal(r.indexability.indexable, false);
  assert.match(r.indexability.reasons[0], /robots.txt disallows/);
  assert.equal(r.readiness_band, "blocked");
  assert.deepEqual(r.checks.skipped.map((s) => s.id), ["expected_canonical", "keyword_placement"]);
  const ok = await qa({ url: PAGE_URL }, serve({ [PAGE_URL]: [200, CLEAN] }));
  assert.equal(ok.agent_workflow.decision, "publish");
});

Deno.test("[technical qa] url input: a non-HTML content type is an upstream error naming the type", async () => {
  const web = serve({ [PAGE_URL]: [200, "%PDF-1.7", "application/pdf"] });
  await assert.rejects(
    () => technicalQa(request({ url: PAGE_URL }), { web, now: NOW }),
    (e) =>
      e instanceof ApiError && e.code === "UPSTREAM_ERROR" &&
      e.message === `url ${PAGE_URL} is application/pdf, not an HTML page`,
  );
});

Deno.test("[technical qa] the same input gives the same result, byte for byte", async () => {
  const a = await qa({ html: CLEAN, target: PAGE_URL });
  const b = await qa({ html: CLEAN, target: PAGE_URL });
  assert.equal(JSON.stringify(a), JSON.stringify(b));
});

Deno.test("[technical qa] structured data is reported block by block, errors and warnings with their paths", async () => {
  const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  const html = page(
    ld({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Boot",
      image: "/b.jpg",
      offers: { "@type": "Offer", price: "12,50", priceCurrency: "EUR" },
    }) +
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article",}</script>',
    "<p>x</p>",
  );
  const r = await qa({ html, target: PAGE_URL });
  const [repaired, product] = r.structured_data.by_block;
  assert.equal(repaired.block, "JSON-LD block 2");
  assert.match(repaired.errors[0], /parses only after repair/);
  assert.equal(product.types[0], "Product");
  assert.match(
    product.errors.join(" "),
    /Product > offers \(Offer\): price has an invalid value "12,50"/,
  );
  assert.ok(product.warnings.some((w) => /^Product.*Missing field/.test(w)));
});

Deno.test("[technical qa] the sitemap follow-up asks to list a live page and to drop a gone or noindexed one", async () => {
  const live = await qa({ url: PAGE_URL }, serve({ [PAGE_URL]: [200, CLEAN] }));
  assert.deepEqual(live.agent_workflow.next_calls[0].body.important_urls, [PAGE_URL]);
  const noindex = CLEAN.replace("<title>", '<meta name="robots" content="noindex"><title>');
  for (
    const r of [
      await qa({ url: PAGE_URL }, serve({ [PAGE_URL]: [410, CLEAN] })),
      await qa({ url: PAGE_URL }, serve({ [PAGE_URL]: [200, noindex] })),
    ]
  ) {
    const call = r.agent_workflow.next_calls[0];
    assert.equal(call.body.important_urls, undefined);
    assert.match(call.reason, /no longer lists this URL/);
  }
});

Deno.test("[technical qa] a page kept out on purpose is never sent to Search Console for indexing", async () => {
  for (
    const url of ["https://shop.test/sok.html?q=terrassebord", "https://a.test/offerte/bedankt"]
  ) {
    const html = page(
      '<meta name="robots" content="noindex, follow"><meta name="viewport" content="width=device-width">',
      "<h1>Results</h1><p>Some text on the page.</p>",
    );
    const r = await qa({ url }, serve({ [url]: [200, html, "text/html"] }));
    assert.ok(!r.publish_checklist.some((s) => /Request indexing/.test(s.action)), url);
    assert.ok(r.findings.every((f) => f.severity !== "high"), url);
  }
});
