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

Deno.test("[authorship] without markup, the byline shows the author: an author archive link, an element marked as the byline; commenters and sidebars are not authors", () => {
  const archive = parsePage(
    `<html><body><main><h1>Ruta del Cares</h1><p class="meta">Por <a href="/autor/lucia-fernandez/">Lucía Fernández</a> · 3 de mayo</p><p>Texto.</p></main></body></html>`,
    { url: "https://senderos.example/ruta-del-cares" },
  );
  assert.deepEqual(
    [authorshipOf(archive, null).author, authorshipOf(archive, null).sources.author],
    ["Lucía Fernández", "an author archive link (/author/…)"],
  );
  const byline = parsePage(
    `<html><body><article><h1>Tomaten richtig düngen</h1><div class="post-byline">Von Jana Krüger | 12. Mai 2026</div><p>Text.</p></article>
     <aside><span class="author-name">Max Sidebar</span></aside></body></html>`,
  );
  assert.equal(authorshipOf(byline, null).author, "Jana Krüger");
  const comments = parsePage(
    `<html><body><article><h1>Sourdough starter</h1><p>Text.</p></article>
     <ol class="comments"><li><cite class="comment-author">Joe says:</cite> Great!</li></ol></body></html>`,
  );
  assert.equal(authorshipOf(comments, null).author, null);
  const site = parsePage(
    `<html><body><article><h1>x</h1><span class="author">Le Petit Journal</span></article></body></html>`,
  );
  assert.equal(authorshipOf(site, "Le Petit Journal").author, null);
});
