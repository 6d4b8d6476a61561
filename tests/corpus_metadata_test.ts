/**
 * `parsePage` metadata against two public corpora in ../shared/corpus (read in place, never
 * copied): mozilla/readability's test pages (expected-metadata.json, Readability's own output)
 * and microlinkhq/metascraper's integration sites (expected.json, metascraper's output).
 * Per-field agreement is printed as a table; title and lang must agree on >= 95% of the pages
 * that have the field on each corpus; description and canonical URL are reported only.
 *
 * Comparison rules (both sides normalised: NFC, typographic quotes folded to ASCII ones,
 * whitespace collapsed, trimmed):
 * - title: the expectation is a *cleaned* title (Readability strips site names; metascraper
 *   prefers og:title / twitter:title), so it agrees when it equals one of our candidates: the
 *   raw `<title>` text (or our fallback title), that text with one site-name segment removed
 *   (split at " - ", " | ", " – ", " — ", " :: ", " · ", " » ", " / ", ": ", keeping either
 *   side or the part before the last separator), og:title or twitter:title.
 * - lang: primary subtags equal, case-insensitively ("en-US" ~ "en").
 * - description: equals our meta description or og:description (Readability's `excerpt`
 *   may also be the first paragraph: those count as misses).
 * - url (metascraper only): our canonical, else og:url, else the page URL, compared after
 *   lower-casing scheme and host and dropping the fragment, the default port and a trailing slash.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { type PageModel, parsePage } from "../lib/web/html.ts";
import { needsShared, sharedPath } from "./shared.ts";

const READABILITY = "corpus/readability/pages";
const METASCRAPER = "corpus/metascraper/sites";
/** Readability's harness parses every page as if served from this URL. */
const READABILITY_URL = "http://fakehost/test/page.html";

type Field = "title" | "lang" | "description" | "url";

/** Agreement counts of one corpus: per field, pages with the field and pages agreeing. */
type Tally = Record<Field, { present: number; agree: number; misses: string[] }>;

function newTally(): Tally {
  const t = () => ({ present: 0, agree: 0, misses: [] as string[] });
  return { title: t(), lang: t(), description: t(), url: t() };
}

/** NFC, typographic quotes folded to ASCII (metascraper applies smart quotes), collapsed. */
export function norm(s: unknown): string {
  if (typeof s !== "string") return "";
  return s.normalize("NFC").replace(/[‘’‚′]/g, "'").replace(/[“”„″]/g, '"')
    .replace(/\s+/g, " ").trim();
}

const SEPARATORS = [" - ", " | ", " – ", " — ", " :: ", " · ", " » ", " / ", ": "];

/** Our title candidates: raw title, site-name segment removed, og:title, twitter:title. */
export function titleCandidates(page: PageModel): Set<string> {
  const out = new Set<string>();
  const raw = norm(page.title_tag ?? page.title);
  if (raw) out.add(raw);
  for (const sep of SEPARATORS) {
    const first = raw.indexOf(sep);
    if (first < 0) continue;
    const last = raw.lastIndexOf(sep);
    out.add(norm(raw.slice(0, first)));
    out.add(norm(raw.slice(first + sep.length)));
    out.add(norm(raw.slice(0, last)));
    out.add(norm(raw.slice(last + sep.length)));
  }
  for (const t of [page.title, page.open_graph["og:title"], page.twitter["twitter:title"]]) {
    if (norm(t)) out.add(norm(t));
  }
  return out;
}

function primaryTag(lang: unknown): string {
  return norm(lang).toLowerCase().split(/[-_]/)[0];
}

/** Scheme/host lowercase, default port, fragment and trailing slash removed. */
export function normalizeUrl(u: string | null | undefined): string {
  if (!u) return "";
  try {
    const url = new URL(u.trim());
    url.hash = "";
    return url.href.replace(/\/$/, "");
  } catch {
    return u.trim();
  }
}

function count(
  tally: Tally,
  field: Field,
  expected: unknown,
  ok: boolean,
  label: string,
): void {
  if (expected === null || expected === undefined || norm(expected) === "") return;
  tally[field].present++;
  if (ok) tally[field].agree++;
  else tally[field].misses.push(`${label}: expected ${JSON.stringify(expected)}`);
}

type Expected = { title?: unknown; lang?: unknown; description?: unknown; url?: unknown };

function compare(tally: Tally, page: PageModel, expected: Expected, label: string): void {
  count(tally, "title", expected.title, titleCandidates(page).has(norm(expected.title)), label);
  count(tally, "lang", expected.lang, primaryTag(page.lang) === primaryTag(expected.lang), label);
  const descriptions = [page.meta_description, page.open_graph["og:description"]].map(norm);
  count(
    tally,
    "description",
    expected.description,
    descriptions.includes(norm(expected.description)),
    label,
  );
  if (expected.url !== undefined) {
    const ours = page.canonical ?? page.open_graph["og:url"] ?? page.url;
    const ok = normalizeUrl(ours) === normalizeUrl(String(expected.url));
    count(tally, "url", expected.url, ok, `${label} (ours ${ours})`);
  }
}

function gunzipText(rel: string): string {
  return new TextDecoder().decode(gunzipSync(Deno.readFileSync(sharedPath(rel))));
}

function readabilityTally(): Tally {
  const tally = newTally();
  for (const entry of Deno.readDirSync(sharedPath(READABILITY))) {
    const dir = `${READABILITY}/${entry.name}`;
    const expected = JSON.parse(Deno.readTextFileSync(sharedPath(`${dir}/expected-metadata.json`)));
    const page = parsePage(gunzipText(`${dir}/source.html.gz`), { url: READABILITY_URL });
    compare(tally, page, { ...expected, description: expected.excerpt }, entry.name);
  }
  return tally;
}

function metascraperTally(): Tally {
  const tally = newTally();
  for (const entry of Deno.readDirSync(sharedPath(METASCRAPER))) {
    const dir = `${METASCRAPER}/${entry.name}`;
    const spec = JSON.parse(Deno.readTextFileSync(sharedPath(`${dir}/expected.json`)));
    const expectations: Expected[] = Array.isArray(spec.expected) ? spec.expected : [spec.expected];
    spec.input_files.forEach((file: string, i: number) => {
      const page = parsePage(gunzipText(`${dir}/${file}`), { url: spec.test_urls[i] });
      compare(tally, page, expectations[i], `${entry.name}/${file}`);
    });
  }
  return tally;
}

function percent(n: number, d: number): string {
  return d === 0 ? "-" : `${(100 * n / d).toFixed(1)}%`;
}

function report(name: string, tally: Tally): void {
  console.log(`\n${name}: field | agree / present | rate`);
  for (const field of Object.keys(tally) as Field[]) {
    const { agree, present } = tally[field];
    if (present) {
      console.log(`  ${field.padEnd(11)} | ${agree} / ${present} | ${percent(agree, present)}`);
    }
  }
  for (const field of ["title", "lang"] as const) {
    for (const miss of tally[field].misses) console.log(`  miss ${field}: ${miss}`);
  }
}

function assertThresholds(tally: Tally): void {
  for (const field of ["title", "lang"] as const) {
    const { agree, present, misses } = tally[field];
    if (present === 0) continue;
    assert.ok(
      agree / present >= 0.95,
      `${field} ${agree}/${present}; misses:\n${misses.join("\n")}`,
    );
  }
}

Deno.test({
  ...needsShared(READABILITY, "[html] readability pages: title and lang agree on >= 95%"),
  fn() {
    const tally = readabilityTally();
    report("readability", tally);
    assertThresholds(tally);
  },
});

Deno.test({
  ...needsShared(METASCRAPER, "[html] metascraper sites: title and lang agree on >= 95%"),
  fn() {
    const tally = metascraperTally();
    report("metascraper", tally);
    assertThresholds(tally);
  },
});
