import assert from "node:assert/strict";
import { factsOfHtml, page, PAGE_URL } from "../testing.ts";
import { expectedCanonical } from "./expected_canonical.ts";

const link = (href: string) => `<link rel="canonical" href="${href}">`;

Deno.test("[technical qa check] expected_canonical: a different or missing canonical names both URLs", async () => {
  const f = await factsOfHtml(page(link("https://example.com/a"), "x"), {
    expected_canonical: "https://example.com/b",
  });
  const found = expectedCanonical.assess(f);
  assert.equal(found?.title, "Canonical is https://example.com/a; expected https://example.com/b");
  const none = await factsOfHtml(page("", "x"), { expected_canonical: PAGE_URL });
  assert.match(expectedCanonical.assess(none)!.title, /No canonical declared/);
});

Deno.test("[technical qa check] expected_canonical: the same URL passes; without the field it is skipped", async () => {
  const f = await factsOfHtml(page(link(PAGE_URL + "/"), "x"), { expected_canonical: PAGE_URL });
  assert.equal(expectedCanonical.assess(f), null);
  assert.equal(expectedCanonical.needs!(await factsOfHtml("x")), "needs expected_canonical");
});
