import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page } from "../testing.ts";
import { imageAlt } from "./image_alt.ts";

Deno.test("[technical qa check] image_alt: images without alt are found (markdown ![](x) too)", async () => {
  const f = await factsOfHtml(page("", '<img src="/a.png"><img src="/b.png" alt="">'));
  assert.deepEqual(imageAlt.assess(f)?.examples, ["/a.png"]);
  const md = await factsFor({ markdown: "![](/c.png)" });
  assert.equal(imageAlt.assess(md)?.count, 1);
});

Deno.test("[technical qa check] image_alt: described and decorative images pass", async () => {
  const f = await factsOfHtml(page("", '<img src="/a.png" alt="Chart"><img src="/s.png" alt="">'));
  assert.equal(imageAlt.assess(f), null);
});
