import { z } from "zod";
import { technicalQa, TechnicalQaResultSchema } from "../analysis/technical_qa/mod.ts";
import { defineOperation } from "./define.ts";
import { document, httpUrl, itemUrl, keyword, ownerTarget } from "./shared.ts";

/** The `/content/technical-qa` request; the analysis takes its parsed output. */
export const TechnicalQaRequestSchema = z.object({
  url: httpUrl.optional().describe(
    "Live page to fetch (HTML only; its host's robots.txt is read too).",
  ),
  html: document.optional().describe("The page as HTML; relative URLs resolve against target."),
  markdown: document.optional().describe("The page as Markdown (fewer checks apply)."),
  keyword: keyword.optional(),
  target: ownerTarget,
  expected_canonical: itemUrl.optional()
    .describe("The canonical URL the page should declare; a mismatch is high severity."),
  page_type: z.enum([
    "auto",
    "article",
    "blog_post",
    "landing_page",
    "product",
    "software",
    "local_business",
    "comparison_page",
    "guide",
    "docs",
  ]).optional().describe("Kind of page; omitted or auto: inferred from the URL."),
});

/** An example page with a few realistic defects, so the example runs offline. */
const EXAMPLE_HTML = [
  "<!doctype html>",
  '<html lang="en"><head><meta charset="utf-8">',
  "<title>Kubernetes Cost Optimization: 12 Proven Ways to Cut Your Cloud Bill in 2026</title>",
  '<link rel="canonical" href="https://example.com/blog/kubernetes-costs">',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article",',
  '"headline":"Kubernetes cost optimization",}</script>',
  "</head><body>",
  "<h1>Kubernetes cost optimization</h1>",
  "<p>Right-size requests, use spot nodes and autoscale: a short guide for platform teams.</p>",
  "<h3>Right-size requests</h3>",
  '<p>Start from real usage. <a href="/blog/requests-vs-limits">Requests vs limits</a> explains the',
  ' difference. <a href="javascript:void(0)">Open calculator</a></p>',
  '<img src="/img/cost-chart.png">',
  '<p><a href="/guides/autoscaling">Read more</a></p>',
  "</body></html>",
].join("\n");

/** POST /content/technical-qa: on-page technical checks before or after publishing. */
export const contentTechnicalQa = defineOperation({
  path: "/content/technical-qa",
  tag: "content",
  summary: "Technical on-page checks of one page",
  description:
    "Checks one page (fetched from `url` with its host's robots.txt, or given as `html` or `markdown`) for HTTP status, indexability (robots meta, X-Robots-Tag, robots.txt), title, meta description, viewport, language, hreflang, canonical (and `expected_canonical`), headings, keyword placement, structured data, internal and crawlable links, link text, image alt text and thin content, and returns a readiness score with its band and a publish checklist. Checks the input form cannot support are skipped and listed.",
  input: TechnicalQaRequestSchema,
  requireOneOf: ["url", "html", "markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    html: EXAMPLE_HTML,
    target: "https://example.com/blog/kubernetes-costs",
    keyword: "kubernetes cost optimization",
    expected_canonical: "https://example.com/blog/kubernetes-cost-optimization",
    page_type: "blog_post",
  },
  output: TechnicalQaResultSchema,
  run: (input, ctx) => technicalQa(input, ctx),
});
