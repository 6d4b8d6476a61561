/**
 * `/content/draft-qa` end to end over HTTP: the fake DataForSEO SERP ranks real corpus pages
 * (served on 127.0.0.1) and fault routes; the app fetches every ranking page through its
 * SSRF-guarded fetcher (counted at the corpus server), QAs a Markdown draft against them, and
 * lists every page that could not be read, the QA still complete.
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
    "[draft qa e2e] the ranking pages are really fetched, cited, and failures listed while the QA completes",
  ),
  fn: async () => {
    await using t = await startContentHarness({
      keyword: KEYWORD,
      pages: 5,
      faults: ["timeout", "too_large", "metadata_redirect"],
      faultRank: 2,
      domains: "original",
      slowMs: 5_000,
    });
    const res = await t.h.post("/content/draft-qa?sync=true", {
      keyword: KEYWORD,
      draft_markdown:
        "# Ways to play video games\n\nConsoles are the best way to play.\n\n## On a console\n\nBuy one.\n",
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body).slice(0, 400));
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assertValidResult("/content/draft-qa", body);

    for (const p of t.corpus.pages) assert.equal(t.corpus.hits(p.path), 1, p.path);
    assert.equal(body.serp.pages_read, 5);
    const reasons = failedReasons(body);
    assert.deepEqual(reasons, {
      "/fault/timeout": "timeout",
      "/fault/too-large": "too_large",
      "/fault/metadata-redirect": "refused",
    });
    assertInLimitations(body, Object.keys(reasons));
    // Every URL the QA cites is a page it really read.
    const read = new Set(t.corpus.urls);
    const cited = [
      ...body.missing_serp_expectations,
      ...body.weak_sections,
      ...body.proof_gaps,
      ...body.editor_tasks,
    ].flatMap((x: { urls: string[] }) => x.urls);
    assert.ok(cited.length > 0, "nothing cited");
    for (const u of cited) assert.ok(read.has(u), `cites unread ${u}`);
    assert.ok(body.editor_tasks.length > 0);
    assert.notEqual(body.readiness, "ready");
    assert.ok(body.agent_workflow.confidence < 0.85);
    assert.match(body.markdown_summary, /Draft QA/);
  },
});
