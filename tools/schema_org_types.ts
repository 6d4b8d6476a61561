/**
 * Writes `lib/analysis/understanding/rich_results/schema_org_types.json`: every schema.org type
 * with its direct supertypes, read from the type declarations of npm `schema-dts` (generated
 * from the schema.org vocabulary). Run after bumping `schema-dts`:
 * `npx -y deno@2.9.6 run -A tools/schema_org_types.ts`.
 */
import { fileURLToPath } from "node:url";

const declarations = fileURLToPath(import.meta.resolve("schema-dts")).replace(/\.js$/, ".d.ts");
const text = await Deno.readTextFile(declarations);
const parents: Record<string, string[]> = {};
// `export type Event = EventLeaf | BusinessEvent | ... | string;`: a type and its subtypes.
for (const m of text.matchAll(/^export type (\w+) = (\w+)Leaf\b([^;]*);/gm)) {
  const [, type, leaf, rest] = m;
  if (type !== leaf) continue;
  parents[type] ??= [];
  for (const sub of rest.split("|").map((s) => s.trim()).filter((s) => /^[A-Z]\w*$/.test(s))) {
    (parents[sub] ??= []).push(type);
  }
}
const sorted = Object.fromEntries(
  Object.keys(parents).sort().map((k) => [k, [...new Set(parents[k])].sort()]),
);
const out = new URL(
  "../lib/analysis/understanding/rich_results/schema_org_types.json",
  import.meta.url,
);
await Deno.writeTextFile(out, JSON.stringify(sorted) + "\n");
console.log(`${Object.keys(sorted).length} schema.org types written to ${out.pathname}`);
