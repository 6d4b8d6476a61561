/**
 * End to end over HTTP for the on-page operations: a local server (127.0.0.1, allowed as
 * FETCH_ALLOW_HOSTS=127.0.0.1 does) serves real corpus pages, a sitemap, a sitemap index,
 * robots.txt and a PDF; the app, with the real SSRF-guarded fetcher, answers every built on-page
 * operation from the page's URL and from inline input, and each result validates against the
 * operation's `output` schema. Fetch failures are clear errors naming the field, and cost nothing.
 */
import assert from "node:assert/strict";
import { operations } from "../lib/operations/mod.ts";
import { balanceOf, type Harness, setup } from "./helpers.ts";
import { needsShared, sharedPath } from "./shared.ts";

const PAGES_DIR = "corpus/readability/pages";

/** The corpus pages served: an English article, a German one, one with JSON-LD. */
const PAGES = [
  { name: "ars-1", keyword: "minecraft exploit", lang: "en" },
  { name: "heise", keyword: "1password einmal-passwörter", lang: "de" },
  { name: "theverge", keyword: "apple vision pro", lang: "en", jsonld: true },
] as const;

type Json = Record<string, unknown>;

/** A corpus page's HTML, gunzipped. */
async function corpusHtml(name: string): Promise<string> {
  const file = await Deno.open(sharedPath(`${PAGES_DIR}/${name}/source.html.gz`));
  const stream = file.readable.pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

/** The static site: pages at /<name>/, /sitemap.xml, /sitemap_index.xml, /robots.txt, a PDF. */
async function serveSite() {
  const html = new Map<string, string>();
  for (const p of PAGES) html.set(`/${p.name}/`, await corpusHtml(p.name));
  const requested: string[] = [];
  let base = "";
  const sitemap = () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PAGES.map((p) =>
        `  <url><loc>${base}/${p.name}/</loc><lastmod>2026-11-02</lastmod></url>`
      ),
      "</urlset>",
    ].join("\n");
  const index = () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <sitemap><loc>${base}/sitemap.xml</loc><lastmod>2026-11-02</lastmod></sitemap>`,
      "</sitemapindex>",
    ].join("\n");
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (req) => {
    const path = new URL(req.url).pathname;
    requested.push(path);
    const page = html.get(path);
    if (page !== undefined) {
      return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
    }
    if (path === "/sitemap.xml") {
      return new Response(sitemap(), { headers: { "content-type": "application/xml" } });
    }
    if (path === "/sitemap_index.xml") {
      return new Response(index(), { headers: { "content-type": "application/xml" } });
    }
    if (path === "/robots.txt") {
      return new Response(`User-agent: *\nAllow: /\nSitemap: ${base}/sitemap_index.xml\n`, {
        headers: { "content-type": "text/plain" },
      });
    }
    if (path === "/report.pdf") {
      return new Response("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", {
        headers: { "content-type": "application/pdf" },
      });
    }
    return new Response("not found", { status: 404, headers: { "content-type": "text/plain" } });
  });
  base = `http://127.0.0.1:${server.addr.port}`;
  return { base, html, requested, sitemap, close: () => server.shutdown() };
}

/** POSTs synchronously and returns status and body. */
async function call(h: Harness, path: string, body: unknown) {
  const res = await h.post(`${path}?sync=true`, body);
  return { status: res.status, body: await res.json() as Json };
}

/** Results validated so far (so a skipped branch cannot pass unnoticed). */
let validated = 0;

/** Asserts a 200 whose body validates against the operation's `output` schema; returns it. */
async function valid(h: Harness, path: string, body: Json, label: string): Promise<Json> {
  const op = operations.find((o) => o.path === path);
  assert.ok(op?.output, `${path} is not built`);
  const res = await call(h, path, body);
  assert.equal(
    res.status,
    200,
    `${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
  );
  const parsed = op.output.safeParse(res.body);
  assert.ok(parsed.success, `${label}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
  validated++;
  return res.body;
}

/** The on-page operations this test covers; one without `run` (not built yet) is skipped. */
const ON_PAGE = [
  "/extract",
  "/content/technical-qa",
  "/content/title-meta",
  "/content/schema-plan",
  "/content/internal-links",
  "/site/sitemap-audit",
  "/page/cro-qa",
];

Deno.test({
  ...needsShared(
    PAGES_DIR,
    "[e2e] over HTTP against a local site: every on-page operation works with url and with inline input, and its result validates against its output schema",
  ),
  fn: async () => {
    const site = await serveSite();
    const h = await setup({
      web: "live",
      credits: 100_000,
      env: { RATE_LIMITS: "pro=100000/100000" },
    });
    try {
      const built = new Set(
        operations.filter((o) => ON_PAGE.includes(o.path) && o.run !== undefined).map((o) =>
          o.path
        ),
      );
      // Every on-page operation is built: none may be skipped.
      assert.deepEqual([...built].sort(), [...ON_PAGE].sort());
      const urlOf = (name: string) => `${site.base}/${name}/`;
      const targets = (self: string) =>
        PAGES.filter((p) => p.name !== self).map((p) => ({
          url: urlOf(p.name),
          title: p.keyword,
          keywords: [p.keyword],
        }));

      for (const p of PAGES) {
        const url = urlOf(p.name);
        const html = site.html.get(`/${p.name}/`)!;
        const label = (path: string, form: string) => `${path} ${form} ${p.name}`;

        // /extract takes a URL only; its Markdown is the inline input of the others.
        const extracted = await valid(h, "/extract", { url }, label("/extract", "url"));
        assert.equal(extracted.final_url, url);
        const markdown = extracted.content as string;
        assert.ok(markdown.length > 500, `${p.name}: ${markdown.length} characters extracted`);

        if (built.has("/content/technical-qa")) {
          const path = "/content/technical-qa";
          await valid(h, path, { url, keyword: p.keyword }, label(path, "url"));
          await valid(h, path, { html, target: url, keyword: p.keyword }, label(path, "html"));
          await valid(h, path, { markdown, keyword: p.keyword }, label(path, "markdown"));
        }
        if (built.has("/content/title-meta")) {
          const path = "/content/title-meta";
          await valid(h, path, { keyword: p.keyword, url }, label(path, "url"));
          await valid(h, path, { keyword: p.keyword, page_markdown: markdown }, label(path, "md"));
        }
        if (built.has("/content/schema-plan")) {
          const path = "/content/schema-plan";
          const fromUrl = await valid(h, path, { url }, label(path, "url"));
          await valid(h, path, { page_markdown: markdown }, label(path, "page_markdown"));
          // The page's own JSON-LD, fetched over HTTP, is read.
          const own = fromUrl.existing_types as string[];
          assert.deepEqual(own, "jsonld" in p ? ["NewsArticle"] : [], p.name);
        }
        if (built.has("/content/internal-links")) {
          const path = "/content/internal-links";
          const target_pages = targets(p.name);
          await valid(h, path, { source_url: url, target_pages }, label(path, "source_url"));
          await valid(
            h,
            path,
            { source_markdown: markdown, target_pages },
            label(path, "source_markdown"),
          );
        }
        if (built.has("/page/cro-qa")) {
          const path = "/page/cro-qa";
          await valid(h, path, { url }, label(path, "url"));
          await valid(h, path, { html }, label(path, "html"));
          await valid(h, path, { markdown }, label(path, "markdown"));
        }
      }

      if (built.has("/site/sitemap-audit")) {
        const path = "/site/sitemap-audit";
        const pageUrls = PAGES.map((p) => urlOf(p.name));
        const fromUrl = await valid(h, path, { sitemap_url: `${site.base}/sitemap.xml` }, "url");
        const sitemap = fromUrl.sitemap as Json;
        assert.equal(sitemap.kind, "urlset");
        assert.equal(sitemap.urls_listed, PAGES.length);
        const inline = await valid(h, path, {
          sitemap_xml: site.sitemap(),
          important_urls: pageUrls,
        }, "sitemap_xml");
        assert.equal((inline.sitemap as Json).urls_listed, PAGES.length);

        // The index: its child sitemap is fetched and its URLs read.
        const fromIndex = await valid(
          h,
          path,
          { sitemap_url: `${site.base}/sitemap_index.xml`, important_urls: pageUrls },
          "index",
        );
        const indexed = fromIndex.sitemap as Json;
        assert.equal(indexed.kind, "sitemapindex");
        assert.equal(indexed.child_sitemaps, 1);
        assert.equal(indexed.child_sitemaps_read, 1);
        assert.equal(indexed.urls_listed, PAGES.length);
        const files = fromIndex.files as Json[];
        const child = files.find((f) => f.url === `${site.base}/sitemap.xml`);
        assert.ok(child, JSON.stringify(files));
        assert.deepEqual([child.status, child.kind, child.entries, child.error], [
          200,
          "urlset",
          PAGES.length,
          null,
        ]);
      }

      // Per page: extract by url; technical-qa by url, html, markdown; title-meta, schema-plan,
      // internal-links by url and Markdown; cro-qa (when built) by url, html, markdown. Then
      // sitemap-audit by url, inline XML and index.
      const perPage = 1 + 3 + 2 + 2 + 2 + (built.has("/page/cro-qa") ? 3 : 0);
      assert.equal(validated, PAGES.length * perPage + 3);

      // The pages, robots.txt and sitemaps were fetched live from the local server.
      for (const p of PAGES) assert.ok(site.requested.includes(`/${p.name}/`), p.name);
      for (const path of ["/robots.txt", "/sitemap.xml", "/sitemap_index.xml"]) {
        assert.ok(site.requested.includes(path), path);
      }
    } finally {
      await h.close();
      await site.close();
    }
  },
});

Deno.test({
  ...needsShared(
    PAGES_DIR,
    "[e2e] over HTTP: a PDF URL is a clear 502 and a private address is refused with 400, each naming the field and charging nothing",
  ),
  fn: async () => {
    const site = await serveSite();
    const h = await setup({
      web: "live",
      credits: 1000,
      env: { RATE_LIMITS: "pro=100000/100000" },
    });
    try {
      const before = await balanceOf(h);
      const pdf = `${site.base}/report.pdf`;
      const pdfCases: [string, string, Json][] = [
        ["/extract", "url", { url: pdf }],
        ["/content/technical-qa", "url", { url: pdf }],
        ["/content/title-meta", "url", { url: pdf, keyword: "report" }],
        ["/content/schema-plan", "url", { url: pdf }],
        [
          "/content/internal-links",
          "source_url",
          { source_url: pdf, target_pages: [{ url: `${site.base}/ars-1/`, title: "minecraft" }] },
        ],
      ];
      for (const [path, field, body] of pdfCases) {
        const res = await call(h, path, body);
        assert.equal(res.status, 502, `${path}: ${JSON.stringify(res.body)}`);
        const error = res.body.error as Json;
        assert.equal(error.code, "UPSTREAM_ERROR", path);
        assert.equal(error.message, `${field} ${pdf} is application/pdf, not an HTML page`, path);
      }
      assert.ok(site.requested.includes("/report.pdf"));
      assert.equal(await balanceOf(h), before, "a page that is not HTML is not charged");

      const refusedCases: [string, string, Json][] = [
        ["/extract", "url", { url: "http://10.0.0.1/" }],
        ["/content/technical-qa", "url", { url: "http://localhost:1/" }],
        ["/content/title-meta", "url", { url: "http://192.168.1.1/", keyword: "router" }],
        ["/content/schema-plan", "url", { url: "http://[::1]:8080/" }],
        [
          "/content/internal-links",
          "source_url",
          { source_url: "http://10.0.0.1/", target_pages: [{ url: "/a", title: "a" }] },
        ],
        ["/site/sitemap-audit", "sitemap_url", { sitemap_url: "http://169.254.169.254/s.xml" }],
      ];
      for (const [path, field, body] of refusedCases) {
        const res = await call(h, path, body);
        assert.equal(res.status, 400, `${path}: ${JSON.stringify(res.body)}`);
        const error = res.body.error as Json & { details: { issues: { path: string }[] } };
        assert.equal(error.code, "INVALID_PARAMETERS", path);
        assert.match(error.message as string, new RegExp(`^${field} \\S+ cannot be fetched: `));
        assert.equal(error.details.issues[0].path, field, path);
      }
      assert.equal(await balanceOf(h), before, "refused URLs are not charged");
    } finally {
      await h.close();
      await site.close();
    }
  },
});
