import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { headings, skippedLevels } from "./headings.ts";

Deno.test("[technical qa check] headings: no h1 and a skipped level are minor; several h1s are fine", async () => {
  assert.equal(
    headings.assess(await factsOfHtml(page("", "<h2>a</h2>")))?.title,
    "The page has no h1",
  );
  assert.equal(headings.severity, "low");
  assert.equal(headings.assess(await factsOfHtml(page("", "<h1>a</h1><h1>b</h1>"))), null);
  const skip = headings.assess(await factsOfHtml(page("", "<h1>a</h1><h2>b</h2><h4>c</h4>")));
  assert.equal(skip?.severity, "low");
  assert.deepEqual(skippedLevels([{ level: 2, text: "b" }, { level: 4, text: "c" }]), [
    "h2 -> h4 (c)",
  ]);
});

Deno.test("[technical qa check] headings: one h1 and a nested outline pass", async () => {
  const f = await factsOfHtml(page("", "<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>"));
  assert.equal(headings.assess(f), null);
});
