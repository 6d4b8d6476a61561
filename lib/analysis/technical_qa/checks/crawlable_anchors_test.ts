import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { crawlableAnchors } from "./crawlable_anchors.ts";

Deno.test("[technical qa check] crawlable_anchors: javascript:, empty and bare # hrefs are found", async () => {
  const f = await factsOfHtml(page(
    "",
    '<a href="javascript:void(0)">Open</a><a href="">Empty</a><a href="#">Menu</a><a href="/ok">ok</a>',
  ));
  const found = crawlableAnchors.assess(f);
  assert.equal(found?.count, 3);
  assert.ok(found!.examples[0].startsWith("javascript:"));
});

Deno.test("[technical qa check] crawlable_anchors: real URLs, mailto:, tel: and #fragments pass", async () => {
  const f = await factsOfHtml(page(
    "",
    '<a href="/a">a</a><a href="mailto:x@y.z">m</a><a href="tel:+1">t</a><a href="#s">s</a>',
  ));
  assert.equal(crawlableAnchors.assess(f), null);
});

Deno.test("[technical qa check] crawlable_anchors: an <a onclick> without href is found (Lighthouse's case)", async () => {
  const f = await factsOfHtml(page("", '<a onclick="go(3)">Next page</a><a href="/a">a</a>'));
  const found = crawlableAnchors.assess(f);
  assert.equal(found?.count, 1);
  assert.deepEqual(found?.examples, ["onclick without href (Next page)"]);
});
