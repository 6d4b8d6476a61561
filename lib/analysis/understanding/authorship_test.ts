import assert from "node:assert/strict";
import { parsePage } from "../../web/html.ts";
import { authorshipOf } from "./authorship.ts";

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;

Deno.test("[authorship] the article's JSON-LD author and dates come first; organisations are not authors", () => {
  const ja = parsePage(`<html><head>${
    ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", name: "おうちごはん手帖" },
        {
          "@type": "Recipe",
          name: "肉じゃが",
          author: { "@type": "Person", name: "佐藤 恵美" },
          datePublished: "2024-11-05T09:00:00+09:00",
          dateModified: "2026-10-02",
        },
      ],
    })
  }</head><body></body></html>`);
  assert.deepEqual(
    [authorshipOf(ja, "おうちごはん手帖").author, authorshipOf(ja, null).published],
    ["佐藤 恵美", "2024-11-05T09:00:00+09:00"],
  );
  const de = parsePage(
    `<html><head><meta name="author" content="Anna Weber"><meta property="article:published_time" content="2026-03-01">${
      ld({
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: "x",
        author: { "@type": "Organization", name: "Tagblatt" },
      })
    }</head><body></body></html>`,
  );
  const by = authorshipOf(de, "Tagblatt");
  assert.equal(by.author, "Anna Weber");
  assert.equal(by.published, "2026-03-01");
  const site = parsePage(
    `<html><head><meta name="author" content="El Diario"></head><body></body></html>`,
  );
  assert.equal(authorshipOf(site, "El Diario").author, null);
});
