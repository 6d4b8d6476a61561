import assert from "node:assert/strict";
import { SitemapError } from "./decode.ts";
import { parseSitemap } from "./parse.ts";

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

Deno.test("[sitemap parse] a urlset with extensions, entities decoded", () => {
  const xml = `<?xml version="1.0"?>
<urlset ${NS} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
  xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://a.com/?x=1&amp;y=2</loc><lastmod>2024-01-02</lastmod>
    <changefreq>daily</changefreq><priority>0.8</priority>
    <image:image><image:loc>https://a.com/i.png</image:loc></image:image>
    <xhtml:link rel="alternate" hreflang="de" href="https://a.com/de/"/>
  </url>
  <url><lastmod>2024-01-02</lastmod></url>
  <url><loc>https://a.com/b</loc><foo>bar</foo></url>
</urlset>`;
  const s = parseSitemap(xml);
  assert.equal(s.kind, "urlset");
  assert.equal(s.namespace, "http://www.sitemaps.org/schemas/sitemap/0.9");
  assert.equal(s.total, 3);
  assert.equal(s.missingLoc, 1);
  assert.deepEqual(s.urls.map((u) => u.loc), ["https://a.com/?x=1&y=2", "https://a.com/b"]);
  assert.deepEqual(s.urls[0].images, ["https://a.com/i.png"]);
  assert.deepEqual(s.urls[0].alternates, [{ hreflang: "de", href: "https://a.com/de/" }]);
  assert.equal(s.urls[0].priority, "0.8");
  assert.deepEqual(s.unknownElements, ["foo"]);
});

Deno.test("[sitemap parse] an index, a text sitemap and feeds", () => {
  const index = parseSitemap(
    `<sitemapindex ${NS}><sitemap><loc>https://a.com/s1.xml</loc></sitemap><sitemap>https://a.com/s2.xml</sitemap></sitemapindex>`,
  );
  assert.equal(index.kind, "sitemapindex");
  assert.deepEqual(index.sitemaps.map((s) => s.loc), [
    "https://a.com/s1.xml",
    "https://a.com/s2.xml",
  ]);
  assert.equal(index.missingLoc, 1);
  const text = parseSitemap("https://a.com/1\n\nhttps://a.com/2\n");
  assert.equal(text.kind, "text");
  assert.equal(text.total, 2);
  const atom = parseSitemap(
    `<feed xmlns="http://www.w3.org/2005/Atom"><entry><link href="/p/1"/></entry></feed>`,
    { baseUrl: "https://a.com/atom.xml" },
  );
  assert.deepEqual(atom.urls.map((u) => u.loc), ["https://a.com/p/1"]);
});

Deno.test("[sitemap parse] a DOCTYPE is refused before any entity is read; junk never throws", () => {
  assert.throws(
    () => parseSitemap(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><urlset/>`),
    (e) => e instanceof SitemapError && e.code === "dtd_refused",
  );
  for (const junk of ["<", "<<>>", "<urlset><url><loc>", "\u0000\u0001", "<a b='", ""]) {
    parseSitemap(junk);
  }
});
