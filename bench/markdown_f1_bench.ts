/**
 * How faithful `/extract`'s markdown is to its text: on the article-extraction-benchmark pages
 * (`../shared/corpus`, read in place), the F1 of the plain-text output and of the markdown output
 * read back as text (rendered with the same `marked` the service uses, then its text), against the
 * same labels. The issue's bar: markdown F1 within 0.02 of text F1.
 * Run: `npx -y deno@2.9.6 run -A bench/markdown_f1_bench.ts`.
 */
import { extractMainContent } from "../lib/web/extract.ts";
import { parsePage } from "../lib/web/html.ts";
import { markdownToHtml } from "../lib/web/markdown.ts";
import { loadBenchPages } from "./extract_corpus.ts";
import { extractionScores, shingleCounts } from "./extract_metric.ts";

const pages = await loadBenchPages();
const text = pages.map((p) =>
  shingleCounts(p.truth, extractMainContent(p.html, { url: p.url, format: "text" }).text)
);
const md = pages.map((p) => {
  const markdown =
    extractMainContent(p.html, { url: p.url, format: "markdown", includeImages: false })
      .content;
  return shingleCounts(p.truth, parsePage(markdownToHtml(markdown)).text);
});
const t = extractionScores(text);
const m = extractionScores(md);
console.log(
  `| output (${pages.length} pages) | F1 | precision | recall |\n| --- | ---: | ---: | ---: |`,
);
console.log(`| text | ${t.f1.toFixed(4)} | ${t.precision.toFixed(4)} | ${t.recall.toFixed(4)} |`);
console.log(
  `| markdown, read back as text | ${m.f1.toFixed(4)} | ${m.precision.toFixed(4)} | ${
    m.recall.toFixed(4)
  } |`,
);
