import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { thinContent } from "./thin_content.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

Deno.test("[technical qa check] thin_content: a short blog post (from its URL) is a minor hint", async () => {
  const f = await factsOfHtml(page("", `<p>${words(120)}</p>`));
  assert.equal(f.page_type.type, "editorial");
  assert.match(thinContent.assess(f)!.title, /editorial page: 120 words/);
  assert.equal(thinContent.severity, "low");
});

Deno.test("[technical qa check] thin_content: product, unknown and utility pages have no word norm", async () => {
  const product = await factsOfHtml(page("", `<p>${words(20)}</p>`), { page_type: "product" });
  assert.match(thinContent.needs!(product)!, /a product has no word norm/);
  const unknown = await factsOfHtml(page("", `<p>${words(20)}</p>`), {
    target: "https://example.com/sommerfest-2027",
  });
  assert.match(thinContent.needs!(unknown)!, /unknown type has no word norm/);
  const login = await factsOfHtml(page("<title>Log in</title>", "x"), {
    target: "https://example.com/login",
  });
  assert.match(thinContent.needs!(login)!, /utility page/);
});

Deno.test("[technical qa check] thin_content: the main content is counted, not the menus, footer and consent text around it", async () => {
  const chrome = `<header><nav>${
    Array.from({ length: 40 }, (_, i) => `<a href="/c${i}">Kategorie Nummer ${i}</a>`).join(" ")
  }</nav></header>`;
  const footer = `<footer><p>${words(200)}</p></footer><div class="cookie-banner"><p>${
    words(80)
  }</p></div>`;
  const f = await factsOfHtml(
    page(
      "",
      `${chrome}<main><article><h1>Moos im Rasen</h1><p>${words(60)}</p></article></main>${footer}`,
      "de",
    ),
  );
  assert.ok(f.page.word_count > 300, String(f.page.word_count));
  const found = thinContent.assess(f);
  assert.ok(found);
  assert.match(found.title, /: 6\d words/);
});

Deno.test("[technical qa check] thin_content: a guide of a few sentences is important, in three languages; a short one stays a hint", async () => {
  const texts = {
    en: "Moss in lawns comes from shade and wet soil. Rake it out in spring and feed the grass. ",
    de: "Moos im Rasen kommt von Schatten und nassem Boden. Im Frühjahr vertikutieren und düngen. ",
    nl:
      "Mos in het gazon komt door schaduw en natte grond. Verticuteer in het voorjaar en bemest. ",
  };
  for (const [lang, sentence] of Object.entries(texts)) {
    const short = await factsOfHtml(page("", `<p>${sentence.repeat(3)}</p>`, lang));
    assert.equal(thinContent.assess(short)!.severity, "medium", lang);
    const longer = await factsOfHtml(page("", `<p>${sentence.repeat(12)}</p>`, lang));
    assert.equal(thinContent.assess(longer)!.severity, undefined, lang);
  }
});
