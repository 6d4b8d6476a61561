import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page } from "../testing.ts";
import { documentTitle, titlePixels } from "./document_title.ts";

Deno.test("[technical qa check] document_title: missing, doubled and too long titles", async () => {
  assert.equal(
    documentTitle.assess(await factsOfHtml(page("", "x")))?.title,
    "The page has no <title>",
  );
  const two = await factsOfHtml(page("<title>A page</title><title>B</title>", "x"));
  assert.match(documentTitle.assess(two)!.title, /2 <title> elements/);
  const long = await factsOfHtml(page(`<title>${"Kubernetes cost ".repeat(5)}</title>`, "x"));
  assert.equal(documentTitle.assess(long)?.severity, "low");
  assert.ok(titlePixels("WWWWWWWWWW") > titlePixels("iiiiiiiiii"));
});

Deno.test("[technical qa check] document_title: one title of 50 characters passes; markdown is skipped", async () => {
  const f = await factsOfHtml(page("<title>Kubernetes cost optimization: a guide</title>", "x"));
  assert.equal(documentTitle.assess(f), null);
  // 66 characters, but narrow ones: within the pixel budget.
  const narrow = "Orphee Mickalad leading Palmerston North by-election | Stuff.co.nz";
  assert.equal(
    documentTitle.assess(await factsOfHtml(page(`<title>${narrow}</title>`, "x"))),
    null,
  );
  assert.match(documentTitle.needs!(await factsFor({ markdown: "# x" }))!, /markdown/);
});
