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

Deno.test("[cannibalization] language versions and site furniture are no competitors: sv/en, de/en, es/en", () => {
  const sites: [string, string, string, string, string][] = [
    [
      "nordvik.se",
      "/forskola/",
      "Förskola i Nordviks kommun",
      "/en/preschool/",
      "Preschool in Nordvik",
    ],
    [
      "zeitwerk.de",
      "/zeiterfassung/",
      "Zeiterfassung für Ihr Team",
      "/en/time-tracking/",
      "Time tracking for your team",
    ],
    [
      "sunvalia.es",
      "/placas-solares/",
      "Instalación de placas solares en Valencia",
      "/en/solar-panels/",
      "Solar panel installation in Valencia",
    ],
  ];
  for (const [host, local, localTitle, en, enTitle] of sites) {
    const brand = host.split(".")[0];
    const q = (query: string, clicks: number, position: number) => ({
      query,
      clicks,
      impressions: clicks * 20,
      position,
    });
    const r = run({
      target: host,
      pages: [
        {
          url: `https://${host}${local}`,
          title: localTitle,
          ranking_queries: [q(`${brand} ${localTitle.split(" ")[0]}`, 300, 2), q(brand, 50, 3)],
        },
        {
          url: `https://${host}${en}`,
          title: enTitle,
          ranking_queries: [q(`${brand} ${localTitle.split(" ")[0]}`, 20, 9)],
        },
        {
          url: `https://${host}/`,
          title: `${brand} start`,
          ranking_queries: [q(`${brand} kontakt`, 900, 1)],
        },
        {
          url: `https://${host}/kontakt/`,
          title: "Kontakt",
          ranking_queries: [q(`${brand} kontakt`, 200, 2)],
        },
        {
          url: `https://${host}/jobs/`,
          title: "Careers",
          ranking_queries: [q(`${brand} kontakt`, 40, 4)],
        },
      ],
    });
    const texts = r.conflicts.map((c) => JSON.stringify(c));
    assert.ok(
      !texts.some((t) => t.includes(local) && t.includes(en)),
      `${host}: language versions`,
    );
    assert.ok(
      !texts.some((t) => t.includes("/kontakt/") || t.includes("/jobs/")),
      `${host}: furniture`,
    );
  }
});
