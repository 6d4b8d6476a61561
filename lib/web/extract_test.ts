import assert from "node:assert/strict";
import { extractMainContent } from "./extract.ts";

const PARAS = [
  "The council voted on Tuesday to expand the river park, adding three miles of trails, a new bridge, and a wetland area that planners say will reduce flooding downstream.",
  "Residents, who had campaigned for years, packed the hall; several spoke about the years of delays, the costs, and the hope that children would finally have a safe place to play.",
  "Construction begins in spring, the mayor said, and the first section should open by autumn, although funding for the final phase, including the bridge, is still being negotiated.",
];

function page(body: string, title = "River park expansion approved"): string {
  return `<!doctype html><html><head><title>${title}</title><script>var x = "script text";</script>
<style>.a{color:red}</style></head><body>${body}</body></html>`;
}

const BOILERPLATE = `
<header><a href="/">Home</a> <a href="/news">News</a></header>
<nav><ul><li><a href="/a">Sports</a></li><li><a href="/b">Weather</a></li></ul></nav>
<div class="share-tools"><a href="#">Share on Facebook</a> <a href="#">Tweet this story</a></div>
<aside><p>Subscribe to our newsletter for daily updates, offers, and more great content.</p></aside>
<div id="comments"><p>Great article, thanks, I agree with everything said here, well done.</p></div>
<footer><p>Copyright 2024 Example Media, all rights reserved, do not reproduce.</p></footer>`;

const ARTICLE = `<div class="story"><h1>River park expansion approved</h1>
<p>${PARAS[0]}</p><h2>What happens next</h2><p>${PARAS[1]}</p><p>${PARAS[2]}</p></div>`;

Deno.test("[extract] keeps the article paragraphs and drops navigation, share, aside, comments, footer", () => {
  const r = extractMainContent(page(BOILERPLATE + ARTICLE), { format: "text" });
  for (const p of PARAS) assert.ok(r.text.includes(p), p);
  for (const junk of ["Sports", "Share on Facebook", "newsletter", "Great article", "Copyright"]) {
    assert.ok(!r.text.includes(junk), junk);
  }
  assert.ok(!r.text.includes("script text"));
  assert.equal(r.title, "River park expansion approved");
  assert.equal(r.wordCount, r.text.match(/[\p{L}\p{N}_]+/gu)?.length);
});

Deno.test("[extract] keeps subheadings; drops a first heading that repeats the title", () => {
  const r = extractMainContent(page(ARTICLE), { format: "markdown" });
  assert.match(r.content, /^## What happens next$/m);
  assert.ok(!r.content.includes("# River park expansion approved"));
});

Deno.test("[extract] keeps lists inside the article; drops link-dense lists", () => {
  const links = Array.from(
    { length: 8 },
    (_, i) => `<li><a href="/s${i}">Other story ${i}</a></li>`,
  );
  const body = `<div class="post"><p>${
    PARAS[0]
  }</p><ul><li>First point about the trails, and more.</li>
<li>Second point about the bridge, and more.</li></ul><p>${PARAS[1]}</p><ul class="x">${
    links.join("")
  }</ul><p>${PARAS[2]}</p></div>`;
  const r = extractMainContent(page(body), { format: "markdown" });
  assert.match(r.content, /^- First point about the trails, and more\.$/m);
  assert.ok(!r.content.includes("Other story"));
});

Deno.test("[extract] falls back to <article> when no block scores", () => {
  const r = extractMainContent(page(`<article>Short note only.</article><div>menu</div>`), {
    format: "text",
  });
  assert.equal(r.text, "Short note only.");
  assert.equal(r.method, "article");
});

Deno.test("[extract] falls back to JSON-LD articleBody when the page text is too short", () => {
  const body = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
  const ld = JSON.stringify({ "@type": "NewsArticle", articleBody: body });
  const html = page(`<script type="application/ld+json">${ld}</script><p>Loading</p>`);
  const r = extractMainContent(html, { format: "markdown" });
  assert.equal(r.text, body);
  assert.equal(r.method, "json-ld");
});

Deno.test("[extract] markdown: links resolved, images only when asked, tables, code, quotes", () => {
  const body = `<article><p>${PARAS[0]} See <a href="/report.pdf">the report</a>.</p>
<p><img src="img/map.png" alt="Map"> ${PARAS[1]}</p><blockquote><p>${PARAS[2]}</p></blockquote>
<table><tr><th>Phase</th><th>Year</th></tr><tr><td>One</td><td>2025</td></tr></table>
<pre><code>let x = 1;\nlet y = 2;</code></pre><ol><li>Alpha, one</li><li>Beta, two</li></ol></article>`;
  const url = "https://news.example.com/city/park.html";
  const md = extractMainContent(page(body), { format: "markdown", url }).content;
  assert.ok(md.includes("[the report](https://news.example.com/report.pdf)"));
  assert.ok(!md.includes("!["));
  assert.match(md, /^> Construction begins/m);
  assert.ok(md.includes("| Phase | Year |\n| --- | --- |\n| One | 2025 |"));
  assert.ok(md.includes("```\nlet x = 1;\nlet y = 2;\n```"));
  assert.match(md, /^1\. Alpha, one\n2\. Beta, two$/m);
  const withImages = extractMainContent(page(body), {
    format: "markdown",
    url,
    includeImages: true,
  });
  assert.ok(withImages.content.includes("![Map](https://news.example.com/city/img/map.png)"));
});

Deno.test("[extract] html format keeps structure, strips attributes and scripts", () => {
  const r = extractMainContent(page(BOILERPLATE + ARTICLE), { format: "html" });
  assert.match(r.content, /<h2>What happens next<\/h2>/);
  assert.match(r.content, /<p>The council voted/);
  assert.ok(!r.content.includes("class="));
  assert.ok(!r.content.includes("<script"));
});

Deno.test("[extract] a parsed document can be passed and is not modified", async () => {
  const { parseDocument } = await import("htmlparser2");
  const doc = parseDocument(page(BOILERPLATE + ARTICLE));
  const before = JSON.stringify(doc.children.length);
  const a = extractMainContent(doc, { format: "text" });
  const b = extractMainContent(doc, { format: "text" });
  assert.equal(a.text, b.text);
  assert.equal(JSON.stringify(doc.children.length), before);
});

Deno.test("[extract] never throws on junk input", () => {
  const junk = [
    "",
    "plain text, no tags",
    "<<<>>><div<p>>",
    "<html><body></body></html>",
    "<script>alert(1)</script>",
    "<div>".repeat(3000) + "deep" + "</div>".repeat(3000),
    '<script type="application/ld+json">{not json</script>',
    "\u0000\uFFFF<p>\uD800</p>",
  ];
  for (const html of junk) {
    for (const format of ["markdown", "text", "html"] as const) {
      const r = extractMainContent(html, { format, url: "not a url" });
      assert.equal(typeof r.content, "string");
      assert.equal(typeof r.wordCount, "number");
    }
  }
});

Deno.test("[extract] a block repeated right away (gallery caption copies) is kept once in text", () => {
  const caption =
    "A long row of unsold cars sits at a dealership in the city, photographed on Sunday.";
  const body = `<div class="story"><p>${PARAS[0]}</p>${
    `<div class="gallery-item">${caption}</div>`.repeat(3)
  }<p>${PARAS[1]}</p><p>${PARAS[2]}</p></div>`;
  const r = extractMainContent(page(body), { format: "text" });
  assert.equal(r.text.split(caption).length - 1, 1);
});

Deno.test("[extract] text: a table row is one paragraph, repeated cell values kept", () => {
  const rows =
    "<tr><th>Pos</th><th>Wins</th><th>Poles</th></tr><tr><td>1</td><td>1</td><td>1</td></tr>";
  const body = `<div class="story"><p>${PARAS[0]}</p><table>${rows}</table><p>${
    PARAS[1]
  }</p></div>`;
  const r = extractMainContent(page(body), { format: "text" });
  assert.ok(r.text.includes("Pos Wins Poles\n\n1 1 1"), r.text);
});

Deno.test("[extract] a too-short scored result falls back to the declared article body", () => {
  const lines = Array.from({ length: 30 }, (_, i) => `<p>Verse line number ${i}</p>`).join("");
  const body = `<div class="intro"><p>${
    PARAS[0]
  }</p></div><div itemprop="articleBody">${lines}</div>`;
  const r = extractMainContent(page(body), { format: "text" });
  assert.equal(r.method, "declared");
  assert.ok(r.text.includes("Verse line number 29"));
});

Deno.test("[extract] the headline is dropped when it repeats og:title, even after a kicker", () => {
  const head = `<meta property="og:title" content="Cells that taste danger">`;
  const html = `<html><head><title>Magazine</title>${head}</head><body><div class="post">
<h6>immunology</h6><h1>Cells That ‘Taste’ Danger</h1><p>${PARAS[0]}</p><p>${
    PARAS[1]
  }</p></div></body></html>`;
  const r = extractMainContent(html, { format: "markdown" });
  assert.ok(!r.content.includes("Cells That"), r.content);
  assert.ok(r.content.includes(PARAS[1]));
});

Deno.test("[extract] a tree too deep for the recursive steps degrades to the page text", () => {
  const html = "<div>".repeat(20000) + `<p>${PARAS[0]}</p>` + "</div>".repeat(20000);
  const r = extractMainContent(html, { format: "markdown" });
  assert.equal(r.method, "page");
  assert.equal(r.text, PARAS[0]);
});

Deno.test("[extract] pages without <body>, text only in <noscript>, cells without <tr>, WordPress tag classes", () => {
  const para = (w: string) =>
    `<p>${
      `${w} is a paragraph of the article with enough words to count as real content. `.repeat(6)
    }</p>`;
  const opts = { format: "markdown" as const, includeImages: false };
  // No <body> and no </head>: a browser opens the body at the first paragraph.
  assert.ok(
    extractMainContent(`<html><head><title>T</title>${para("This")}${para("That")}</html>`, opts)
      .wordCount > 100,
  );
  // A script-built page whose fallback text is in <noscript>.
  const noscript = `<html><body><div id="root"></div><noscript>${para("This")}${
    para("That")
  }</noscript></body></html>`;
  assert.ok(extractMainContent(noscript, opts).wordCount > 100);
  // Cells written without <tr> are an implicit row, in markdown too.
  const table = `<html><body><article>${
    para("This")
  }<table><td>Cell one</td><td>Cell two</td></table></article></body></html>`;
  assert.match(extractMainContent(table, opts).content, /\| Cell one \| Cell two \|/);
  // A WordPress entry's tag-/category- classes do not make it boilerplate.
  const wp =
    `<html><body><div class="post-12 type-post hentry tag-economy"><h1>Rates rise</h1><p>The bank raised rates today by a quarter point.</p><p>Markets barely moved.</p></div><div class="sidebar"><p>Subscribe now.</p></div></body></html>`;
  assert.match(
    extractMainContent(wp, { format: "text", includeImages: false }).text,
    /quarter point/,
  );
});

Deno.test("[extract] builder pages, streamed and hidden wrappers, a service page's sections, class names read as names", () => {
  const text = (html: string) => extractMainContent(html, { format: "text" }).text;
  // Elementor/HubSpot call every article block a widget: the prose stays (de, es, en).
  const widget = (p: string) =>
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${p}</p></div></div>`;
  const builder = `<html><body><nav><a href="/">Start</a></nav><main><h1>Balkon bepflanzen</h1>${
    widget("Im Frühjahr beginnt die Saison für Kräuter, Tomaten und Erdbeeren auf dem Balkon.")
  }${widget("Ein sonniger Standort, gute Erde und regelmäßiges Gießen sind das Wichtigste.")}${
    widget("Wer wenig Platz hat, setzt auf Hängeampeln und schmale Kästen am Geländer.")
  }</main><footer>Impressum</footer></body></html>`;
  assert.match(text(builder), /sonniger Standort/);
  assert.doesNotMatch(text(builder), /Impressum/);
  // React streams content into a hidden div that a script moves into place; an anti-flicker
  // wrapper hides the whole page until scripts run: most of the page is the page.
  const para = (s: string) => `<p>${s.repeat(4)}</p>`;
  const streamed =
    `<html><body><div id="__next"><header><a href="/">Inicio</a></header></div><div hidden id="S:0">${
      para("La receta lleva harina, agua y sal, y se hornea durante cuarenta minutos. ")
    }${para("Conviene dejar reposar la masa toda la noche en la nevera. ")}</div></body></html>`;
  assert.match(text(streamed), /reposar la masa/);
  // A service page spreads its content over sibling sections of <main>.
  const section = (h: string, p: string) =>
    `<section class="block"><h2>${h}</h2><p>${p}</p></section>`;
  const service = `<html><body><main>${
    section(
      "Emergency plumbing",
      "Our licensed plumbers answer around the clock, fix burst pipes and blocked drains, and quote a fixed price before any work starts, so there are no surprises on the invoice later.",
    )
  }${section("Boiler service", "Annual boiler checks keep the warranty valid.")}${
    section("Areas we cover", "Leeds, Bradford and Wakefield.")
  }</main></body></html>`;
  const s = text(service);
  assert.ok(/fixed price/.test(s) && /warranty valid/.test(s) && /Wakefield/.test(s), s);
  // "overflow-hidden" clips overflow, "--has-ads" is a BEM variant, "product_tag-…" is a
  // WooCommerce taxonomy class: none of them hides or makes boilerplate.
  const names =
    `<html><body><div class="product type-product post-7 product_tag-sale"><div class="overflow-hidden"><p>${
      "Handgemaakte keramische mok, vaatwasserbestendig en geschikt voor de magnetron. ".repeat(3)
    }</p></div><section class="story--has-ads"><p>${
      "Elke mok wordt in ons atelier in Utrecht gedraaid en geglazuurd. ".repeat(3)
    }</p></section></div></body></html>`;
  assert.match(text(names), /vaatwasserbestendig/);
  assert.match(text(names), /atelier in Utrecht/);
});

Deno.test("[extract] a lead between headline and body is kept; captions, ruby readings and soft hyphens are not text", () => {
  // German news: the standfirst sits in the article header, the body in its own container.
  const de = page(`<article><header><h1>Rat beschließt Ausbau des Flussparks</h1>
<p class="intro">Nach jahrelangem Streit bekommt die Stadt drei Kilometer neue Wege, eine Brücke und ein Feuchtgebiet gegen Hochwasser.</p>
<span class="date">12.03.2024</span></header>
<div class="article-body"><p>${PARAS[0]}</p>
<figure><img src="a.jpg"><figcaption>Der Fluss im Frühjahr. Foto: Stadtarchiv</figcaption></figure>
<p>${PARAS[1]}</p><p>${PARAS[2]}</p></div></article>`);
  const r = extractMainContent(de, { format: "text" });
  assert.ok(r.text.startsWith("Nach jahrelangem Streit bekommt die Stadt"), r.text.slice(0, 80));
  assert.ok(!r.text.includes("Stadtarchiv") && !r.text.includes("12.03.2024"), r.text);
  // Spanish: a teaser list between headline and body is not a lead (more than a few blocks).
  const teasers = Array.from(
    { length: 7 },
    (_, i) => `<p><a href="/n${i}">Noticia relacionada número ${i} sobre el parque</a> y más</p>`,
  ).join("");
  const es = page(`<main><h1>El parque fluvial crece</h1><div class="teasers">${teasers}</div>
<div class="cuerpo"><p>${PARAS[0]}</p><p>${PARAS[1]}</p><p>${PARAS[2]}</p></div></main>`);
  assert.ok(!extractMainContent(es, { format: "text" }).text.includes("Noticia relacionada"));
  // Japanese furigana (<rt>) and a German soft-hyphenated word read as the words themselves.
  const ja = page(
    `<article><p>${
      "<ruby>子<rt>こ</rt></ruby>どもへの<ruby>虐待<rt>ぎゃくたい</rt></ruby>をなくすための法律ができました。"
        .repeat(12)
    }</p>
<p>Im Mit&shy;tel&shy;al&shy;ter war der Wein das Aus&shy;hän&shy;ge&shy;schild der Region und der Flu\u0308sse, und ${
      PARAS[0]
    }</p></article>`,
  );
  for (const format of ["text", "markdown"] as const) {
    const out = extractMainContent(ja, { format }).content;
    assert.ok(out.includes("子どもへの虐待をなくすための法律"), out.slice(0, 60));
    assert.ok(out.includes("Mittelalter") && out.includes("Aushängeschild"), format);
    assert.ok(out.includes("Fl\u00fcsse"), "decomposed ü read composed (NFC)");
  }
});

Deno.test("[extract] an article header's lead, a list with linked words, the main landmark over a hero slider", () => {
  // A card's or an entry's "header" is not the page header (Dutch FAQ cards).
  const faq = PARAS.map((p, i) =>
    `<div class="card"><div class="card-header"><h3>Hoe werkt stap ${i} van de aanvraag precies?</h3></div><div class="card-body"><p>${p}</p></div></div>`
  ).join("");
  const nl = extractMainContent(page(`<div class="faq">${faq}</div>`), { format: "text" }).text;
  assert.ok(nl.includes("Hoe werkt stap 2 van de aanvraag"), "nl");
  // Italian news: the lead sits in a block named "article-header" inside the article.
  const it = page(`<article><div class="article-header"><h1>Temperature in calo</h1>
<p class="subtitle">Attesa neve: il freddo tornerà in poche ore.</p></div>
<div class="article-body"><p>${PARAS[0]}</p><p>${PARAS[1]}</p><p>${PARAS[2]}</p></div></article>`);
  assert.ok(extractMainContent(it, { format: "text" }).text.includes("il freddo tornerà"), "it");
  // German recipe: an ingredient list whose items link a product name is content, not a menu.
  const items = ["200 g Mehl", "6 mittelgroße Eier", "1 Päckchen Backpulver", "250 g Zucker"]
    .map((t, i) => `<li>${t} <a href="/p${i}">Marke</a></li>`).join("");
  const de = page(`<div class="entry-content"><p>${PARAS[0]}</p>
<div class="recipe-ingredients-group"><ul>${items}</ul></div><p>${PARAS[1]}</p></div>`);
  assert.ok(extractMainContent(de, { format: "text" }).text.includes("6 mittelgroße Eier"), "de");
  // A French service home page: the hero slides score as the content, the page is in <main>.
  const slide = (i: number) =>
    `<div class="slide"><p>Étiquettes ${i}, rubans, imprimantes, lecteurs, logiciels, conseil, pose, maintenance, formation, livraison.</p></div>`;
  const services = Array.from(
    { length: 16 },
    (_, i) =>
      `<li>Service ${i} : conception et impression des étiquettes sur site pour votre secteur</li>`,
  );
  const fr = page(`<div class="slideshow">${[1, 2, 3, 4, 5].map(slide).join("")}</div>
<main><h2>Nos services</h2><ul>${services.join("")}</ul></main>`);
  assert.ok(
    extractMainContent(fr, { format: "text" }).text.includes("Service 15 : conception"),
    "fr",
  );
});

Deno.test("[extract] headings left over a removed block go with it; written-out addresses and a list of titles stay", () => {
  // German: "Mehr zum Thema" over a related list, "Kommentar verfassen" over the comment form.
  const de = page(`<article><div class="entry-content"><p>${PARAS[0]}</p><p>${PARAS[1]}</p>
<h2>Mehr zum Thema</h2><div class="related-posts"><a href="/a">Ein anderer Artikel</a></div>
<h2>Ausblick</h2><p>${
    PARAS[2]
  }</p><h3>Kommentar verfassen</h3><div id="respond" class="comment-respond"><p>Schreibe etwas</p></div>
</div></article>`);
  const text = extractMainContent(de, { format: "text" }).text;
  assert.ok(text.includes(PARAS[2]) && !text.includes("Mehr zum Thema"), "de related");
  assert.ok(!text.includes("Kommentar verfassen"), "de comments");
  // French: the contact address and the cited source are paragraphs made of one link each.
  const fr = page(
    `<article><p>${PARAS[0]}</p><p><a href="mailto:suivi@example.fr">suivi@example.fr</a></p>
<p><a href="https://www.example.org/rapport">https://www.example.org/rapport</a></p><p>${
      PARAS[1]
    }</p>
<p><a href="/autre">Lire aussi : un autre article du site</a></p><p>${PARAS[2]}</p></article>`,
  );
  const frText = extractMainContent(fr, { format: "text" }).text;
  assert.ok(frText.includes("suivi@example.fr") && frText.includes("example.org/rapport"), frText);
  assert.ok(!frText.includes("Lire aussi"), "fr teaser");
  // English listing: a run of linked titles with nothing below the last is kept whole.
  const cards = ["Golden Record", "Making of an Artist", "Reflections", "Kids as Curators"]
    .map((t) => `<h4><a href="/${t.length}">${t}</a></h4><p>${PARAS[0].slice(0, 60)}</p>`).join("");
  const en = page(
    `<main><h2>Current exhibitions</h2>${cards}<h4><a href="/last">Drawing from Within</a></h4></main>`,
  );
  assert.ok(extractMainContent(en, { format: "text" }).text.includes("Drawing from Within"), "en");
});

Deno.test("[extract] markdown keeps what a template writes directly in a list, as browsers show it", () => {
  const cards = ["Luxe Sateen", "Classic Percale", "Washed Linen"].map((n) =>
    `<p>${n}</p><p>Fabric content: 100% long-staple cotton, woven for a smooth, soft and lustrous feel.</p>`
  ).join("");
  const html = page(`<main><ul class="fabrics">${cards}<li>${PARAS[0]}</li></ul></main>`);
  const md = extractMainContent(html, { format: "markdown" }).content;
  assert.ok(md.includes("Classic Percale") && md.includes(`- ${PARAS[0]}`), md);
});
