import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page, PAGE_URL, serve } from "../testing.ts";
import { isCrawlable } from "./is_crawlable.ts";

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
