/**
 * The code's pointers into the documentation: a comment that explains a rule by citing a section
 * must cite one a maintainer can open. Sources name `docs/<page>.md#<anchor>` (the anchor is a
 * heading of that page, as GitHub slugs it); never a document kept outside the repository (the
 * contract's old section numbers, the DataForSEO field reference and its numbered sections, the
 * reliability research, the service specification's chapters, the design notes on the stack and
 * models, an architecture page other than `docs/architecture.md`). A section sign is left only to
 * public standards (RFCs, OAuth 2.1, JSON-RPC), named on its line or just above it.
 *
 * Tests that read `../shared` on purpose (the spec's endpoint list, expert cases, corpora) name
 * those files by path in code (`spec/service-spec.md`), which no pattern below matches.
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** The folders (and files) whose sources are checked. */
const SOURCES = ["lib/", "routes/", "jobs/", "tools/", "tests/", "bench/", "main.ts"];

/** The section sign, spelled so that this file does not cite what it forbids. */
const SECTION = "\u00a7";

/** What no source may cite: documents kept outside the repository, by name or section. */
const FORBIDDEN: [RegExp, string][] = [
  [new RegExp(`decisions\\s*${SECTION}`), "cites the external contract (decisions ...)"],
  [/(?<!docs\/)\barchitecture\.md/, "cites an architecture page other than docs/architecture.md"],
  [
    new RegExp(`\\breference\\s*${SECTION}`, "i"),
    "cites the external DataForSEO reference (use docs/providers.md#...)",
  ],
  [/(?<!docs\/)\bdataforseo\.md/, "cites the external DataForSEO reference by file name"],
  [/\breliability-security\b/, "cites the external reliability research (use docs/contract.md)"],
  [/\bspec "/, "cites a chapter of the external specification (use docs/contract.md)"],
  [
    /(?<!docs\/)\b(?:stack|models)\.md\b/,
    "cites an external design note (use docs/architecture.md)",
  ],
];

/** A numbered section: the section sign and a digit. */
const NUMBERED = new RegExp(`${SECTION}\\s*\\d`);

/** The public standards a numbered section may belong to. */
const STANDARD = /\b(?:RFC \d+|OAuth 2\.1|JSON-RPC)\b/;

/** How many lines above a numbered section may name its standard (a comment's first line). */
const STANDARD_REACH = 8;

/** A citation of a page of `docs/` at an anchor. */
const CITATION = /\bdocs\/([\w./-]+\.md)#([\w-]+)/g;

/** Every `.ts`/`.tsx` file under `path` (or `path` itself). */
async function* sourceFiles(path: string): AsyncGenerator<string> {
  const url = new URL(path, root);
  const info = await Deno.stat(url);
  if (info.isFile) {
    yield path;
    return;
  }
  for await (const entry of Deno.readDir(url)) {
    const rel = path + entry.name;
    if (entry.isDirectory) yield* sourceFiles(rel + "/");
    else if (/\.tsx?$/.test(entry.name)) yield rel;
  }
}

/** Every source file the checks read, with its text. */
async function readSources(): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const dir of SOURCES) {
    for await (const path of sourceFiles(dir)) {
      out.push({ path, text: await Deno.readTextFile(new URL(path, root)) });
    }
  }
  return out;
}

/**
 * The anchor GitHub gives a heading's text (github-slugger): lower case, punctuation dropped
 * (letters, digits, `_`, `-` and spaces stay), each space a hyphen.
 */
export function slug(heading: string): string {
  return heading.trim().toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // a link's text only
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown page: its headings outside code fences, repeats numbered `-1`, `-2`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const open = /^\s*(```|~~~)/.exec(line);
    if (open) {
      if (fence === null) fence = open[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The anchors of `docs/<page>`, read once; null when the page does not exist. */
const pages = new Map<string, Set<string> | null>();
async function pageAnchors(page: string): Promise<Set<string> | null> {
  if (!pages.has(page)) {
    const text = await Deno.readTextFile(new URL(`docs/${page}`, root)).catch(() => null);
    pages.set(page, text === null ? null : anchorsOf(text));
  }
  return pages.get(page)!;
}

Deno.test("[docs] no source cites a document kept outside the repository", async () => {
  const offenders: string[] = [];
  for (const { path, text } of await readSources()) {
    text.split("\n").forEach((line, i) => {
      for (const [pattern, why] of FORBIDDEN) {
        if (pattern.test(line)) offenders.push(`${path}:${i + 1} ${why}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(offenders, []);
});

Deno.test("[docs] a numbered section a source cites belongs to a public standard named with it", async () => {
  const offenders: string[] = [];
  for (const { path, text } of await readSources()) {
    const lines = text.split("\n");
    lines.forEach((line, i) => {
      if (!NUMBERED.test(line)) return;
      const near = lines.slice(Math.max(0, i - STANDARD_REACH), i + 1).join("\n");
      if (!STANDARD.test(near)) offenders.push(`${path}:${i + 1} ${line.trim()}`);
    });
  }
  assert.deepEqual(offenders, []);
});

/**
 * Headings the provider, fetch, key and stack comments cite, by page (`docs/<page>.md`): renaming
 * one must change the comments with it.
 */
const PINNED: [string, string[]][] = [
  ["providers", [
    "calls-and-authentication",
    "the-answer-envelope-and-status-codes",
    "costs",
    "markets-locations-and-languages",
    "filters-ordering-and-numbered-targets",
    "rank-scales",
    "backlinks-endpoints",
    "keyword-data",
    "labs-endpoints",
    "serp-google-organic-live-advanced",
    "serp-item-types",
    "guesses-still-to-verify",
    "the-fake-server",
  ]],
  ["architecture", ["measured-choices"]],
  ["contract", ["keys", "live-fetches-and-the-ssrf-guard", "providers"]],
];

Deno.test("[docs] the pages the provider and stack comments cite have their headings", async () => {
  const missing: string[] = [];
  for (const [page, wanted] of PINNED) {
    const anchors = await pageAnchors(`${page}.md`);
    for (const anchor of wanted) {
      if (!anchors?.has(anchor)) missing.push(`docs/${page}.md#${anchor}`);
    }
  }
  assert.deepEqual(missing, []);
  const cited = new Set<string>();
  for (const { text } of await readSources()) {
    for (const [, page, anchor] of text.matchAll(CITATION)) cited.add(`${page}#${anchor}`);
  }
  const uncited = PINNED[0][1].filter((a) => !cited.has(`providers.md#${a}`));
  assert.deepEqual(uncited, [], "every pinned heading of docs/providers.md is cited by a source");
});

Deno.test("[docs] every docs/<page>.md#<anchor> a source cites is a heading of that page", async () => {
  const broken: string[] = [];
  let cited = 0;
  for (const { path, text } of await readSources()) {
    for (const [i, line] of text.split("\n").entries()) {
      for (const [, page, anchor] of line.matchAll(CITATION)) {
        cited++;
        const anchors = await pageAnchors(page);
        if (anchors === null) broken.push(`${path}:${i + 1} docs/${page} does not exist`);
        else if (!anchors.has(anchor)) {
          broken.push(`${path}:${i + 1} docs/${page} has no heading #${anchor}`);
        }
      }
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(cited >= 10, `the sources cite ${cited} sections of docs/; is CITATION still right?`);
});

Deno.test("[docs] the links between the pages of docs/ land on headings", async () => {
  const broken: string[] = [];
  for await (const entry of Deno.readDir(new URL("docs/", root))) {
    if (!entry.name.endsWith(".md")) continue;
    const text = await Deno.readTextFile(new URL(`docs/${entry.name}`, root));
    for (const [, target, anchor] of text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
      const page = target ? target.replace(/^\.\//, "") : entry.name;
      const anchors = await pageAnchors(page);
      if (anchors === null) broken.push(`docs/${entry.name}: docs/${page} does not exist`);
      else if (!anchors.has(anchor)) {
        broken.push(`docs/${entry.name}: docs/${page} has no heading #${anchor}`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("[docs] headings slug as GitHub slugs them", () => {
  assert.equal(
    slug("Keys, workspaces, credits, budgets and rate limits"),
    "keys-workspaces-credits-budgets-and-rate-limits",
  );
  assert.equal(slug("`agent_workflow`"), "agent_workflow");
  assert.equal(slug("Live fetches and the SSRF guard"), "live-fetches-and-the-ssrf-guard");
  assert.equal(slug("Sync and async: `?sync=true`"), "sync-and-async-synctrue");
  const anchors = anchorsOf("# A\n\n```md\n## Not a heading\n```\n\n## B\n## B\n");
  assert.deepEqual([...anchors], ["a", "b", "b-1"]);
});
