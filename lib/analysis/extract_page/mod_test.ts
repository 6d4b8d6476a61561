import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { exampleWeb } from "../../../tests/fixtures/example_pages.ts";
import { ApiError } from "../../errors.ts";
import { extract } from "../../operations/extract.ts";
import { serve } from "../sitemap_audit/testing.ts";
import { extractPage, ExtractResultSchema } from "./mod.ts";

const NOW = new Date("2026-11-25T12:00:00Z");

Deno.test("[extract] metadata, headings and the main content without navigation or footer", async () => {
  const input = extract.input.parse({ ...extract.example, include_images: true });
  const r = await extractPage(input as never, { web: exampleWeb(), now: NOW });
  assert.ok(ExtractResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.equal(r.metadata.canonical, "https://example.com/blog/crm-buying-guide");
  assert.equal(r.metadata.author, "Sam Rivera");
  assert.deepEqual(r.headings.map((h) => h.level), [1, 2, 2]);
  assert.match(r.content, /## What does a CRM cost\?/);
  assert.match(
    r.content,
    /\[CRM migration checklist\]\(https:\/\/example\.com\/blog\/crm-migration\)/,
  );
  assert.doesNotMatch(r.content, /Subscribe to our newsletter|All rights reserved/);
  assert.doesNotMatch(r.content, /\[Pricing\]/);
  assert.deepEqual(r.images, [{
    src: "https://example.com/img/pipeline.png",
    alt: "A sales pipeline board with five stages",
  }]);
  assert.equal(r.agent_support.freshness.fetched_at, NOW.toISOString());
  assert.equal(r.agent_support.token_estimate, Math.ceil(r.content.length / 4));
  assert.equal(r.agent_support.truncated, false);
});

Deno.test("[extract] text format and a non-HTML URL", async () => {
  const text = await extractPage(
    extract.input.parse({ ...extract.example, format: "text" }) as never,
    { web: exampleWeb(), now: NOW },
  );
  assert.doesNotMatch(text.content, /##|\]\(/);
  await assert.rejects(
    () =>
      extractPage(extract.input.parse({ url: "https://a.com/report.pdf" }) as never, {
        web: serve({ "https://a.com/report.pdf": [200, "%PDF", "application/pdf"] }),
        now: NOW,
      }),
    (e) => e instanceof ApiError && /not an HTML page/.test(e.message),
  );
});
