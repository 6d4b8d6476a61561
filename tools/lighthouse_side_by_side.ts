/**
 * Lighthouse's SEO category beside the technical QA, page by page: every technical-QA case
 * folder given (the public expert cases 21-24 by default, and any folder of fresh cases in the
 * same layout) is served locally, Lighthouse (npm `lighthouse`, run with Node on the same Debian
 * Chromium) and the technical QA audit the same URL, and a table says, for each Lighthouse SEO
 * audit that fails, whether the technical QA reports it, and what the technical QA finds that
 * Lighthouse does not. Inline cases are served at their `target` path.
 *
 *   deno task lighthouse [case-folder ...]   (writes bench/results/lighthouse_side_by_side.md)
 *
 * About 30 s a page (Lighthouse starts Chromium each time); not part of the test suite.
 */
import { join } from "node:path";
import { technicalQa } from "../lib/analysis/technical_qa/mod.ts";
import type { TechnicalQaInput } from "../lib/analysis/technical_qa/input.ts";
import { contentTechnicalQa } from "../lib/operations/content_technical_qa.ts";
import { createWebFetcher } from "../lib/web/fetcher.ts";
import { findChromium } from "../lib/web/render.ts";
import { startCaseServer } from "../tests/expert/case_server.ts";
import { sharedPath } from "../tests/shared.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";

/** Which technical-QA checks answer each Lighthouse SEO audit. */
const COVERS: Record<string, string[]> = {
  "is-crawlable": ["is_crawlable", "robots_txt"],
  "http-status-code": ["http_status", "soft_404"],
  "document-title": ["document_title"],
  "meta-description": ["meta_description"],
  "link-text": ["link_text"],
  "crawlable-anchors": ["crawlable_anchors"],
  "image-alt": ["image_alt"],
  "hreflang": ["hreflang", "hreflang_alternates"],
  "canonical": ["canonical", "canonical_target", "expected_canonical"],
  "robots-txt": ["robots_txt_valid"],
  "viewport": ["viewport"],
};

interface PageCase {
  name: string;
  request: Record<string, unknown>;
  dir: string;
}

function casesIn(folder: string): PageCase[] {
  return [...Deno.readDirSync(folder)].filter((e) => e.isFile && e.name.endsWith(".json"))
    .map((e) => e.name).sort().map((name) => ({
      name: name.replace(/\.json$/, ""),
      request: JSON.parse(Deno.readTextFileSync(join(folder, name))),
      dir: join(folder, name.replace(/\.json$/, "")),
    }));
}

/** The URL a case's page answers at, and a stop for its server. */
async function serveCase(c: PageCase) {
  const server = await startCaseServer(c.dir);
  const fill = (v: unknown) => JSON.parse(server.fill(JSON.stringify(v)));
  const request = fill(c.request) as Record<string, unknown>;
  if (typeof request.url === "string") {
    return {
      url: request.url,
      request,
      close: () => server.close(),
    };
  }
  // Inline HTML: served at its target's path on a server of its own.
  const html = String(request.html ?? "");
  const inline = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) =>
      new URL(req.url).pathname === "/robots.txt"
        ? new Response("User-agent: *\nAllow: /\n", { headers: { "content-type": "text/plain" } })
        : new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }),
  );
  const path = request.target
    ? new URL(String(request.target).replace(/^(?!https?:)/, "https://")).pathname
    : "/";
  const url = `http://127.0.0.1:${inline.addr.port}${path}`;
  return {
    url,
    request,
    close: async () => {
      await inline.shutdown();
      await server.close();
    },
  };
}

async function lighthouseFails(url: string, chromium: string): Promise<string[] | string> {
  const out = await Deno.makeTempFile({ suffix: ".json" });
  const cmd = new Deno.Command("npx", {
    args: [
      "-y",
      LIGHTHOUSE,
      url,
      "--only-categories=seo",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-path=${chromium}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
      "--quiet",
    ],
    stdout: "null",
    stderr: "piped",
  });
  const res = await cmd.output();
  try {
    const report = JSON.parse(await Deno.readTextFile(out));
    const ids = (report.categories.seo.auditRefs as { id: string }[]).map((a) => a.id);
    return ids.filter((id) => report.audits[id]?.score === 0);
  } catch {
    return `lighthouse failed: ${new TextDecoder().decode(res.stderr).slice(-200)}`;
  } finally {
    await Deno.remove(out).catch(() => {});
  }
}

/**
 * The technical QA's findings ("id:severity"), and the checks it reports as not applying to the
 * page with their reason (a soft 404's meta description, a noindexed thank-you page's snippet):
 * the audit says why that Lighthouse failure is moot there.
 */
async function ourFindings(
  url: string,
  request: Record<string, unknown>,
): Promise<{ findings: string[]; moot: Map<string, string> }> {
  const body = {
    url,
    keyword: request.keyword,
    expected_canonical: request.expected_canonical,
    page_type: request.page_type,
  };
  const input = contentTechnicalQa.input.parse(
    JSON.parse(JSON.stringify(body)),
  ) as TechnicalQaInput;
  const web = createWebFetcher({ allowHosts: ["127.0.0.1"] });
  const r = await technicalQa(input, { web, now: new Date() });
  const moot = new Map(
    r.checks.skipped.filter((x) => x.reason.startsWith("does not apply")).map((x) => [
      x.id,
      x.reason.replace(/^does not apply: /, ""),
    ]),
  );
  return { findings: r.findings.map((f) => `${f.id}:${f.severity}`), moot };
}

const chromium = findChromium();
if (!chromium) {
  console.error("No Chromium: apt-get install chromium, or set CHROMIUM_PATH");
  Deno.exit(2);
}
const folders = Deno.args.length > 0
  ? Deno.args
  : [sharedPath("eval/expert-cases/content-technical-qa").pathname];
const rows: string[] = [];
let failing = 0;
let covered = 0;
const extras = new Map<string, number>();
for (const folder of folders) {
  for (const c of casesIn(folder)) {
    const served = await serveCase(c);
    try {
      const lh = await lighthouseFails(served.url, chromium);
      const { findings: ours, moot } = await ourFindings(served.url, served.request);
      const ourIds = new Set(ours.map((x) => x.split(":")[0]));
      const lhList = typeof lh === "string" ? [] : lh;
      const cells = lhList.map((id) => {
        const ok = (COVERS[id] ?? []).some((x) => ourIds.has(x));
        const why = (COVERS[id] ?? []).map((x) => moot.get(x)).find((x) => x !== undefined);
        failing++;
        if (ok || why) covered++;
        return ok ? `${id} ✓` : why ? `${id} ✓ (not applicable: ${why})` : `${id} ✗`;
      });
      const lhCovered = new Set(lhList.flatMap((id) => COVERS[id] ?? []));
      const more = ours.filter((x) => !lhCovered.has(x.split(":")[0]));
      for (const m of more) extras.set(m.split(":")[0], (extras.get(m.split(":")[0]) ?? 0) + 1);
      rows.push(
        `| ${c.name} | ${typeof lh === "string" ? lh : cells.join(", ") || "none"} | ${
          more.join(", ") || "none"
        } |`,
      );
      console.error(`${c.name}: ${rows.at(-1)}`);
    } finally {
      await served.close();
    }
  }
}
const report = [
  "# Lighthouse SEO beside the technical QA",
  "",
  `Generated by \`deno task lighthouse\` (${LIGHTHOUSE}, Chromium ${chromium}) on ${
    new Date().toISOString().slice(0, 10)
  }.`,
  `Lighthouse SEO audits failing on these pages: ${failing}; reported by the technical QA: ${covered} (as a finding, or as a check it says does not apply to the page, with the reason).`,
  "",
  "| page | Lighthouse SEO audits that fail (✓ the technical QA reports it) | technical QA findings Lighthouse has no audit for |",
  "| --- | --- | --- |",
  ...rows,
  "",
  "Findings only the technical QA makes, by check (pages): " +
  [...extras].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} (${n})`).join(", "),
  "",
].join("\n");
const target = new URL("../bench/results/lighthouse_side_by_side.md", import.meta.url);
await Deno.writeTextFile(target, report);
await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", target.pathname] }).output();
console.log(report);
