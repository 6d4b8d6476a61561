/**
 * Extraction quality beyond the corpora in `../shared`: `/extract`'s text and markdown beside
 * Mozilla Readability (run here, same pages, same process) and trafilatura (stored outputs, see
 * `public_corpora.ts`) on WCXB (dev and held-out test splits, its word-bag F1) and trafilatura's
 * evaluation set (its snippet F1). Also: empty outputs on pages with main text, F1 per page type,
 * author and date agreement with WCXB's reviewed labels, and speed against Readability.
 * Run: `npx -y deno@2.9.6 run -A --v8-flags=--expose-gc bench/extract_public_bench.ts
 * [--only=wcxb-dev,...] [--worst=N] [--write]` (`--write` saves the table to
 * `bench/results/extract_public.md`; the flag lets each timed pass start on a collected heap).
 */
import { parseArgs } from "node:util";
import { Readability } from "@mozilla/readability";
import { DOMParser } from "linkedom";
import { extractMainContent } from "../lib/web/extract.ts";
import { parsePage } from "../lib/web/html.ts";
import { markdownToHtml } from "../lib/web/markdown.ts";
import { authorshipOf } from "../lib/analysis/understanding/authorship.ts";
import {
  hasCorpus,
  type LabelledPage,
  loadPeer,
  loadTrafEval,
  loadWcxb,
} from "./public_corpora.ts";
import { meanScore, type PageScore, snippetCounts, snippetScore, wordF1 } from "./public_metric.ts";

type Extractor = (page: LabelledPage) => string;

const ours: Extractor = (p) => extractMainContent(p.html, { url: p.url, format: "text" }).text;
const oursMarkdown: Extractor = (p) => {
  const md = extractMainContent(p.html, { url: p.url, format: "markdown" }).content;
  return parsePage(markdownToHtml(md)).text;
};
type Doc = ConstructorParameters<typeof Readability>[0];
const readability: Extractor = (p) => {
  const doc = new DOMParser().parseFromString(p.html, "text/html") as unknown as Doc;
  return new Readability(doc).parse()?.textContent ?? "";
};

interface Corpus {
  name: string;
  metric: string;
  pages: LabelledPage[];
  /** Stored peer file name under `peers/`. */
  peer: string;
  score: (pages: readonly LabelledPage[], texts: readonly string[]) => PageScore;
}

const byWords = (pages: readonly LabelledPage[], texts: readonly string[]) =>
  meanScore(pages.map((p, i) => wordF1(texts[i], p.truth)));
const bySnippets = (pages: readonly LabelledPage[], texts: readonly string[]) =>
  snippetScore(pages.map((p, i) => snippetCounts(p, texts[i])));

/** The selected corpora's loaders: each corpus is loaded when its turn comes, then released. */
function corpora(only: string[]): Array<() => Corpus> {
  const all: Array<[string, () => Corpus]> = [
    ["wcxb-dev", () => wcxb("dev")],
    ["wcxb-test", () => wcxb("test")],
    ["trafeval", () => ({
      name: "trafeval",
      metric: "snippet F1 (trafilatura eval)",
      pages: loadTrafEval(),
      peer: "trafeval_trafilatura",
      score: bySnippets,
    })],
  ];
  return all.filter(([n]) => only.length === 0 || only.includes(n))
    .filter(([n]) => hasCorpus(n.startsWith("wcxb") ? "wcxb" : n))
    .map(([, load]) => load);
}

function wcxb(split: "dev" | "test"): Corpus {
  return {
    name: `wcxb-${split}`,
    metric: "word-bag F1, mean per page (WCXB)",
    pages: loadWcxb(split),
    peer: `wcxb_${split}_trafilatura`,
    score: byWords,
  };
}

interface Run {
  name: string;
  texts: string[];
  seconds: number | null;
}

/** Untimed warm-up pages per extractor (JIT), before the timed pass over all pages. */
const WARMUP = 20;

function run(name: string, extract: Extractor, pages: readonly LabelledPage[]): Run {
  for (const page of pages.slice(0, WARMUP)) {
    try {
      extract(page);
    } catch {
      // counted in the timed pass
    }
  }
  // Each extractor starts its timed pass on a collected heap, not on the garbage its predecessor
  // (or the corpus loader) left: run with --v8-flags=--expose-gc.
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const texts = pages.map((p) => {
    try {
      return extract(p);
    } catch {
      return "";
    }
  });
  return { name, texts, seconds: (performance.now() - start) / 1000 };
}

function stored(corpus: Corpus): Run | null {
  const peer = loadPeer(corpus.peer);
  if (!peer) return null;
  return {
    name: `${peer.extractor} (stored)`,
    texts: corpus.pages.map((p) => peer.output.get(p.id) ?? ""),
    seconds: null,
  };
}

/**
 * Pages whose served HTML shows the labelled main text (at least half its words, or half the
 * "with" snippets, are in the page's text) but whose extraction has no word. Pages built by
 * script (the text is not in the HTML) are not counted: without rendering nothing can read them.
 */
function empties(pages: readonly LabelledPage[], texts: readonly string[]): number {
  return pages.filter((p, i) => !/\p{L}/u.test(texts[i]) && servesMainText(p)).length;
}

// Weak: a corpus's pages are released when its section ends, so the next corpus is timed without
// the previous one's heap (a larger heap slows every run's garbage collection).
const served = new WeakMap<LabelledPage, boolean>();

function servesMainText(p: LabelledPage): boolean {
  if (served.has(p)) return served.get(p)!;
  const text = parsePage(p.html).text;
  const ok = p.truth
    ? wordF1(text, p.truth).recall >= 0.5
    : p.with.length > 0 && snippetCounts(p, text).tp >= p.with.length / 2;
  served.set(p, ok);
  return ok;
}

const f3 = (n: number) => n.toFixed(3);

function corpusTable(corpus: Corpus, runs: readonly Run[]): string[] {
  const base = runs.find((r) => r.name === "readability")?.seconds ?? null;
  const rows = runs.map((r) => {
    const s = corpus.score(corpus.pages, r.texts);
    const speed = r.seconds === null
      ? "–"
      : `${(corpus.pages.length / r.seconds).toFixed(0)}${
        base ? ` (${(base / r.seconds).toFixed(1)}x Readability)` : ""
      }`;
    return `| ${r.name} | ${f3(s.f1)} | ${f3(s.precision)} | ${f3(s.recall)} | ${
      empties(corpus.pages, r.texts)
    } | ${speed} |`;
  });
  return [
    `### ${corpus.name}: ${corpus.pages.length} pages, ${corpus.metric}`,
    "",
    "| extractor | F1 | precision | recall | empty where the HTML shows the main text | pages/s |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
}

function typeTable(corpus: Corpus, runs: readonly Run[]): string[] {
  const types = [...new Set(corpus.pages.map((p) => p.pageType))].sort();
  const head = `| page type | pages | ${runs.map((r) => r.name).join(" | ")} |`;
  const rows = types.map((t) => {
    const idx = corpus.pages.flatMap((p, i) => p.pageType === t ? [i] : []);
    const cells = runs.map((r) =>
      f3(corpus.score(idx.map((i) => corpus.pages[i]), idx.map((i) => r.texts[i])).f1)
    );
    return `| ${t} | ${idx.length} | ${cells.join(" | ")} |`;
  });
  return [head, `| --- | ---: |${" ---: |".repeat(runs.length)}`, ...rows, ""];
}

const norm = (s: string) =>
  s.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** The calendar day a date is written for: its own local date, not the UTC one. */
function dayOf(value: string): string | null {
  const written = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (written) return written;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Author and date agreement with the corpus labels (pages that have one). */
function authorshipRows(corpus: Corpus): string[] {
  let authors = 0, authorHits = 0, dates = 0, dateHits = 0;
  for (const p of corpus.pages) {
    if (!p.author && !p.date) continue;
    const page = parsePage(p.html, { url: p.url });
    const by = authorshipOf(page, page.meta["og:site_name"]?.trim() || null);
    if (p.author) {
      authors++;
      const a = norm(by.author ?? ""), e = norm(p.author);
      if (a && (a.includes(e) || e.includes(a))) authorHits++;
    }
    if (p.date) {
      dates++;
      const d = by.published ?? by.modified;
      if (d && dayOf(d) === p.date) dateHits++;
    }
  }
  return [
    `Author and date on ${corpus.name} (our reader against the reviewed labels): author ${authorHits} of ${authors}, published date (same day) ${dateHits} of ${dates}.`,
    "",
  ];
}

function worst(corpus: Corpus, run: Run, n: number): string[] {
  return corpus.pages.map((p, i) => ({ p, s: wordF1(run.texts[i], p.truth) }))
    .sort((a, b) => a.s.f1 - b.s.f1).slice(0, n)
    .map(({ p, s }) =>
      `${p.id} ${p.pageType} f1=${f3(s.f1)} p=${f3(s.precision)} r=${f3(s.recall)} ${p.url}`
    );
}

function corpusSection(corpus: Corpus, worstN: number): string[] {
  const runs = [
    run("ours (text)", ours, corpus.pages),
    run("ours (markdown read as text)", oursMarkdown, corpus.pages),
    run("readability", readability, corpus.pages),
  ];
  const peer = stored(corpus);
  if (peer) runs.push(peer);
  if (worstN > 0 && corpus.name.startsWith("wcxb")) {
    console.error(worst(corpus, runs[0], worstN).join("\n"));
  }
  const out = corpusTable(corpus, runs);
  if (!corpus.name.startsWith("wcxb")) return out;
  return [...out, ...typeTable(corpus, runs), ...authorshipRows(corpus)];
}

async function main() {
  const { values } = parseArgs({
    args: Deno.args,
    options: { only: { type: "string" }, worst: { type: "string" }, write: { type: "boolean" } },
  });
  const lines: string[] = [];
  for (const load of corpora(values.only?.split(",").filter(Boolean) ?? [])) {
    const section = corpusSection(load(), Number(values.worst ?? 0));
    console.log(section.join("\n"));
    lines.push(...section);
  }
  if (!values.write) return;
  const header = [
    "# Extraction on public corpora (`bench/extract_public_bench.ts`)",
    "",
    `Run ${new Date().toISOString().slice(0, 10)} on the 2-core machine; compare within one run.`,
    "",
  ];
  const path = new URL("results/extract_public.md", import.meta.url);
  await Deno.writeTextFile(path, [...header, ...lines].join("\n"));
  // What was written stays `deno fmt --check` clean (tables aligned).
  await new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--quiet", path.pathname],
    stdout: "null",
  }).output();
}

await main();
