/**
 * `/content/brief` end to end over HTTP: the fake DataForSEO SERP ranks real corpus pages (served
 * on 127.0.0.1) and fault routes; every ranking page is fetched through the SSRF-guarded fetcher
 * (counted at the corpus server), the brief cites only pages it read, and the pages that could
 * not be read are in the limitations while the brief stays complete.
 */
import assert from "node:assert/strict";
import {
  assertInLimitations,
  assertValidResult,
  CORPUS_DIR,
  failedReasons,
  startContentHarness,
} from "./fakes/content_harness.ts";
import { needsShared } from "./shared.ts";

const KEYWORD = "ways to play video games";

Deno.test({
  ...needsShared(
    CORPUS_DIR,
    "[content brief e2e] the ranking pages are really fetched and cited, failures listed, the brief complete",
  ),
  fn: async () => {
    await using t = await startContentHarness({
      keyword: KEYWORD,
      pages: 5,
      faults: ["timeout", "too_large", "metadata_redirect"],
      faultRank: 3,
      paa: ["What are the best ways to play video games?"],
      domains: "original",
      slowMs: 5_000,
    });
    const res = await t.h.post("/content/brief?sync=true", {
      keyword: KEYWORD,
      brief_depth: "detailed",
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assertValidResult("/content/brief", body);

    for (const p of t.corpus.pages) assert.equal(t.corpus.hits(p.path), 1, p.path);
    assert.equal(body.synthetic, false);
    assert.equal(body.serp.pages_read, 5);
    const reasons = failedReasons(body);
    assert.deepEqual(reasons, {
      "/fault/timeout": "timeout",
      "/fault/too-large": "too_large",
      "/fault/metadata-redirect": "refused",
    });
    assertInLimitations(body, Object.keys(reasons));
    // Every URL the brief cites from page text is a page that was really read.
    const read = new Set(t.corpus.urls);
    const cited = [
      ...body.serp_expectations.sections,
      ...body.competitor_patterns.filter((p: { aspect: string }) => p.aspect !== "format"),
      ...body.differentiators,
      ...body.proof_requirements,
      ...body.outline.sections,
    ].flatMap((x: { urls: string[] }) => x.urls);
    for (const u of cited) assert.ok(read.has(u), `cites ${u}`);
    // Complete despite the failures.
    assert.ok(body.title_meta.title_options.length > 0);
    assert.ok(body.title_meta.description_options.length > 0);
    assert.ok(body.qa_checklist.length > 0);
    assert.ok(body.conversion_plan.placements.length > 0);
    assert.ok(body.outline.sections.length > 0);
    assert.ok(body.agent_workflow.confidence < 0.85);
    assert.match(body.markdown_summary, /Content brief/);
    if (Deno.env.get("SHOW_BRIEF")) console.log(JSON.stringify(body, null, 1));
  },
});
