/** The dependency direction: `jobs/` builds on `lib/`; `routes/` and `lib/` never import `jobs/`. */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** Every `.ts` file under `dir`, tests included. */
async function* sources(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* sources(url);
    else if (entry.name.endsWith(".ts")) yield url;
  }
}

/** The specifiers a module imports, statically or dynamically (and re-exports). */
function importsOf(text: string): string[] {
  const out: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gm,
    /^\s*import\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["'`]([^"'`]+)["'`]/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

Deno.test("[layers] no module under routes/ or lib/ imports from jobs/ (non-test code)", async () => {
  const offenders: string[] = [];
  for (const dir of ["routes/", "lib/"]) {
    for await (const file of sources(new URL(dir, root))) {
      if (file.pathname.endsWith("_test.ts")) continue; // tests may drive the real queue
      for (const spec of importsOf(await Deno.readTextFile(file))) {
        const target = new URL(spec, file);
        if (
          target.protocol === "file:" && target.pathname.startsWith(new URL("jobs/", root).pathname)
        ) {
          offenders.push(`${file.pathname.slice(root.pathname.length)} -> ${spec}`);
        }
      }
    }
  }
  assert.deepEqual(offenders, []);
});

Deno.test("[layers] the import scanner sees static, type-only and dynamic imports", () => {
  const text = `import { a } from "../jobs/a.ts";\nimport type {\n  B,\n} from "../jobs/b.ts";\n` +
    `export { c } from "./c.ts";\nconst d = await import("../jobs/d.ts");`;
  assert.deepEqual(importsOf(text).sort(), [
    "../jobs/a.ts",
    "../jobs/b.ts",
    "../jobs/d.ts",
    "./c.ts",
  ]);
});

/** Deno KV's own API in code (not in comments or strings): what only the store adapters may use. */
const KV_API =
  /\bDeno\.(?:Kv|openKv|AtomicOperation|KvListIterator)\b(?!Key|Entry|U64|Commit|List[SO]|Consistency)/;

/** Code lines of a source: without comment lines and string literals. */
function codeLines(text: string): string[] {
  return text.split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .map((line) => line.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""'));
}

Deno.test("[layers] only lib/store/ touches Deno KV: every other module goes through the store port", async () => {
  const offenders: string[] = [];
  const store = new URL("lib/store/", root).pathname;
  for (const dir of ["routes/", "lib/", "jobs/"]) {
    for await (const file of sources(new URL(dir, root))) {
      if (file.pathname.endsWith("_test.ts") || file.pathname.startsWith(store)) continue;
      const text = await Deno.readTextFile(file);
      if (codeLines(text).some((line) => KV_API.test(line))) {
        offenders.push(file.pathname.slice(root.pathname.length));
      }
    }
  }
  for (const file of ["main.ts"]) {
    if (codeLines(await Deno.readTextFile(new URL(file, root))).some((l) => KV_API.test(l))) {
      offenders.push(file);
    }
  }
  assert.deepEqual(offenders, []);
  // The scanner sees a use in code and ignores one in a comment or a string.
  assert.ok(codeLines("const kv: Deno.Kv = x;").some((l) => KV_API.test(l)));
  assert.ok(!codeLines("// Deno.openKv() here\nconst s = 'Deno.Kv';").some((l) => KV_API.test(l)));
  assert.ok(!codeLines("type K = Deno.KvKey;").some((l) => KV_API.test(l)));
});

Deno.test("[layers] the agent protocol (lib/agent) builds on geo, providers, schemas and the toolkit only: analyses import it from below", async () => {
  const offenders: string[] = [];
  const allowed = ["lib/agent/", "lib/geo/", "lib/providers/", "lib/schemas/", "lib/toolkit/"];
  for await (const file of sources(new URL("lib/agent/", root))) {
    if (file.pathname.endsWith("_test.ts")) continue;
    for (const spec of importsOf(await Deno.readTextFile(file))) {
      const target = new URL(spec, file);
      if (target.protocol !== "file:") continue;
      const rel = target.pathname.slice(root.pathname.length);
      if (!allowed.some((dir) => rel.startsWith(dir))) {
        offenders.push(`${file.pathname.slice(root.pathname.length)} -> ${rel}`);
      }
    }
  }
  assert.deepEqual(offenders, []);
});
