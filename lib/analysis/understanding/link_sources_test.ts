import assert from "node:assert/strict";
import { platformOf } from "./link_sources.ts";

Deno.test("[link sources] UGC, social and listing platforms are recognised with subdomains; editorial sites are not", () => {
  assert.equal(platformOf("www.reddit.com")?.kind, "ugc");
  assert.equal(platformOf("old.reddit.com")?.kind, "ugc");
  assert.equal(platformOf("news.ycombinator.com")?.kind, "ugc");
  assert.equal(platformOf("g2.com")?.kind, "review_listing");
  assert.equal(platformOf("pinterest.com")?.kind, "social");
  assert.equal(platformOf("homestylejournal.com"), null);
  assert.equal(platformOf("ycombinator.com"), null);
  assert.equal(platformOf("smallforum.net", "forum")?.kind, "ugc");
  assert.equal(platformOf("magazine.com", "blog"), null);
});
