import assert from "node:assert/strict";
import { factsOf } from "../facts.ts";
import { loadSitemaps } from "../load.ts";
import { NOW, NS, request, serve } from "../testing.ts";
import { contentType } from "./content_type.ts";
import { nestedIndex } from "./nested_index.ts";
import { unreachable } from "./unreachable.ts";

const noop = () => Promise.resolve();

async function facts(files: Parameters<typeof serve>[0]) {
  const input = request({ sitemap_url: "https://a.com/index.xml", max_sitemap_children: 3 });
  return factsOf(await loadSitemaps(input, { web: serve(files), progress: noop }), input, NOW);
}

const INDEX =
  `<sitemapindex ${NS}><sitemap><loc>https://a.com/s1.xml</loc></sitemap></sitemapindex>`;

Deno.test("[sitemap check] unreachable: a child that answers 404 is reported, not fatal", async () => {
  const f = await facts({ "https://a.com/index.xml": [200, INDEX] });
  assert.match(unreachable.assess(f)!.examples[0], /s1\.xml: the server answered 404/);
  // The 404 page is HTML: its content type is flagged too.
  assert.match(contentType.assess(f)!.examples[0], /text\/html/);
});

Deno.test("[sitemap check] nested index: an index listed inside an index is flagged", async () => {
  const f = await facts({
    "https://a.com/index.xml": [200, INDEX],
    "https://a.com/s1.xml": [200, INDEX],
  });
  assert.equal(nestedIndex.assess(f)?.count, 1);
  assert.equal(unreachable.assess(f), null);
});
