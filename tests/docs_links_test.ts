/**
 * The code's pointers into the documentation: a comment that explains a rule by citing a section
 * must cite one a maintainer can open. Sources name `docs/<page>.md#<anchor>` (the anchor is a
 * heading of that page, as GitHub slugs it); never a document kept outside the repository (the
 * contract's old section numbers, an architecture page other than `docs/architecture.md`).
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** The folders (and files) whose sources are checked. */
const SOURCES = ["lib/", "routes/", "jobs/", "tools/", "tests/", "bench/", "main.ts"];

/** The section sign, spelled so that this file does not cite what it forbids. */
const SECTION = "\u00a7";

/** What no source may cite: the external contract's sections, and an architecture page elsewhere. */
const FORBIDDEN: [RegExp, string][] = [
  [new RegExp(`decisions\\s*${SECTION}`), "cites the external contract (decisions ...)"],
  [/(?<!docs\/)\barchitecture\.md/, "cites an architecture page other than docs/architecture.md"],
];

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

Deno.test("[docs] no source cites the external contract's sections or an architecture page outside docs/", async () => {
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
