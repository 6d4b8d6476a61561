/**
 * A parameter variant (`?sort=`) or a canonicalised duplicate of a page is that page: it is
 * judged only against it, never as a competitor of a third page. Three shops, three languages.
 */
import assert from "node:assert/strict";
import { contentCannibalization } from "../../operations/content_cannibalization.ts";
import { analyzeCannibalization, type CannibalizationInput } from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

function run(body: Record<string, unknown>) {
  return analyzeCannibalization(
    contentCannibalization.input.parse(body) as CannibalizationInput,
    { now: NOW },
  );
}

const sites = [
  [
    "fietsen.example",
    "/elektrische-fietsen/",
    "Elektrische fietsen kopen",
    "e-bike kopen",
    "/blog/e-bike-kopen-tips/",
    "E-bike kopen: 9 tips",
  ],
  [
    "olio.example",
    "/olio-extravergine/",
    "Olio extravergine di oliva",
    "olio extravergine prezzo",
    "/blog/olio-extravergine-prezzo/",
    "Olio extravergine: perché il prezzo sale",
  ],
  [
    "shoes.example",
    "/running-shoes/",
    "Running shoes",
    "running shoes sale",
    "/blog/running-shoes-sale-guide/",
    "Running shoes sale guide",
  ],
];

Deno.test("[cannibalization] a ?sort variant and a canonicalised duplicate compete only with their page: nl, it, en", () => {
  for (const [host, path, title, query, blog, blogTitle] of sites) {
    const q = (
      clicks: number,
      position: number,
    ) => [{ query, clicks, impressions: clicks * 30, position }];
    const r = run({
      target: host,
      pages: [
        { url: `https://${host}${path}`, title, page_type: "category", ranking_queries: q(400, 3) },
        {
          url: `https://${host}${path}?sort=price-asc`,
          title,
          page_type: "category",
          ranking_queries: q(60, 8),
        },
        {
          url: `https://${host}${path}old`,
          title,
          canonical_url: `https://${host}${path}`,
          ranking_queries: q(20, 9),
        },
        {
          url: `https://${host}${blog}`,
          title: blogTitle,
          page_type: "blog_post",
          ranking_queries: q(200, 5),
        },
      ],
    });
    const urls = (c: { pages?: { url: string }[]; url_a?: string; url_b?: string }) =>
      JSON.stringify(c);
    const texts = r.conflicts.map((c) => JSON.stringify(c));
    assert.ok(texts.some((t) => t.includes(blog)), `${host}: the blog and the category compete`);
    for (const c of r.conflicts) {
      const text = urls(c as never);
      const withBlog = text.includes(blog);
      assert.ok(
        !(withBlog && (text.includes("?sort=") || text.includes(`${path}old`))),
        `${host}: ${text.slice(0, 200)}`,
      );
    }
  }
});
