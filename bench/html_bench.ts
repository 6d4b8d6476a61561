/**
 * HTML parsing speed on the 130 readability source pages (`../../shared/corpus/readability/
 * pages/<name>/source.html.gz`, read in place, gunzipped up front so only parsing is timed):
 *   - `parsePage` (lib/web/html.ts): htmlparser2 parse + the whole PageModel (text, links,
 *     JSON-LD, language...);
 *   - htmlparser2 `parseDocument` alone (the parse share of parsePage);
 *   - linkedom's `DOMParser().parseFromString` alone, and linkedom plus a comparable
 *     extraction with selectors (title, meta, canonical, headings, links, images, JSON-LD
 *     parse, body text), the DOM-API alternative.
 * Each variant runs over all pages ROUNDS times, interleaved, after one warm-up pass; the
 * median round is reported as pages/s and MB/s (UTF-16 string length / 2^20 as MB of HTML).
 * Run: `npx -y deno@2.9.6 run -A bench/html_bench.ts`. The machine is shared and noisy:
 * compare ratios within one run.
 */
import { gunzipSync } from "node:zlib";
import { parseDocument } from "htmlparser2";
import { DOMParser } from "linkedom";
import { parsePage } from "../lib/web/html.ts";

const PAGES = new URL("../../shared/corpus/readability/pages/", import.meta.url);
const URL_ = "http://fakehost/test/page.html";
const ROUNDS = 5;

function loadPages(): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(PAGES)) {
    const gz = Deno.readFileSync(new URL(`${entry.name}/source.html.gz`, PAGES));
    out.push(new TextDecoder().decode(gunzipSync(gz)));
  }
  return out;
}

/** linkedom plus roughly what parsePage extracts, through the DOM API. */
function linkedomExtract(html: string): number {
  const doc = new DOMParser().parseFromString(html, "text/html");
  let n = doc.title.length;
  for (const m of doc.querySelectorAll("meta")) n += (m.getAttribute("content") ?? "").length;
  n += doc.querySelectorAll('link[rel="canonical"]').length;
  for (const h of doc.querySelectorAll("h1,h2,h3,h4,h5,h6")) n += h.textContent?.length ?? 0;
  for (const a of doc.querySelectorAll("a[href]")) {
    try {
      n += new URL(a.getAttribute("href") ?? "", URL_).href.length + (a.textContent?.length ?? 0);
    } catch {
      n++;
    }
  }
  n += doc.querySelectorAll("img").length;
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      n += JSON.stringify(JSON.parse(s.textContent ?? "")).length;
    } catch {
      n++;
    }
  }
  for (const s of doc.querySelectorAll("script,style,noscript,template,svg")) s.remove();
  return n + (doc.body?.textContent?.length ?? 0);
}

const VARIANTS: Record<string, (html: string) => unknown> = {
  "parsePage (htmlparser2 + PageModel)": (h) => parsePage(h, { url: URL_ }),
  "htmlparser2 parseDocument only": (h) => parseDocument(h),
  "linkedom DOMParser only": (h) => new DOMParser().parseFromString(h, "text/html"),
  "linkedom + selector extraction": linkedomExtract,
};

function timeRound(fn: (html: string) => unknown, pages: string[]): number {
  const start = performance.now();
  for (const html of pages) fn(html);
  return performance.now() - start;
}

const pages = loadPages();
const mb = pages.reduce((s, p) => s + p.length, 0) / 2 ** 20;
console.log(`# HTML parse bench: ${pages.length} pages, ${mb.toFixed(1)} MB, ${ROUNDS} rounds\n`);
const times: Record<string, number[]> = {};
for (const [name, fn] of Object.entries(VARIANTS)) {
  timeRound(fn, pages); // warm-up
  times[name] = [];
}
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, fn] of Object.entries(VARIANTS)) times[name].push(timeRound(fn, pages));
}
console.log("| variant | pages/s | MB/s | median ms per pass |\n| --- | --- | --- | --- |");
for (const [name, list] of Object.entries(times)) {
  const ms = list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const perSecond = pages.length / (ms / 1000);
  console.log(
    `| ${name} | ${perSecond.toFixed(0)} | ${(mb / (ms / 1000)).toFixed(1)} | ${ms.toFixed(0)} |`,
  );
}
