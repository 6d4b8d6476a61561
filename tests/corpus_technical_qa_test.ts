/**
 * /content/technical-qa over real pages, run end to end as `html` input (no fetch):
 * - ../shared/corpus/readability (130 pages): the H1 and image-alt findings agree with the
 *   manifest's reference parse (`stdlib_parse`, Python's html.parser: a second parser, not human
 *   labels): a "no h1 / several h1" finding exactly when h1_count != 1, and an image_alt finding
 *   with count img_missing_alt exactly when it is > 0. Each must agree on >= 95% of the pages.
 * - ../shared/corpus/metascraper (91 inputs): on every input with `<link rel=canonical>`, the
 *   canonical is detected, and it equals metascraper's url choice on >= 90% of them.
 * No page may crash the analysis or produce a result its schema refuses.
 * Known differences: buzzfeed-1 has <img> inside <noembed> (raw text for browsers and
 * htmlparser2, markup for html.parser); entrepreneur's canonical points to the Reuters original
 * (syndication); wnycstudios' canonical has no www. where metascraper's url has one.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { technicalQa, TechnicalQaResultSchema } from "../lib/analysis/technical_qa/mod.ts";
import type { TechnicalQaResult } from "../lib/analysis/technical_qa/mod.ts";
import { contentTechnicalQa } from "../lib/operations/content_technical_qa.ts";
import { NO_WEB } from "../lib/web/fetcher.ts";
import { needsShared, sharedPath } from "./shared.ts";

const READABILITY = "corpus/readability";
const METASCRAPER = "corpus/metascraper/sites";
/** Upstream serves the pages from http://fakehost/test/page.html; target needs a dotted host. */
const READABILITY_URL = "http://fakehost.test/test/page.html";
const NOW = new Date("2026-11-25T12:00:00Z");

interface Reference {
  h1_count: number;
  img_missing_alt: number;
}

function gunzipText(rel: string): string {
  return new TextDecoder().decode(gunzipSync(Deno.readFileSync(sharedPath(rel))));
}

async function run(html: string, target: string): Promise<TechnicalQaResult> {
  const input = contentTechnicalQa.input.parse({ html, target }) as Parameters<
    typeof technicalQa
  >[0];
  const r = await technicalQa(input, { web: NO_WEB, now: NOW });
  const checked = TechnicalQaResultSchema.safeParse(r);
  assert.ok(checked.success, `${target}: ${JSON.stringify(checked.error?.issues.slice(0, 2))}`);
  return r;
}

/** Null when our H1 finding agrees with the reference count, else a note. */
function h1Disagreement(r: TechnicalQaResult, ref: Reference): string | null {
  const finding = r.findings.find((f) => f.id === "headings" && /h1/.test(f.title));
  // Only a page without an h1 gets a finding: several h1s are fine (Google documents no limit).
  const expected = ref.h1_count === 0;
  if (Boolean(finding) !== expected) {
    return `finding ${finding?.title ?? "none"} vs ${ref.h1_count} h1`;
  }
  return r.headings.h1.length === ref.h1_count
    ? null
    : `${r.headings.h1.length} vs ${ref.h1_count} h1`;
}

/** Null when our image_alt finding agrees with the reference count, else a note. */
function altDisagreement(r: TechnicalQaResult, ref: Reference): string | null {
  const found = r.findings.find((f) => f.id === "image_alt")?.count ?? 0;
  return found === ref.img_missing_alt ? null : `${found} vs ${ref.img_missing_alt} missing alt`;
}

function rate(misses: string[], total: number): number {
  return (total - misses.length) / total;
}

Deno.test({
  ...needsShared(
    `${READABILITY}/manifest.json`,
    "[technical qa] readability pages: H1 and image-alt findings agree with the reference parse",
  ),
  async fn() {
    const manifest = JSON.parse(Deno.readTextFileSync(sharedPath(`${READABILITY}/manifest.json`)));
    const h1Misses: string[] = [];
    const altMisses: string[] = [];
    for (const entry of manifest.pages) {
      const html = gunzipText(`${READABILITY}/pages/${entry.page}/source.html.gz`);
      const r = await run(html, READABILITY_URL);
      const h1 = h1Disagreement(r, entry.stdlib_parse);
      const alt = altDisagreement(r, entry.stdlib_parse);
      if (h1) h1Misses.push(`${entry.page}: ${h1}`);
      if (alt) altMisses.push(`${entry.page}: ${alt}`);
    }
    const n = manifest.pages.length;
    console.log(`readability: ${n} pages, 0 crashes`);
    console.log(`  h1 finding agrees: ${n - h1Misses.length}/${n}`, h1Misses);
    console.log(`  image_alt finding agrees: ${n - altMisses.length}/${n}`, altMisses);
    assert.ok(rate(h1Misses, n) >= 0.95, h1Misses.join("\n"));
    assert.ok(rate(altMisses, n) >= 0.95, altMisses.join("\n"));
  },
});

function urlKey(url: string): string {
  return url.trim().replace(/^https?:\/\//i, "").replace(/\/+$/, "").toLowerCase();
}

Deno.test({
  ...needsShared(
    METASCRAPER,
    "[technical qa] metascraper sites: canonicals are detected, and agree with metascraper's url",
  ),
  async fn() {
    let withCanonical = 0;
    let inputs = 0;
    let agree = 0;
    const missed: string[] = [];
    const differ: string[] = [];
    for (
      const entry of [...Deno.readDirSync(sharedPath(METASCRAPER))].sort((a, b) =>
        a.name < b.name ? -1 : 1
      )
    ) {
      const dir = `${METASCRAPER}/${entry.name}`;
      const spec = JSON.parse(Deno.readTextFileSync(sharedPath(`${dir}/expected.json`)));
      const expectations = Array.isArray(spec.expected) ? spec.expected : [spec.expected];
      for (const [i, file] of (spec.input_files as string[]).entries()) {
        const html = gunzipText(`${dir}/${file}`);
        const r = await run(html, spec.test_urls[i]);
        inputs++;
        if (!/<link\b[^>]*\brel\s*=\s*["']?canonical\b/i.test(html)) continue;
        withCanonical++;
        const declared = r.canonical.declared;
        if (declared === null) missed.push(`${entry.name}/${file}`);
        else if (urlKey(declared) === urlKey(String(expectations[i].url))) agree++;
        else differ.push(`${entry.name}: ${declared} vs ${expectations[i].url}`);
      }
    }
    console.log(`metascraper: ${inputs} inputs, 0 crashes; ${withCanonical} with a canonical`);
    console.log(`  detected: ${withCanonical - missed.length}/${withCanonical}`, missed);
    console.log(`  equal to metascraper's url: ${agree}/${withCanonical}`, differ);
    assert.deepEqual(missed, []);
    assert.ok(agree / withCanonical >= 0.9, differ.join("\n"));
  },
});
