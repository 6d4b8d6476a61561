import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { contentSchemaPlan } from "../../operations/content_schema_plan.ts";
import { serve } from "../sitemap_audit/testing.ts";
import type { SchemaPlanInput } from "./input.ts";
import { planSchema, SchemaPlanResultSchema } from "./mod.ts";

async function plan(body: Record<string, unknown>, files = {}) {
  const input = contentSchemaPlan.input.parse(body) as SchemaPlanInput;
  const r = await planSchema(input, { web: serve(files) });
  const checked = SchemaPlanResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[schema plan] a product page: every value of the draft comes from the page", async () => {
  const r = await plan(contentSchemaPlan.example);
  // The validator of Google's rules requires an image for a product: not eligible without one.
  // FAQ markup earns no rich result any more: its questions are listed, not planned as markup.
  assert.deepEqual(r.recommended_types.map((t) => [t.type, t.eligible]), [["Product", false]]);
  assert.ok(r.validator.errors.some((x) => x.type === "Product" && x.fields.includes("image")));
  const product = r.jsonld_draft as Record<string, unknown>;
  assert.equal(product["@type"], "Product");
  assert.deepEqual(product.offers, {
    "@type": "Offer",
    price: "649",
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
  });
  assert.equal(r.faq_candidates.length, 2);
  // No image on the page: left out of the draft and listed as required evidence, never a placeholder.
  assert.ok(!("image" in product));
  assert.ok(r.missing_page_evidence.some((m) => m.field === "image" && m.level === "required"));
  assert.equal(r.agent_workflow.decision, "add_page_evidence_first");
  assert.ok(r.implementation_notes.some((n) => n.includes("government and health")));
});

Deno.test("[schema plan] a product page without price or reviews is not eligible, and says what to add", async () => {
  const r = await plan({
    page_markdown:
      "# Oak standing desk\n\nA solid oak standing desk with a quiet dual motor and memory presets.",
    page_type: "product",
  });
  assert.equal(r.recommended_types[0].eligible, false);
  const missing = r.missing_page_evidence.find((m) => m.level === "required")!;
  assert.equal(missing.field, "offers|aggregateRating|review");
  assert.equal(r.agent_workflow.decision, "add_page_evidence_first");
  assert.deepEqual(r.faq_candidates, []);
});

Deno.test("[schema plan] an article read from HTML: dates and author from its meta, broken JSON-LD reported", async () => {
  const html = `<html lang="en"><head><title>Cutting cloud costs</title>
<meta name="author" content="Dana Lee"><meta property="article:published_time" content="2026-10-01">
<meta property="og:image" content="https://a.com/cover.png">
<script type="application/ld+json">{"@type": "Article", "headline": </script></head>
<body><h1>Cutting cloud costs</h1><p>${
    "Cloud bills grow quietly as teams add services. ".repeat(20)
  }</p></body></html>`;
  const r = await plan({ url: "https://a.com/blog/cloud-costs" }, {
    "https://a.com/blog/cloud-costs": [200, html, "text/html"],
  });
  assert.equal(r.page_type, "article");
  const article = r.jsonld_draft!["@graph"]
    ? (r.jsonld_draft!["@graph"] as Record<string, unknown>[])[0]
    : r.jsonld_draft!;
  assert.equal(article.datePublished, "2026-10-01");
  assert.deepEqual(article.author, { "@type": "Person", name: "Dana Lee" });
  assert.equal(r.existing_errors.length, 1);
  // The page shows no breadcrumb trail: none is made up from the URL's folders.
  assert.ok(!r.recommended_types.some((t) => t.type === "BreadcrumbList"));
  assert.ok(
    r.required_fields_checklist.some((x) =>
      x.field === "datePublished" && x.source === "meta article:published_time"
    ),
  );
});

Deno.test("[schema plan] questions without answers on the page are not FAQ candidates", async () => {
  const r = await plan({
    page_markdown:
      "# Help\n\n## What is it?\n\n## How much is it?\n\nIt costs ten dollars a month for every seat you add.",
  });
  assert.deepEqual(r.faq_candidates.map((q) => q.question), ["How much is it?"]);
});

Deno.test("[schema plan] an article's author and dates come from its byline, never the site", async () => {
  const url = "https://blog.example.it/astrofotografia-via-lattea";
  const html = `<html lang="it"><head><title>Fotografare la Via Lattea | Cielo Buio</title>
<meta property="og:site_name" content="Cielo Buio"><meta name="author" content="Cielo Buio"></head><body>
<article><h1>Fotografare la Via Lattea</h1><p class="byline">di <a rel="author" href="/autori/giulia-ferri">Giulia Ferri</a>,
<time datetime="2026-05-14">14 maggio 2026</time></p>
<p>${
    "La Via Lattea si fotografa in estate, lontano dalle luci, con un grandangolo luminoso e un treppiede. "
      .repeat(10)
  }</p></article></body></html>`;
  const r = await plan({ url, page_type: "article" }, {
    [url]: [200, html, "text/html; charset=utf-8"],
  });
  const article = (r.jsonld_draft!["@graph"] as Record<string, unknown>[] | undefined)?.[0] ??
    r.jsonld_draft!;
  assert.deepEqual(article.author, { "@type": "Person", name: "Giulia Ferri" });
  assert.equal(article.datePublished, "2026-05-14");
  assert.ok(
    !r.missing_page_evidence.some((m) => m.field === "author" || m.field === "datePublished"),
  );
});
