/**
 * `/content-decay/detect` end to end over HTTP on the fake DataForSEO server: the live SERP (the
 * harness ranks corpus URLs) is the newest observation, it lands in the SERP history, and with
 * one observation the audit says it rests on too little and what is missing.
 */
import assert from "node:assert/strict";
import { assertValidResult, CORPUS_DIR, startContentHarness } from "./fakes/content_harness.ts";
import { needsShared } from "./shared.ts";

const KEYWORD = "ways to play video games";

Deno.test({
  ...needsShared(
    CORPUS_DIR,
    "[content decay e2e] a live check is one observation: stored in the history, insufficient_data said plainly",
  ),
  fn: async () => {
    await using t = await startContentHarness({ keyword: KEYWORD, pages: 3 });
    const url = t.urls[1];
    const res = await t.h.post("/content-decay/detect?sync=true", { url, keyword: KEYWORD });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assertValidResult("/content-decay/detect", body);
    assert.equal(body.meta.provider, "dataforseo");
    const audit = body.decay_audit;
    assert.equal(audit.observations.live, 1);
    assert.equal(audit.series.length, 1);
    assert.equal(audit.series[0].position, 2, "the page ranks second on the live SERP");
    assert.equal(audit.trend, "insufficient_data");
    assert.equal(audit.decay_detected, false);
    assert.ok(audit.missing.length > 0, "it says what is missing");
    // No ranking page is fetched: decay reads positions, not pages.
    for (const p of t.corpus.pages) assert.equal(t.corpus.hits(p.path), 0, p.path);
    const history = await (await t.h.get(
      `/serp/history?keyword=${encodeURIComponent(KEYWORD)}&location=United%20States`,
    )).json();
    assert.equal(history.count, 1, "the live check is stored in the SERP history");
  },
});
