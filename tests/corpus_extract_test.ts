/**
 * Main-content extraction on the article-extraction-benchmark (181 pages in `../shared`): the
 * re-implemented metric reproduces the published peer F1 from the stored peer outputs, and our
 * extractor reaches its measured F1 (see bench/extract_bench.ts for the full comparison).
 */
import assert from "node:assert/strict";
import { needsShared } from "./shared.ts";
import { loadBenchPages, loadPeerOutput } from "../bench/extract_corpus.ts";
import { extractionScores, shingleCounts } from "../bench/extract_metric.ts";
import { extractMainContent } from "../lib/web/extract.ts";

const CORPUS = "corpus/article-extraction-benchmark/ground-truth.json.gz";

/** Our measured F1 (bench/extract_bench.ts), asserted as a floor. */
const OUR_F1 = 0.97;

Deno.test({
  ...needsShared(CORPUS, "[corpus] extraction metric reproduces the published peer F1"),
  fn: async () => {
    const pages = await loadBenchPages();
    const published = { readability_js: 0.947, trafilatura: 0.958 };
    for (const [name, f1] of Object.entries(published)) {
      const out = await loadPeerOutput(name);
      const s = extractionScores(pages.map((p) => shingleCounts(p.truth, out.get(p.id) ?? "")));
      assert.equal(s.f1.toFixed(3), f1.toFixed(3), name);
    }
  },
});

Deno.test({
  ...needsShared(CORPUS, `[corpus] our main-content F1 on the benchmark is at least ${OUR_F1}`),
  fn: async () => {
    const pages = await loadBenchPages();
    const counts = pages.map((p) =>
      shingleCounts(p.truth, extractMainContent(p.html, { url: p.url, format: "text" }).text)
    );
    const s = extractionScores(counts);
    assert.ok(s.f1 >= OUR_F1, `F1 ${s.f1.toFixed(3)} < ${OUR_F1}`);
  },
});
