/**
 * `deno run -A tools/house.ts [--json]`: facts about the code base's layout that any reader can
 * re-measure (Part 23): import circles between folders, imports that run up the layers, functions
 * over 100 lines, helpers defined in more than one file, and store calls outside `lib/store`.
 * Production code only (no tests, benches or tools).
 */
import ts from "typescript";

const ROOT = new URL("../", import.meta.url).pathname;
const DIRS = ["lib/", "routes/", "jobs/"];
const LONG_FUNCTION_LINES = 100;

/** The layer of a file: a file may import from its own layer and those below it. */
const LAYERS: [RegExp, number, string][] = [
  [/^(main\.ts|routes\/)/, 6, "routes"],
  [/^jobs\//, 5, "jobs"],
  [/^lib\/operations\//, 3, "operations"],
  [/^lib\/analysis\//, 2, "analysis"],
  // The agent protocol (workflow, next calls, confidence, the client result) is the shape every
  // analysis answers in: it builds on geo, providers' usage and the toolkit only
  // (tests/layers_test.ts), so analyses import it from below.
  [/^lib\/agent\//, 1, "agent protocol"],
  // The toolkit imports nothing of the project (tests/toolkit_test.ts), so pages, providers and
  // stores read it too.
  [/^lib\/toolkit\//, 0, "toolkit"],
  [/^lib\/(store|web|providers|geo|schemas)\//, 0, "store/web/providers"],
  [/^lib\/(errors|ids|config|bytes|version|validation|timeouts)\.ts$/, 0, "basics"],
  [/^lib\//, 4, "platform"],
  [/./, 0, "data"],
];

/** A source file's path (relative to the root) and its parsed syntax tree. */
interface Source {
  path: string;
  tree: ts.SourceFile;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(ROOT + dir)) {
    const rel = dir + e.name;
    if (e.isDirectory) yield* walk(rel + "/");
    else if (/\.tsx?$/.test(e.name) && !/_test\.tsx?$/.test(e.name)) yield rel;
  }
}

async function sources(): Promise<Source[]> {
  const out: Source[] = [];
  const paths = ["main.ts"];
  for (const dir of DIRS) for await (const p of walk(dir)) paths.push(p);
  for (const path of paths.sort()) {
    const text = await Deno.readTextFile(ROOT + path);
    out.push({ path, tree: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true) });
  }
  return out;
}

/** The repository files a source imports (static, type-only, re-exports, dynamic). */
function importsOf(src: Source): string[] {
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) specs.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] && ts.isStringLiteral(node.arguments[0])
    ) specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(src.tree);
  return specs.filter((s) => s.startsWith(".")).map((s) =>
    new URL(s, "file:///" + src.path).pathname.slice(1)
  );
}

function layerOf(path: string): [number, string] {
  const hit = LAYERS.find(([re]) => re.test(path))!;
  return [hit[1], hit[2]];
}

const folderOf = (path: string) => path.replace(/[^/]*$/, "");

/** Strongly connected groups of files (Tarjan), those with more than one file. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return out;
}

/** Functions (declarations, methods, arrows, expressions) longer than the limit. */
function longFunctions(src: Source): { name: string; lines: number }[] {
  const out: { name: string; lines: number }[] = [];
  const lineOf = (pos: number) => src.tree.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > LONG_FUNCTION_LINES) out.push({ name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(src.tree);
  return out;
}

function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return "(anonymous)";
}

/** Top-level function names a file defines (declarations and `const f = (...) =>`). */
function helperNames(src: Source): string[] {
  const names: string[] = [];
  for (const st of src.tree.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) names.push(st.name.text);
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (
          ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) ||
            ts.isFunctionExpression(init))
        ) names.push(d.name.text);
      }
    }
  }
  return names;
}

/** Calls of the store port's methods outside lib/store (`kv.get(`, `services.kv.atomic(`). */
const STORE_CALL = /\b(?:kv|store)\s*\.\s*(?:get|getMany|list|set|delete|atomic|watch)\s*[<(]/g;

/** Every fact, measured now. */
export async function measure() {
  const all = await sources();
  const graph = new Map(all.map((s) => [s.path, importsOf(s)]));
  const crossFolder = circles(graph).filter((g) => new Set(g.map(folderOf)).size > 1);
  const upward: string[] = [];
  for (const [from, targets] of graph) {
    const [rank, layer] = layerOf(from);
    for (const to of targets) {
      const [toRank, toLayer] = layerOf(to);
      if (toRank > rank) upward.push(`${from} (${layer}) -> ${to} (${toLayer})`);
    }
  }
  const long = all.flatMap((s) => longFunctions(s).map((f) => `${s.path} ${f.name} ${f.lines}`));
  const definers = new Map<string, string[]>();
  for (const s of all) {
    for (const name of new Set(helperNames(s))) {
      definers.set(name, [...definers.get(name) ?? [], s.path]);
    }
  }
  const duplicates = [...definers].filter(([, files]) => files.length > 1)
    .map(([name, files]) => `${name}: ${files.length} (${files.join(", ")})`).sort();
  const storeCalls = all.filter((s) => !s.path.startsWith("lib/store/")).flatMap((s) =>
    [...s.tree.text.matchAll(STORE_CALL)].length
      ? [`${s.path} ${[...s.tree.text.matchAll(STORE_CALL)].length}`]
      : []
  );
  const storeCallCount = storeCalls.reduce((n, line) => n + Number(line.split(" ").pop()), 0);
  return {
    files: all.length,
    lines: all.reduce((n, s) => n + s.tree.text.split("\n").length, 0),
    cross_folder_circles: crossFolder,
    upward_imports: upward,
    long_functions: long,
    duplicate_helpers: duplicates,
    store_calls_outside_store: { count: storeCallCount, files: storeCalls },
  };
}

if (import.meta.main) {
  const facts = await measure();
  if (Deno.args.includes("--json")) console.log(JSON.stringify(facts, null, 2));
  else {
    console.log(`files ${facts.files}, lines ${facts.lines}`);
    console.log(`import circles across folders: ${facts.cross_folder_circles.length}`);
    console.log(`upward imports: ${facts.upward_imports.length}`);
    console.log(`functions over ${LONG_FUNCTION_LINES} lines: ${facts.long_functions.length}`);
    console.log(`helper names defined in more than one file: ${facts.duplicate_helpers.length}`);
    console.log(`store calls outside lib/store: ${facts.store_calls_outside_store.count}`);
  }
}
