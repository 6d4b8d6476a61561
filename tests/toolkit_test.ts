/**
 * The toolkit (`lib/toolkit/`): every helper declared once. No other source file under lib/,
 * routes/ or jobs/ defines a top-level function (or const arrow function) named like a toolkit
 * export, the toolkit imports nothing of the project, and the helpers' edge cases hold.
 */
import assert from "node:assert/strict";
import ts from "typescript";
import {
  clamp,
  mean,
  median,
  percent,
  quantile,
  round,
  roundSigned,
} from "../lib/toolkit/numbers.ts";
import { collapse, escapeHtml, escapeRegExp } from "../lib/toolkit/text.ts";
import { containment, distinct, jaccard } from "../lib/toolkit/tokens.ts";
import { absoluteUrl, hostOf, urlHost } from "../lib/toolkit/urls.ts";
import { INTENTS, lookup } from "../lib/toolkit/values.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const TOOLKIT = "lib/toolkit/";

async function* sourcesUnder(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(ROOT + dir)) {
    const rel = dir + e.name;
    if (e.isDirectory) yield* sourcesUnder(rel + "/");
    else if (/\.tsx?$/.test(e.name) && !/_test\.tsx?$/.test(e.name)) yield rel;
  }
}

async function parse(path: string): Promise<ts.SourceFile> {
  return ts.createSourceFile(path, await Deno.readTextFile(ROOT + path), ts.ScriptTarget.Latest);
}

const exported = (st: ts.Statement) =>
  (ts.getModifiers(st as ts.HasModifiers) ?? []).some((m) =>
    m.kind === ts.SyntaxKind.ExportKeyword
  );

/** Names of the values a toolkit file exports (functions and consts). */
function exportsOf(tree: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const st of tree.statements) {
    if (!exported(st)) continue;
    if (ts.isFunctionDeclaration(st) && st.name) names.push(st.name.text);
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) names.push(d.name.text);
      }
    }
  }
  return names;
}

/** Top-level functions a file defines (declarations and `const f = (...) =>`), as house.ts. */
function helpersOf(tree: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const st of tree.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) names.push(st.name.text);
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (
          ts.isIdentifier(d.name) && init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ) names.push(d.name.text);
      }
    }
  }
  return names;
}

Deno.test("[toolkit] no source file outside the toolkit defines a helper named like a toolkit export", async () => {
  const owner = new Map<string, string>();
  const others: string[] = [];
  for (const dir of ["lib/", "routes/", "jobs/"]) {
    for await (const path of sourcesUnder(dir)) {
      if (path.startsWith(TOOLKIT)) {
        for (const name of exportsOf(await parse(path))) owner.set(name, path);
      } else others.push(path);
    }
  }
  assert.ok(owner.has("round") && owner.has("hostOf") && owner.has("plural"), "toolkit read");
  const copies: string[] = [];
  for (const path of others) {
    for (const name of helpersOf(await parse(path))) {
      if (owner.has(name)) copies.push(`${path} defines ${name} (${owner.get(name)})`);
    }
  }
  assert.deepEqual(copies, []);
});

Deno.test("[toolkit] the toolkit imports nothing of the project but itself", async () => {
  const outside: string[] = [];
  for await (const path of sourcesUnder(TOOLKIT)) {
    const tree = await parse(path);
    for (const st of tree.statements) {
      if (!ts.isImportDeclaration(st) && !ts.isExportDeclaration(st)) continue;
      const spec = st.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith(".")) continue;
      const target = new URL(spec.text, `file://${ROOT}${path}`).pathname.slice(ROOT.length);
      if (!target.startsWith(TOOLKIT)) outside.push(`${path} -> ${target}`);
    }
  }
  assert.deepEqual(outside, []);
});

Deno.test("[toolkit] round never gives -0; roundSigned keeps it", () => {
  assert.ok(Object.is(round(-0.0001), 0));
  assert.ok(Object.is(round(-0.4, 0), 0));
  assert.ok(Object.is(roundSigned(-0.0001, 2), -0));
  assert.equal(round(1.005, 2), 1);
  assert.equal(round(2.675, 1), 2.7);
  assert.equal(round(1234.5678), 1234.57);
  assert.equal(roundSigned(0.12345, 3), 0.123);
});

Deno.test("[toolkit] median of odd, even and no values; quantile, mean, clamp, percent", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), 0);
  assert.equal(median([7]), 7);
  const values = [5, 1, 4];
  median(values);
  assert.deepEqual(values, [5, 1, 4], "the input is not sorted in place");
  assert.equal(quantile([1, 2, 3, 4], 0.5), 2.5);
  assert.equal(quantile([1, 2, 3, 4], 0.75), 3.25);
  assert.equal(quantile([], 0.5), 0);
  assert.equal(mean([1, 2, 6]), 3);
  assert.ok(Number.isNaN(mean([])));
  assert.equal(clamp(5, 0, 1), 1);
  assert.equal(clamp(-1, 0, 1), 0);
  assert.equal(clamp(0.5, 0, 1), 0.5);
  assert.equal(percent(0.249), "25%");
  assert.equal(percent(0.3051, 1), "30.5%");
  assert.equal(percent(-0.001), "0%");
});

Deno.test("[toolkit] hostOf: ports, www, IDN, uppercase and what is not a URL", () => {
  assert.equal(hostOf("https://example.com:8080/a"), "example.com");
  assert.equal(hostOf("https://www.example.com/"), "example.com");
  assert.equal(hostOf("https://www.example.com/", { keepWww: true }), "www.example.com");
  assert.equal(hostOf("HTTPS://WWW.Example.COM/Path"), "example.com");
  assert.equal(hostOf("https://münchen.de/"), "xn--mnchen-3ya.de");
  assert.equal(hostOf("https://www2.example.com"), "www2.example.com");
  assert.equal(hostOf("http://sub.www.example.com"), "sub.www.example.com");
  assert.equal(hostOf("example.com"), null);
  assert.equal(hostOf("/relative/path"), null);
  assert.equal(hostOf(""), null);
  assert.equal(urlHost("https://WWW.Example.com:443/x"), "example.com");
  assert.equal(urlHost("not a url"), "");
});

Deno.test("[toolkit] absoluteUrl joins site paths and refuses what cannot be fetched", () => {
  assert.equal(absoluteUrl("/pricing", "https://a.com"), "https://a.com/pricing");
  assert.equal(absoluteUrl("a.com/x", null), "https://a.com/x");
  assert.equal(absoluteUrl("mailto:x@a.com", null), null);
  assert.equal(absoluteUrl("/pricing", null), null);
  assert.equal(absoluteUrl("localhost", null), null);
});

Deno.test("[toolkit] text: collapse, escapes", () => {
  assert.equal(collapse("  a \n\t b  "), "a b");
  assert.equal(escapeHtml(`<a href="x">&</a>`), "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  assert.ok(new RegExp(`^${escapeRegExp("a.b*(c)")}$`).test("a.b*(c)"));
  assert.ok(!new RegExp(`^${escapeRegExp("a.b")}$`).test("axb"));
});

Deno.test("[toolkit] overlap measures and distinct", () => {
  assert.equal(jaccard(new Set(["a", "b"]), new Set(["b", "c"])), 1 / 3);
  assert.equal(jaccard(new Set(), new Set()), 1);
  assert.equal(containment(new Set(["a", "b"]), new Set(["b"])), 0.5);
  assert.equal(containment(new Set(), new Set(["b"])), 0);
  assert.deepEqual(distinct(["b", "a", "b", "c", "a"]), ["b", "a", "c"]);
});

Deno.test("[toolkit] values: intents in their declared order; lookup finds own entries only", () => {
  assert.deepEqual([...INTENTS], ["informational", "commercial", "transactional", "navigational"]);
  assert.equal(lookup({ a: 1 }, "a"), 1);
  assert.equal(lookup({ a: 1 }, "constructor"), undefined);
});
