/**
 * Technical QA time per page with and without rendering (RENDER=chromium), measured on two local
 * pages: a server-rendered article (never rendered: only shells are) and a JavaScript shell whose
 * content arrives from a script. Each variant runs ROUNDS times after a warm-up; medians are
 * reported, with the resident memory of the Chromium processes after the renders.
 * Run: `npx -y deno@2.9.6 run -A bench/render_bench.ts` (needs Chromium; prints a table).
 * The machine is shared and noisy: compare the variants of one run.
 */
import { technicalQa } from "../lib/analysis/technical_qa/mod.ts";
import type { TechnicalQaInput } from "../lib/analysis/technical_qa/input.ts";
import { contentTechnicalQa } from "../lib/operations/content_technical_qa.ts";
import { createWebFetcher } from "../lib/web/fetcher.ts";
import { createChromiumRenderer, findChromium } from "../lib/web/render.ts";

const ROUNDS = 10;
const words = "Pivot tables, lookups and dashboards explained with worked examples. ".repeat(60);
const ARTICLE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Excel pivot tables guide</title>
<link rel="canonical" href="/article"></head><body><main><h1>Excel pivot tables</h1><p>${words}</p>
<a href="/course">Course</a></main><script src="/app.js" defer></script></body></html>`;
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading…</title>
<script src="/app.js" defer></script></head><body><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;
const APP = `const r = document.getElementById("root"); if (r) { document.title = "Excel course";
r.innerHTML = "<h1>Excel course</h1><p>${words}</p><a href='/course/sql'>SQL</a>"; }`;

const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
  const path = new URL(req.url).pathname;
  const type = path.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8";
  const body = path === "/app.js"
    ? APP
    : path === "/article"
    ? ARTICLE
    : path === "/robots.txt"
    ? ""
    : SHELL;
  return new Response(body, {
    headers: { "content-type": path === "/robots.txt" ? "text/plain" : type },
  });
});
const origin = `http://127.0.0.1:${server.addr.port}`;
const web = createWebFetcher({ allowHosts: ["127.0.0.1"] });
const chromium = findChromium();
const render = chromium
  ? createChromiumRenderer({ executablePath: chromium, guard: { allowHosts: ["127.0.0.1"] } })
  : null;
const input = (path: string) =>
  contentTechnicalQa.input.parse({ url: `${origin}${path}` }) as TechnicalQaInput;
const now = new Date();

async function median(path: string, withRender: boolean): Promise<number> {
  const ctx = { web, now, render: withRender ? render : null };
  await technicalQa(input(path), ctx);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await technicalQa(input(path), ctx);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function chromiumRssMb(): number | null {
  try {
    const out = new Deno.Command("ps", { args: ["-C", "chromium", "-o", "rss="], stdout: "piped" })
      .outputSync();
    const kb = new TextDecoder().decode(out.stdout).split(/\s+/).filter(Boolean).map(Number);
    return kb.length ? Math.round(kb.reduce((a, b) => a + b, 0) / 1024) : null;
  } catch {
    return null;
  }
}

const rows: [string, number][] = [
  ["article, RENDER=off", await median("/article", false)],
  ["shell, RENDER=off (raw HTML, says so)", await median("/course", false)],
];
if (render) {
  rows.push([
    "article, RENDER=chromium (not a shell: not rendered)",
    await median("/article", true),
  ]);
  rows.push(["shell, RENDER=chromium (rendered)", await median("/course", true)]);
}
console.log(`| technical QA, one page (median of ${ROUNDS}) | ms |\n| --- | ---: |`);
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(1)} |`);
if (render) {
  console.log(`\nChromium resident memory after the renders: ${chromiumRssMb() ?? "unknown"} MB`);
} else console.log("\n(no Chromium: rendering not measured)");
await render?.close();
await server.shutdown();
