import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page } from "../testing.ts";
import { internalLinks } from "./internal_links.ts";

Deno.test("[technical qa check] internal_links: none is medium, nofollow internal is low", async () => {
  const none = await factsOfHtml(page("", '<a href="https://other.com/">x</a>'));
  assert.equal(internalLinks.assess(none)?.title, "The page links to no other page of the site");
  const nofollow = await factsOfHtml(page("", '<a rel="nofollow" href="/pricing">Pricing</a>'));
  assert.equal(internalLinks.assess(nofollow)?.severity, "low");
});

Deno.test("[technical qa check] internal_links: followed internal links pass; no URL at all is skipped", async () => {
  const f = await factsOfHtml(page("", '<a href="/pricing">Pricing</a>'));
  assert.equal(internalLinks.assess(f), null);
  const bare = await factsFor({ html: page("", '<a href="https://a.com/x">x</a>') });
  assert.match(internalLinks.needs!(bare)!, /needs the page URL/);
});
