/**
 * `/content/gap` end to end over HTTP: the fake DataForSEO SERP ranks real corpus pages (served on
 * 127.0.0.1) and fault routes; the page under review is the first corpus page, which also ranks
 * #1. The app fetches it and every competitor through its SSRF-guarded fetcher (counted at the
 * corpus server), never counts it as its own competitor, and lists the faults with their reasons.
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
    "[content gap e2e] the page and its competitors are really fetched, the page is no competitor, faults are limitations",
  ),
  fn: async () => {
    await using t = await startContentHarness({
      keyword: KEYWORD,
      pages: 5,
      faults: ["timeout", "too_large", "metadata_redirect"],
      faultRank: 3,
      domains: "original",
      slowMs: 5_000,
    });
    const own = t.corpus.urls[0];
    const res = await t.h.post("/content/gap?sync=true", { url: own, keyword: KEYWORD });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assertValidResult("/content/gap", body);

    // The page: fetched once (the evidence reuses it as the #1 result); each competitor once.
    assert.equal(t.corpus.hits(t.corpus.pages[0].path), 1, "read once, reused as the #1 result");
    for (const p of t.corpus.pages.slice(1)) assert.equal(t.corpus.hits(p.path), 1, p.path);
    assert.equal(body.page.serp_position, 1);
    assert.equal(body.serp.results, 7, "8 results, the page itself excluded");
    assert.equal(body.serp.pages_read, 4);
    assert.ok(!body.serp.competitors.some((c: { url: string }) => c.url === own));
    const reasons = failedReasons(body);
    assert.deepEqual(reasons, {
      "/fault/timeout": "timeout",
      "/fault/too-large": "too_large",
      "/fault/metadata-redirect": "refused",
    });
    assertInLimitations(body, Object.keys(reasons));
    // Every cited URL is a competitor that was read.
    const read = new Set(t.corpus.urls.slice(1));
    const b = body.content_brief;
    for (const item of [...b.missing_sections, ...b.missing_terms, ...b.missing_entities]) {
      for (const u of item.urls) assert.ok(read.has(u), `cites ${u}`);
    }
    assert.ok(b.missing_terms.length + b.missing_sections.length > 0, "some gap found");
    assert.ok(body.agent_workflow.confidence < 0.85);
    assert.match(body.markdown_summary, /Content gap/);
  },
});
