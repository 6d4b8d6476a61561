import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { snippetDirectives } from "./snippet_directives.ts";

const robots = (content: string) => page(`<meta name="robots" content="${content}">`, "<p>x</p>");

Deno.test("[technical qa check] snippet_directives: rules that hide the snippet are important; the fix lifts them", async () => {
  const f = await factsOfHtml(robots("index, follow, max-snippet:0, max-image-preview:none"));
  const found = snippetDirectives.assess(f)!;
  assert.equal(found.severity, undefined); // the check's own: medium
  assert.equal(found.count, 2);
  assert.match(found.fix, /max-snippet:-1/);
  assert.doesNotMatch(found.fix, /add[^.]*noindex/i);
  assert.ok(snippetDirectives.assess(await factsOfHtml(robots("nosnippet"))));
  assert.equal(
    snippetDirectives.assess(await factsOfHtml(robots("max-snippet:20")))?.severity,
    "low",
  );
});

Deno.test("[technical qa check] snippet_directives: permissive values and data-nosnippet are fine", async () => {
  assert.equal(
    snippetDirectives.assess(await factsOfHtml(robots("max-image-preview:large, max-snippet:-1"))),
    null,
  );
  const passage = page("", "<p>Text <span data-nosnippet>legal note</span></p>");
  assert.equal(snippetDirectives.assess(await factsOfHtml(passage)), null);
});
