import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_HTML_CHARS, notCrawlableReason, parsePage } from "./html.ts";

const URL_ = "https://www.example.com/dir/page.html";

function page(body: string, head = "", url = URL_) {
  return parsePage(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
    url,
  });
}

Deno.test("[html] the title is the <title> text with entities decoded and whitespace collapsed", () => {
  const p = page("", "<title>\n  Fish &amp; Chips &mdash; &#8220;Best&#8221;  </title>");
  assert.equal(p.title, "Fish & Chips — “Best”");
  assert.equal(p.title_tag, "Fish & Chips — “Best”");
  assert.equal(p.title_source, "title");
  assert.equal(p.title_tag_count, 1);
});

Deno.test("[html] an <svg> title is not the page title and is not visible text", () => {
  const p = page("<svg><title>icon</title></svg><p>Body</p>", "<title>Real</title>");
  assert.equal(p.title_tag, "Real");
  assert.equal(p.title_tag_count, 1);
  assert.equal(p.text, "Body");
});

Deno.test("[html] an empty title falls back to og:title, then <meta name=title>", () => {
  const og = page("", '<title> </title><meta property="og:title" content="From OG">');
  assert.equal(og.title, "From OG");
  assert.equal(og.title_source, "og:title");
  assert.equal(og.title_tag, "");
  const meta = page("", '<meta name="title" content="From meta">');
  assert.equal(meta.title, "From meta");
  assert.equal(meta.title_source, "meta:title");
  assert.equal(meta.title_tag, null);
});

Deno.test("[html] meta description, viewport, charset and counts are read", () => {
  const p = page(
    "",
    '<meta charset="UTF-8"><meta name="Description" content=" A  page. ">' +
      '<meta name="description" content="second"><meta name="viewport" content="width=device-width">',
  );
  assert.equal(p.meta_description, "A page.");
  assert.equal(p.meta_description_count, 2);
  assert.equal(p.viewport, "width=device-width");
  assert.equal(p.charset, "UTF-8");
  const entities = page(
    '<a href="/s?a=1&amp;b=2">x</a>',
    '<meta name="description" content="Tom &amp; Jerry&#39;s">',
  );
  assert.equal(entities.meta_description, "Tom & Jerry's");
  assert.equal(entities.links[0].url, "https://www.example.com/s?a=1&b=2");
  const legacy = page(
    "",
    '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">',
  );
  assert.equal(legacy.charset, "iso-8859-1");
});

Deno.test("[html] relative URLs resolve against the page URL", () => {
  const p = page(
    '<a href="../up">U</a><img src="i.png" alt="">',
    '<link rel="canonical" href="/c">',
  );
  assert.equal(p.links[0].url, "https://www.example.com/up");
  assert.equal(p.images[0].url, "https://www.example.com/dir/i.png");
  assert.equal(p.canonical, "https://www.example.com/c");
  assert.equal(p.base_url, URL_);
});

Deno.test("[html] <base href> changes the base of every relative URL, even ones before it", () => {
  const p = page(
    '<a href="x">X</a>',
    '<link rel="canonical" href="c.html"><base href="https://cdn.example.com/root/">',
  );
  assert.equal(p.base_href, "https://cdn.example.com/root/");
  assert.equal(p.canonical, "https://cdn.example.com/root/c.html");
  assert.equal(p.links[0].url, "https://cdn.example.com/root/x");
  // Internal is counted against the page host, not the base.
  assert.equal(p.links[0].internal, false);
});

Deno.test("[html] every canonical is listed so conflicting ones can be detected", () => {
  const p = page(
    "",
    '<link rel="canonical" href="https://a.example/"><link rel="Canonical" href="https://b.example/">',
  );
  assert.deepEqual(p.canonicals.map((c) => c.url), ["https://a.example/", "https://b.example/"]);
  assert.equal(p.canonical, "https://a.example/");
});

Deno.test("[html] robots meta directives are parsed per crawler", () => {
  const p = page(
    "",
    '<meta name="robots" content="NOINDEX, max-snippet:20, max-image-preview:large, foo">' +
      '<meta name="googlebot" content="none">',
  );
  assert.equal(p.robots_meta.length, 2);
  const [robots, google] = p.robots_meta;
  assert.equal(robots.agent, "robots");
  assert.equal(robots.noindex, true);
  assert.equal(robots.nofollow, false);
  assert.equal(robots.max_snippet, 20);
  assert.equal(robots.max_image_preview, "large");
  assert.deepEqual(robots.unknown, ["foo"]);
  assert.equal(google.agent, "googlebot");
  assert.equal(google.none, true);
  assert.equal(google.nofollow, true);
  assert.equal(p.noindex, true);
  assert.equal(p.nofollow, true);
});

Deno.test("[html] X-Robots-Tag from Headers or a plain object is parsed like the meta tag", () => {
  const h = new Headers({ "X-Robots-Tag": "googlebot: noindex, nofollow" });
  const viaHeaders = parsePage("<p>x</p>", { url: URL_, headers: h });
  assert.equal(viaHeaders.x_robots_tag[0].agent, "googlebot");
  assert.equal(viaHeaders.x_robots_tag[0].noindex, true);
  assert.equal(viaHeaders.noindex, true);
  const viaRecord = parsePage("<p>x</p>", { headers: { "x-robots-tag": "noarchive" } });
  assert.equal(viaRecord.x_robots_tag[0].agent, "robots");
  assert.equal(viaRecord.x_robots_tag[0].noarchive, true);
  assert.equal(viaRecord.noindex, false);
  const other = parsePage("", { headers: { "X-Robots-Tag": "otherbot: noindex" } });
  assert.equal(other.noindex, false);
});

Deno.test("[html] hreflang alternates, Open Graph and Twitter tags are collected", () => {
  const p = page(
    "",
    '<link rel="alternate" hreflang="de-DE" href="/de/"><link rel="alternate" hreflang="x-default" href="/">' +
      '<meta property="og:title" content="T"><meta property="og:image" content="/a.png">' +
      '<meta property="og:image" content="/b.png"><meta name="twitter:card" content="summary">',
  );
  assert.deepEqual(p.hreflang.map((h) => [h.lang, h.url]), [
    ["de-DE", "https://www.example.com/de/"],
    ["x-default", "https://www.example.com/"],
  ]);
  assert.deepEqual(p.open_graph, { "og:title": "T", "og:image": "/a.png" });
  assert.deepEqual(p.twitter, { "twitter:card": "summary" });
});

Deno.test("[html] lang comes from <html lang>, else xml:lang, else og:locale", () => {
  assert.equal(parsePage('<html lang="en-US"><p>x</p></html>').lang, "en-US");
  const xml = parsePage('<html xml:lang="fr"><p>x</p></html>');
  assert.equal(xml.lang, "fr");
  assert.equal(xml.lang_source, "xml:lang");
  const og = parsePage('<html><head><meta property="og:locale" content="pt_BR"></head></html>');
  assert.equal(og.lang, "pt-BR");
  assert.equal(parsePage("<p>x</p>").lang, null);
});

Deno.test("[html] headings are listed in document order with their level", () => {
  const p = page("<h2>Two</h2><h1>One <em>big</em></h1><div><h3>\n Three\n</h3></div>");
  assert.deepEqual(p.headings.map(({ level, text }) => ({ level, text })), [
    { level: 2, text: "Two" },
    { level: 1, text: "One big" },
    { level: 3, text: "Three" },
  ]);
});

Deno.test("[html] links: internal/external by host, rel flags, regions and position", () => {
  const p = page(
    '<header><nav><a href="/">Home</a></nav></header>' +
      '<main><article><a href="https://example.com/x" rel="NoFollow">W</a></article></main>' +
      '<footer><a href="https://other.org/" rel="ugc sponsored">O</a></footer>' +
      '<div role="navigation"><a href="//cdn.other.org/y">Y</a></div>',
  );
  const [home, apex, other, proto] = p.links;
  assert.deepEqual(p.links.map((l) => l.position), [0, 1, 2, 3]);
  assert.deepEqual(home.regions, ["header", "nav"]);
  assert.equal(home.internal, true);
  assert.equal(apex.internal, true, "www. is ignored when comparing hosts");
  assert.deepEqual(apex.regions, ["main", "article"]);
  assert.equal(apex.nofollow, true);
  assert.deepEqual([other.internal, other.ugc, other.sponsored, other.nofollow], [
    false,
    true,
    true,
    false,
  ]);
  assert.deepEqual(other.regions, ["footer"]);
  assert.equal(proto.url, "https://cdn.other.org/y");
  assert.deepEqual(proto.regions, ["nav"]);
});

Deno.test("[html] javascript:, empty and # links are not crawlable; an <a> without href is no link", () => {
  const p = page(
    '<a href="javascript:void(0)">J</a><a href="">E</a><a href="#top">F</a>' +
      '<a href="mailto:a@b.c">M</a><a href="tel:+1">T</a><a href="ftp://x/">X</a><a name="n">N</a>',
  );
  assert.deepEqual(p.links.map((l) => l.not_crawlable_reason), [
    "javascript",
    "empty",
    "fragment",
    "mailto",
    "tel",
    "other_scheme",
  ]);
  assert.ok(p.links.every((l) => !l.crawlable && l.internal === null));
  assert.equal(notCrawlableReason("/ok", null), null);
  assert.equal(notCrawlableReason("http://[bad", null), "invalid");
});

Deno.test("[html] an image link's anchor text is the image alt", () => {
  const p = page(
    '<a href="/a"><img src="logo.png" alt="Acme logo"></a><a href="/b">Read <b>more</b></a>' +
      '<a href="/c" aria-label="Close"><svg></svg></a>',
  );
  assert.equal(p.links[0].text, "Acme logo");
  assert.equal(p.links[0].image_link, true);
  assert.equal(p.links[1].text, "Read more");
  assert.equal(p.links[1].image_link, false);
  assert.equal(p.links[2].text, "Close");
});

Deno.test("[html] images: alt present, empty or missing; size and loading attributes", () => {
  const p = page(
    '<img src="/a.png" alt=" A cat " width="10" height="20" loading="LAZY"><img src="b.png" alt=""><img>',
  );
  assert.deepEqual(p.images.map((i) => [i.alt_state, i.alt]), [
    ["present", "A cat"],
    ["empty", ""],
    ["missing", null],
  ]);
  assert.deepEqual([p.images[0].width, p.images[0].height, p.images[0].loading], [
    "10",
    "20",
    "lazy",
  ]);
  assert.equal(p.images[2].url, null);
});

Deno.test("[html] JSON-LD in a CDATA wrapper parses, with @graph types collected", () => {
  const p = page(
    "",
    '<script type="application/ld+json">//<![CDATA[\n{"@context":"https://schema.org","@graph":[' +
      '{"@type":"WebSite"},{"@type":["Organization","Brand"]}]}\n//]]></script>' +
      '<script type="application/ld+json"><![CDATA[ [{"@type":"Article"}] ]]></script>',
  );
  assert.equal(p.json_ld.length, 2);
  assert.equal(p.json_ld[0].error, null);
  assert.deepEqual(p.json_ld[0].types, ["WebSite", "Organization", "Brand"]);
  assert.deepEqual(p.json_ld[1].types, ["Article"]);
  assert.deepEqual(p.json_ld_types, ["Article", "Brand", "Organization", "WebSite"]);
});

Deno.test("[html] a broken JSON-LD block is reported with its error, never thrown", () => {
  const p = page(
    '<script type="application/ld+json">{"@type": "Product", "name": }</script>' +
      '<script type="application/ld+json">   </script>' +
      '<script type="application/ld+json"><!-- note -->\n{"@type":"Event",\n// comment\n"name":"a\nb"}</script>',
  );
  const [broken, empty, repaired] = p.json_ld;
  assert.equal(broken.data, null);
  assert.match(broken.error ?? "", /JSON|Unexpected|token/i);
  assert.deepEqual(broken.types, []);
  assert.equal(empty.empty, true);
  assert.equal(repaired.repaired, true);
  assert.ok(repaired.error, "the original parse error is kept");
  assert.deepEqual(repaired.data, { "@type": "Event", name: "a\nb" });
});

Deno.test("[html] microdata and RDFa presence are detected", () => {
  const p = page(
    '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">P</span></div>' +
      '<div vocab="https://schema.org/" typeof="Person"><span property="name">N</span></div>',
  );
  assert.equal(p.microdata.items, 1);
  assert.deepEqual(p.microdata.types, ["https://schema.org/Product"]);
  assert.equal(p.rdfa.present, true);
  assert.deepEqual(p.rdfa.types, ["Person"]);
  assert.equal(page("", '<meta property="og:title" content="x">').rdfa.present, false);
});

Deno.test("[html] visible text drops script, style, noscript, template and svg, and counts words", () => {
  const p = page(
    "<p>Hello <b>wor</b>ld.</p><script>var x = 1;</script><style>p{}</style>" +
      "<noscript>enable js</noscript><template><p>tpl</p></template><div>Second line</div>" +
      "<p hidden>secret</p>",
  );
  assert.equal(p.text, "Hello world. Second line");
  assert.equal(p.word_count, 4);
  assert.equal(p.text_language, "en");
});

Deno.test("[html] the text language is detected on the page text", () => {
  const de = page(
    "<p>Die Kinder lernen in der Schule, wie man mit dem Fahrrad sicher durch die Stadt fährt " +
      "und was man dabei beachten muss.</p>",
  );
  assert.equal(de.text_language, "de");
});

Deno.test("[html] empty, binary and pathological inputs never throw", () => {
  const empty = parsePage("");
  assert.equal(empty.title, null);
  assert.equal(empty.text, "");
  assert.equal(empty.word_count, 0);
  const junk = String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 65536));
  assert.doesNotThrow(() => parsePage(junk, { url: "not a url" }));
  // 20,000 levels: the walk is iterative (no stack overflow). htmlparser2's own open-element
  // stack is quadratic in the depth (Array#unshift), so far deeper junk costs seconds.
  const deep = "<div>".repeat(20_000) + "deep" + "</div>".repeat(20_000);
  assert.equal(parsePage(deep).text, "deep");
  const hugeAttr = `<a href="/${"x".repeat(3_000_000)}" title="${"y".repeat(1_000_000)}">z</a>`;
  assert.equal(parsePage(hugeAttr, { url: URL_ }).links.length, 1);
  assert.doesNotThrow(() => parsePage(null as unknown as string));
});

Deno.test("[html] huge pages are cut and the text is bounded", () => {
  const big = "<p>" + "word ".repeat(Math.ceil(MAX_HTML_CHARS / 5)) + "</p>";
  const p = parsePage(big);
  assert.ok(p.text.length <= 2_000_000);
  assert.ok(p.limits.some((l) => l.startsWith("html truncated")));
  assert.ok(p.limits.some((l) => l.startsWith("text collected")));
});

Deno.test("[html] any string parses without throwing (property)", () => {
  const fragments = fc.constantFrom(
    "<a href='",
    "javascript:",
    "<script type=application/ld+json>",
    "</script>",
    "<![CDATA[",
    "]]>",
    "<title>",
    "<svg>",
    "<base href=",
    "&amp;",
    "&#x0;",
    '"',
    "<meta name=robots content=",
    "<img alt",
    "{",
    "}",
  );
  const inputs = fc.array(fc.oneof(fragments, fc.string()), { maxLength: 30 }).map((a) =>
    a.join("")
  );
  fc.assert(
    fc.property(inputs, fc.constantFrom(undefined, URL_, "::"), (html, url) => {
      const p = parsePage(html, { url });
      assert.equal(typeof p.text, "string");
    }),
    { numRuns: 300 },
  );
});

Deno.test("[html] paragraph blocks carry their text, landmarks and the links already in them", () => {
  const page = parsePage(
    `<body><nav><ul><li><a href="/">Home</a></li></ul></nav><main><p>Send invoices with <a href="/app">our app</a> today.</p><h2>Title</h2><p>  </p></main></body>`,
    { url: "https://a.com/x" },
  );
  assert.deepEqual(page.blocks.map((b) => [b.tag, b.text, b.regions, b.linked]), [
    ["li", "Home", ["nav"], ["Home"]],
    ["p", "Send invoices with our app today.", ["main"], ["our app"]],
  ]);
});

Deno.test("[html] the page text leaves out ruby readings and soft hyphens", () => {
  const p = parsePage(
    "<html><body><p><ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>を読む</p><p>Mit&shy;tel&shy;al&shy;ter</p></body></html>",
  );
  assert.equal(p.text, "漢字を読む Mittelalter");
});
