import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { linkText } from "./link_text.ts";

Deno.test("[technical qa check] link_text: generic anchors in en, de, fr, es are found", async () => {
  const f = await factsOfHtml(page(
    "",
    '<a href="/a">Click here</a><a href="/b">weiterlesen</a><a href="/c">En savoir plus</a>' +
      '<a href="/d">Más información</a><a href="/e">Read more…</a>',
  ));
  assert.equal(linkText.assess(f)?.count, 5);
});

Deno.test("[technical qa check] link_text: descriptive, nofollow, mailto and same-page links pass", async () => {
  const f = await factsOfHtml(page(
    "",
    '<a href="/pricing">Kubernetes pricing</a><a rel="nofollow" href="/x">here</a>' +
      '<a href="mailto:a@b.c">here</a><a href="#top">more</a>',
  ));
  assert.equal(linkText.assess(f), null);
});
