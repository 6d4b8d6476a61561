import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { contentInternalLinks } from "../../operations/content_internal_links.ts";
import { serve } from "../sitemap_audit/testing.ts";
import type { InternalLinksInput } from "./input.ts";
import { InternalLinksResultSchema, suggestInternalLinks } from "./mod.ts";

async function suggest(body: Record<string, unknown>, files = {}) {
  const input = contentInternalLinks.input.parse(body) as InternalLinksInput;
  const r = await suggestInternalLinks(input, { web: serve(files) });
  const checked = InternalLinksResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[internal links] the example places both targets in the page's own sentences", async () => {
  const r = await suggest(contentInternalLinks.example);
  assert.deepEqual(r.placements.map((p) => [p.anchor_text, p.anchor_type]), [
    ["project brief template", "exact"],
    ["task management for the team", "partial"],
  ]);
  for (const p of r.placements) assert.ok(p.sentence.includes(p.anchor_text));
  assert.equal(r.agent_workflow.decision, "add_links");
});

const PAGE = `<html><body>
<nav><ul><li>Read our project brief template guide and every other guide in the library today</li></ul></nav>
<main>
<h2>Project brief template</h2>
<p>Every team needs a project brief template that everyone agrees on before the work starts.</p>
<p>Our <a href="/templates/project-brief">brief template</a> also covers the project brief template sections people forget.</p>
<p>Use the project brief template to agree on scope, and keep the project brief template close by.</p>
<p>Good task management software shows which owner holds each task at any moment of the week.</p>
</main></body></html>`;

Deno.test("[internal links] guardrails: no headings or navigation, nothing already linked, no self-link", async () => {
  const r = await suggest({
    source_url: "https://a.com/blog/briefs",
    target_pages: [
      { url: "/templates/project-brief", title: "Project brief template" },
      { url: "https://a.com/blog/briefs", title: "How to write a project brief template" },
      { url: "/features/tasks", title: "Task management software" },
      { url: "/pricing", title: "Pricing plans" },
    ],
  }, { "https://a.com/blog/briefs": [200, PAGE, "text/html"] });
  const status = Object.fromEntries(r.targets.map((t) => [t.url, t.status]));
  assert.equal(status["https://a.com/templates/project-brief"], "already_linked");
  assert.equal(status["https://a.com/blog/briefs"], "self");
  assert.equal(status["https://a.com/features/tasks"], "placed");
  assert.equal(status["https://a.com/pricing"], "no_match");
  // Navigation text never carries a suggestion; the heading is not a block at all.
  for (const p of r.placements) assert.ok(!/library/.test(p.sentence));
  assert.ok(r.guardrails.find((g) => g.id === "already_linked")!.held_back > 0);
  assert.ok(r.review_notes.some((n) => /not mentioned in the page's body text/.test(n)));
});
