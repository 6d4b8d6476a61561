/**
 * `/content/serp-outline` end to end over HTTP: the fake DataForSEO SERP ranks real corpus pages
 * (served on 127.0.0.1, FETCH_ALLOW_HOSTS=127.0.0.1) and fault routes; the app fetches every
 * ranking page through its SSRF-guarded fetcher (counted at the corpus server), the outline cites
 * them, and every page that could not be read is listed with its reason.
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
    "[serp outline e2e] the ranking pages are really fetched, cited, and failures listed with reasons",
  ),
  fn: async () => {
    await using t = await startContentHarness({
      keyword: KEYWORD,
      pages: 5,
      faults: ["timeout", "too_large", "metadata_redirect", "not_html", "not_found"],
      faultRank: 3,
      paa: ["What are the best ways to play video games?"],
      domains: "original",
      slowMs: 5_000,
    });
    const res = await t.h.post("/content/serp-outline?sync=true", {
      keyword: KEYWORD,
      outline_depth: "detailed",
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assertValidResult("/content/serp-outline", body);

    // Every corpus page was fetched once, at the local server.
    for (const p of t.corpus.pages) assert.equal(t.corpus.hits(p.path), 1, p.path);
    assert.equal(body.meta.provider, "dataforseo");
    assert.equal(body.synthetic, false);
    assert.equal(body.serp.results, 10);
    assert.equal(body.serp.pages_read, 5);
    assert.deepEqual(
      body.serp.ranking.filter((r: { read: boolean }) => r.read).map((r: { url: string }) => r.url),
      t.corpus.urls,
    );
    // The five faults: kept, each with its reason, and in the limitations.
    const reasons = failedReasons(body);
    assert.deepEqual(reasons, {
      "/fault/timeout": "timeout",
      "/fault/too-large": "too_large",
      "/fault/metadata-redirect": "refused",
      "/fault/not-html": "not_html",
      "/fault/not-found": "http_error",
    });
    assertInLimitations(body, Object.keys(reasons));
    // What the outline cites comes from the pages read.
    const read = new Set(t.corpus.urls);
    for (const s of body.sections) {
      for (const u of s.urls) assert.ok(read.has(u), `section cites ${u}`);
    }
    assert.ok(body.key_terms.length > 0);
    // People also ask reaches the outline (as a question, or as a section when room was left).
    const asked = [...body.questions.map((q: { question: string }) => q.question)]
      .concat(body.sections.map((x: { heading: string }) => x.heading));
    assert.ok(asked.includes("What are the best ways to play video games?"), asked.join(" | "));
    if (Deno.env.get("SHOW_OUTLINE")) console.log(JSON.stringify(body, null, 1));
    assert.ok(body.agent_workflow.confidence < 0.85, "half the top results could not be read");
    assert.match(body.markdown_summary, /SERP outline/);
  },
});
