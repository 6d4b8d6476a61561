import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page, PAGE_URL, serve } from "../testing.ts";
import { isCrawlable } from "./is_crawlable.ts";
import { metaDescription } from "./meta_description.ts";

Deno.test("[technical qa check] is_crawlable: robots noindex, googlebot none and the header are found", async () => {
  const meta = await factsOfHtml(page('<meta name="googlebot" content="none">', "x"));
  assert.ok(isCrawlable.assess(meta));
  const header = await factsFor(
    { url: PAGE_URL },
    serve({ [PAGE_URL]: [200, page("", "x"), "text/html", { "x-robots-tag": "noindex" }] }),
  );
  assert.deepEqual(isCrawlable.assess(header)?.examples, ["X-Robots-Tag: noindex"]);
  const expired = await factsOfHtml(
    page('<meta name="robots" content="unavailable_after: 2020-01-01">', "x"),
  );
  assert.ok(isCrawlable.assess(expired));
});

Deno.test("[technical qa check] is_crawlable: another bot's noindex and nofollow alone pass", async () => {
  const f = await factsOfHtml(
    page('<meta name="bingbot" content="noindex"><meta name="robots" content="nofollow">', "x"),
  );
  assert.equal(isCrawlable.assess(f), null);
});

Deno.test("[technical qa check] is_crawlable: a noindexed confirmation page in three languages is kept out on purpose (low, nothing to fix, no snippet advice)", async () => {
  const pages = [
    "https://shop.test/checkout/thank-you",
    "https://verhuis.test/offerte/bedankt.html",
    "https://kunde.test/anfrage/danke/",
  ];
  for (const url of pages) {
    const html = page('<meta name="robots" content="noindex, follow">', "Thanks, we got it");
    const f = await factsFor({ url }, serve({ [url]: [200, html, "text/html"] }));
    const found = isCrawlable.assess(f)!;
    assert.equal(found.severity, "low", url);
    assert.match(found.fix, /Nothing to change: keep the noindex/, url);
    assert.ok(!/Remove noindex/.test(found.fix), url);
    assert.match(metaDescription.needs?.(f) ?? "", /kept out of Search/, url);
  }
  // The same noindex on a content page is the blocker it always was.
  const url = "https://shop.test/guides/moss-in-lawns";
  const html = page('<meta name="robots" content="noindex">', "A guide");
  const live = await factsFor({ url }, serve({ [url]: [200, html, "text/html"] }));
  const found = isCrawlable.assess(live)!;
  assert.equal(found.severity, undefined);
  assert.match(found.fix, /Remove noindex/);
});
