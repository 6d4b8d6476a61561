/**
 * `/content/refresh-brief` end to end over HTTP: the page under review is the first corpus page
 * (ranking #1), the rest competitors, plus fault routes; every page is fetched through the real
 * SSRF-guarded fetcher (counted at the corpus server) and each fault is a limitation.
 */
import assert from "node:assert/strict";
import { assertValidResult, CORPUS_DIR, startContentHarness } from "./fakes/content_harness.ts";
import { needsShared } from "./shared.ts";

const KEYWORD = "ways to play video games";

Deno.test({
  ...needsShared(
    CORPUS_DIR,
    "[refresh brief e2e] the brief is built from pages really fetched; faults are limitations",
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
    const res = await t.h.post("/content/refresh-brief?sync=true", {
      url: own,
      keyword: KEYWORD,
      refresh_goal: "expand_topic_depth",
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assertValidResult("/content/refresh-brief", body);
    assert.equal(t.corpus.hits(t.corpus.pages[0].path), 1, "read once, reused as the #1 result");
    for (const p of t.corpus.pages.slice(1)) assert.equal(t.corpus.hits(p.path), 1, p.path);
    assert.equal(body.current_rank.source, "serp");
    assert.equal(body.current_rank.value, 1);
    assert.equal(body.current_rank.scope, "protect");
    assert.equal(body.serp.failed.length, 3);
    for (const f of body.serp.failed) {
      assert.ok(body.agent_workflow.limitations.some((l: string) => l.includes(f.url)), f.url);
    }
    const read = new Set(t.corpus.urls.slice(1));
    for (const s of body.sections_to_add) for (const u of s.urls) assert.ok(read.has(u), u);
    assert.ok(body.validation_checklist.length > 0);
    assert.match(body.markdown_summary, /Refresh brief/);
  },
});
