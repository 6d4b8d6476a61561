import assert from "node:assert/strict";
import { factsFor, page, PAGE_URL, serve } from "../testing.ts";
import { hreflangAlternates } from "./hreflang_alternates.ts";
import { hreflangXDefault } from "./hreflang_x_default.ts";

const DE = "https://example.com/de/blog/kubernetes-kosten";
const set = (self: string, other: string) =>
  `<link rel="alternate" hreflang="en" href="${self}"><link rel="alternate" hreflang="de" href="${other}">`;

Deno.test("[technical qa check] hreflang_alternates: an alternate without a return link or answering 404 is important", async () => {
  const oneWay = await factsFor(
    { url: PAGE_URL },
    serve({
      [PAGE_URL]: [200, page(set(PAGE_URL, DE), "<p>x</p>")],
      [DE]: [200, page("", "<p>y</p>", "de")],
    }),
  );
  const found = hreflangAlternates.assess(oneWay)!;
  assert.match(found.examples[0], /does not link back/);
  assert.match(found.fix, /reciprocal/);
  const gone = await factsFor(
    { url: PAGE_URL },
    serve({ [PAGE_URL]: [200, page(set(PAGE_URL, DE), "<p>x</p>")] }),
  );
  assert.match(hreflangAlternates.assess(gone)!.examples[0], /answers 404/);
});

Deno.test("[technical qa check] hreflang_alternates: reciprocal pairs pass; a missing x-default is minor", async () => {
  const both = await factsFor(
    { url: PAGE_URL },
    serve({
      [PAGE_URL]: [200, page(set(PAGE_URL, DE), "<p>x</p>")],
      [DE]: [200, page(set(PAGE_URL, DE), "<p>y</p>", "de")],
    }),
  );
  assert.equal(hreflangAlternates.assess(both), null);
  assert.equal(hreflangXDefault.severity, "low");
  assert.ok(hreflangXDefault.assess(both));
});
