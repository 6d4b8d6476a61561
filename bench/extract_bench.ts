/**
 * Main-content extraction quality and speed on the article-extraction-benchmark
 * (`../shared/corpus/article-extraction-benchmark`, 181 human-annotated news/blog pages):
 *   - the benchmark's metric re-implemented (`extract_metric.ts`), first checked against the
 *     stored peer outputs (Readability.js 0.947, trafilatura 0.958 published F1);
 *   - ours (`extractMainContent`, text), Mozilla Readability (linkedom DOMParser) and Defuddle
 *     (linkedom DOMParser, HTML content → text) on the same pages in the same run: F1,
 *     precision, recall, accuracy, pages/s, MB/s (after 10 untimed warm-up pages each) and peak
 *     RSS sampled after every page (runs are sequential, so a later run's peak includes what the
 *     earlier ones left on the heap);
 *   - our F1 on the odd and even halves of the pages, and our worst pages.
 * Run: `npx -y deno@2.9.6 run -A bench/extract_bench.ts [--worst=10]`. `deno task bench` runs
 * `benchExtraction` (ours and Readability only, same pages, same process).
 */
import { Readability } from "@mozilla/readability";
import { DOMParser } from "linkedom";
import Defuddle from "defuddle";
import { extractMainContent } from "../lib/web/extract.ts";
import { type BenchPage, loadBenchPages, loadPeerOutput } from "./extract_corpus.ts";
import { docF1, type ExtractionScores, extractionScores, shingleCounts } from "./extract_metric.ts";

type Extractor = (page: BenchPage) => string;

/** One extractor's pass over the pages. */
export interface Run {
  name: string;
  scores: ExtractionScores;
  pagesPerSecond: number;
  mbPerSecond: number;
  peakMb: number;
  texts: string[];
  errors: number;
}

/** The DOM document type Readability takes (the project's type check has no DOM lib). */
type Doc = ConstructorParameters<typeof Readability>[0];

/** Defuddle's class: its typings read as a namespace under Deno's npm CJS handling. */
const DefuddleClass = Defuddle as unknown as new (
  doc: Doc,
  options?: { url?: string },
) => { parse(): { content?: string } };

function parseDom(html: string): Doc {
  return new DOMParser().parseFromString(html, "text/html") as unknown as Doc;
}

const ours: Extractor = (p) => extractMainContent(p.html, { url: p.url, format: "text" }).text;

const readability: Extractor = (p) => new Readability(parseDom(p.html)).parse()?.textContent ?? "";

const defuddle: Extractor = (p) => {
  const log = console.error;
  console.error = () => {}; // Defuddle logs every malformed JSON-LD block
  let html = "";
  try {
    html = new DefuddleClass(parseDom(p.html), { url: p.url }).parse().content ?? "";
  } finally {
    console.error = log;
  }
  return parseDom(`<html><body>${html}</body></html>`).body?.textContent ?? "";
};

/** Untimed warm-up pages per extractor (JIT), then one timed pass over all pages. */
const WARMUP = 10;

function run(name: string, extract: Extractor, pages: readonly BenchPage[]): Run {
  for (const page of pages.slice(0, WARMUP)) {
    try {
      extract(page);
    } catch {
      // counted in the timed pass
    }
  }
  let peak = Deno.memoryUsage().rss, errors = 0;
  const texts: string[] = [];
  const start = performance.now();
  for (const page of pages) {
    try {
      texts.push(extract(page));
    } catch {
      texts.push("");
      errors++;
    }
    peak = Math.max(peak, Deno.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  const bytes = pages.reduce((n, p) => n + new TextEncoder().encode(p.html).length, 0);
  const scores = extractionScores(pages.map((p, i) => shingleCounts(p.truth, texts[i])));
  return {
    name,
    scores,
    pagesPerSecond: pages.length / seconds,
    mbPerSecond: bytes / 1e6 / seconds,
    peakMb: peak / 1e6,
    texts,
    errors,
  };
}

function row(r: Run): string {
  const s = r.scores;
  const cells = [s.f1, s.precision, s.recall, s.accuracy].map((v) => v.toFixed(3));
  const speed = [r.pagesPerSecond.toFixed(1), r.mbPerSecond.toFixed(2), r.peakMb.toFixed(0)];
  return `| ${r.name} | ${[...cells, ...speed, String(r.errors)].join(" | ")} |`;
}

/** Ours and Readability (the baseline) on the same pages: quality and speed of one pass each. */
export async function benchExtraction(): Promise<{ pages: number; mb: number; runs: Run[] }> {
  const pages = await loadBenchPages();
  const bytes = pages.reduce((n, p) => n + new TextEncoder().encode(p.html).length, 0);
  const runs = [
    run("ours (text)", ours, pages),
    run("Mozilla Readability 0.6.0 + linkedom", readability, pages),
  ];
  return { pages: pages.length, mb: bytes / 1e6, runs };
}

async function storedPeers(pages: readonly BenchPage[]): Promise<string[]> {
  const lines: string[] = [];
  for (const name of ["readability_js", "trafilatura"]) {
    const out = await loadPeerOutput(name);
    const s = extractionScores(pages.map((p) => shingleCounts(p.truth, out.get(p.id) ?? "")));
    lines.push(
      `| ${name} (stored) | ${s.f1.toFixed(3)} | ${s.precision.toFixed(3)} | ${
        s.recall.toFixed(3)
      } | ${s.accuracy.toFixed(3)} |`,
    );
  }
  return lines;
}

function halves(pages: readonly BenchPage[], r: Run): string {
  const half = (parity: number) =>
    extractionScores(
      pages.map((p, i) => [p, i] as const).filter(([, i]) => i % 2 === parity)
        .map(([p, i]) => shingleCounts(p.truth, r.texts[i])),
    ).f1.toFixed(3);
  return `ours F1 on even-indexed pages: ${half(0)}, odd-indexed pages: ${half(1)}`;
}

function worst(pages: readonly BenchPage[], r: Run, n: number): string[] {
  return pages.map((p, i) => ({ p, f1: docF1(shingleCounts(p.truth, r.texts[i])) }))
    .sort((a, b) => a.f1 - b.f1).slice(0, n)
    .map(({ p, f1 }) => `- ${f1.toFixed(3)} ${p.id.slice(0, 12)} ${p.url}`);
}

async function main(): Promise<void> {
  const worstArg = Deno.args.find((a) => a.startsWith("--worst="));
  const pages = await loadBenchPages();
  const mb = pages.reduce((n, p) => n + p.html.length, 0) / 1e6;
  console.log(`# article-extraction-benchmark: ${pages.length} pages, ${mb.toFixed(1)} M chars\n`);
  console.log("| stored peer output | F1 | precision | recall | accuracy |\n|---|---|---|---|---|");
  console.log((await storedPeers(pages)).join("\n") + "\n");
  console.log(
    `RSS with the corpus loaded, before any run: ${(Deno.memoryUsage().rss / 1e6).toFixed(0)} MB\n`,
  );
  const runs = [
    run("ours (text)", ours, pages),
    run("Mozilla Readability 0.6.0 + linkedom", readability, pages),
    run("Defuddle 0.19.4 + linkedom", defuddle, pages),
  ];
  console.log(
    "| extractor | F1 | precision | recall | accuracy | pages/s | MB/s | peak RSS MB | errors |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of runs) console.log(row(r));
  console.log(
    `\nours / Readability pages/s: ${
      (runs[0].pagesPerSecond / runs[1].pagesPerSecond).toFixed(1)
    }x`,
  );
  console.log(halves(pages, runs[0]));
  console.log(
    `\nworst pages (ours):\n${worst(pages, runs[0], Number(worstArg?.slice(8) ?? 10)).join("\n")}`,
  );
}

if (import.meta.main) await main();
