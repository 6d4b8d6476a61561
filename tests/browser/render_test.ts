/**
 * RENDER=chromium: a page whose title, headings and links exist only after JavaScript is audited
 * on its rendered DOM, with what only the rendered page has; a page that never settles is cut at
 * the limit and says so. Runs where Chromium is (`.ci/run` installs it).
 */
import assert from "node:assert/strict";
import { technicalQa } from "../../lib/analysis/technical_qa/mod.ts";
import { contentTechnicalQa } from "../../lib/operations/content_technical_qa.ts";
import type { TechnicalQaInput } from "../../lib/analysis/technical_qa/input.ts";
import { createWebFetcher } from "../../lib/web/fetcher.ts";
import { createChromiumRenderer, findChromium } from "../../lib/web/render.ts";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading…</title>
<script src="/app.js" defer></script></head><body><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;

const APP = `
document.title = "Excel data analysis bootcamp | Skillhaven";
const root = document.getElementById("root");
root.innerHTML = "<h1>Excel data analysis bootcamp</h1>" +
  "<p>" + "Learn pivot tables, lookups and dashboards with real data sets. ".repeat(20) + "</p>" +
  "<h2>What you will learn</h2><a href='/course/sql-basics'>SQL basics course</a>" +
  "<a href='/course/power-bi'>Power BI course</a>";
`;

const NEVER = `<!doctype html><html><head><title>Loading…</title></head><body><div id="app"></div>
<script>setInterval(() => fetch("/poll?" + Math.random()).catch(() => {}), 150);</script></body></html>`;

function serve(): { origin: string; close: () => Promise<void> } {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const path = new URL(req.url).pathname;
    if (path === "/app.js") {
      return new Response(APP, { headers: { "content-type": "text/javascript" } });
    }
    if (path === "/never.html") {
      return new Response(NEVER, { headers: { "content-type": "text/html" } });
    }
    if (path === "/poll") return new Promise((r) => setTimeout(() => r(new Response("x")), 100));
    if (path === "/robots.txt") return new Response("User-agent: *\nAllow: /\n");
    return new Response(SHELL, { headers: { "content-type": "text/html; charset=utf-8" } });
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

const chromium = findChromium();
const input = (url: string) => contentTechnicalQa.input.parse({ url }) as TechnicalQaInput;

Deno.test({
  name: chromium
    ? "[render] a JavaScript shell is audited on its rendered DOM, and what only rendering shows is reported"
    : "[render] rendered audit (skipped: no Chromium; apt-get install chromium, or set CHROMIUM_PATH)",
  ignore: !chromium,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const site = serve();
    const web = createWebFetcher({ allowHosts: ["127.0.0.1"] });
    const render = createChromiumRenderer({
      executablePath: chromium!,
      guard: { allowHosts: ["127.0.0.1"] },
      timeoutMs: 4_000,
    });
    try {
      const now = new Date("2026-11-29T00:00:00Z");
      const r = await technicalQa(input(`${site.origin}/course/excel`), { web, now, render });
      assert.equal(r.rendering.mode, "rendered");
      assert.equal(r.metadata.title, "Excel data analysis bootcamp | Skillhaven");
      assert.deepEqual(r.headings.h1, ["Excel data analysis bootcamp"]);
      assert.ok(r.internal_links.internal >= 2);
      const c = r.rendering.comparison!;
      assert.equal(c.raw.title, "Loading…");
      assert.equal(c.raw.headings, 0);
      assert.ok(c.rendered.words > 100);
      assert.ok(c.only_rendered.some((x) => x.includes("Excel data analysis bootcamp")));
      assert.ok(
        r.findings.some((f) =>
          f.id === "js_shell" && /rendered in headless Chromium/.test(f.examples.join(" "))
        ),
      );
      assert.ok(!r.findings.some((f) => f.id === "headings"), "the rendered page has its h1");

      const never = await technicalQa(input(`${site.origin}/never.html`), { web, now, render });
      assert.equal(never.rendering.comparison?.settled, false);
      assert.match(never.rendering.note, /cut at the time limit/);

      const raw = await technicalQa(input(`${site.origin}/course/excel`), { web, now });
      assert.equal(raw.rendering.mode, "raw_html");
      assert.match(raw.rendering.note, /not rendered/);
    } finally {
      await render.close();
      await site.close();
    }
  },
});
