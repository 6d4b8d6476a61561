import assert from "node:assert/strict";
import { pageFromMarkdown } from "./markdown.ts";

Deno.test("[markdown] a Markdown page gives headings, links, images and text like HTML", () => {
  const page = pageFromMarkdown(
    "# Invoice software\n\nSend invoices [in minutes](/start) with [Acme](https://acme.com).\n\n## Pricing\n\n![Dashboard](/d.png)\n",
    { url: "https://example.com/invoicing" },
  );
  assert.deepEqual(page.headings.map((h) => [h.level, h.text]), [[1, "Invoice software"], [
    2,
    "Pricing",
  ]]);
  assert.deepEqual(page.links.map((l) => [l.url, l.internal]), [
    ["https://example.com/start", true],
    ["https://acme.com/", false],
  ]);
  assert.equal(page.images[0].alt, "Dashboard");
  assert.match(page.text, /Send invoices in minutes/);
  assert.equal(page.title_tag, null);
});

Deno.test("[markdown] raw HTML and junk never throw", () => {
  for (
    const md of ["", "<script>x</script>", "[a](javascript:alert(1))", "\u0000", "#".repeat(10_000)]
  ) {
    pageFromMarkdown(md);
  }
});
