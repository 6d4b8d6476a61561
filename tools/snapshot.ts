/**
 * Writes what one analysis answers for a fixed set of inputs, to check that a refactor moves
 * code without changing a byte: the registry example, every expert case of the endpoint and the
 * fixed-seed property-test inputs (run the analysis's test file with `RANKSCOPE_SNAPSHOT`).
 *
 *   npx -y deno@2.9.6 run -A tools/snapshot.ts /content/cannibalization before.jsonl
 *   RANKSCOPE_SNAPSHOT=before.jsonl npx -y deno@2.9.6 test -A lib/analysis/cannibalization/mod_test.ts
 *   ... refactor, repeat into after.jsonl, then: cmp before.jsonl after.jsonl
 */
import { opContext } from "../tests/agent_checks.ts";
import { hasShared, sharedPath } from "../tests/shared.ts";
import { operations } from "../lib/operations/mod.ts";

const [path, out] = Deno.args;
const op = operations.find((o) => o.path === path);
if (!op?.run || !out) {
  console.error("usage: tools/snapshot.ts <built endpoint path> <out.jsonl>");
  Deno.exit(2);
}

/** The expert-case request bodies of this endpoint, in file order. */
function expertInputs(): { name: string; body: unknown }[] {
  const folder = `eval/expert-cases/${path.slice(1).replaceAll("/", "-")}`;
  if (!hasShared(folder)) return [];
  const names = [...Deno.readDirSync(sharedPath(folder))]
    .map((e) => e.name).filter((n) => n.endsWith(".json")).sort();
  return names.map((name) => ({
    name,
    body: JSON.parse(Deno.readTextFileSync(sharedPath(`${folder}/${name}`))),
  }));
}

const now = new Date("2026-11-22T12:00:00Z");
const lines: string[] = [];
for (const { name, body } of [{ name: "example", body: op.example }, ...expertInputs()]) {
  const parsed = op.input.safeParse(body);
  const result = parsed.success
    ? await op.run(parsed.data, opContext(now))
    : { invalid: parsed.error.issues };
  lines.push(JSON.stringify({ path, input: name, result }));
}
await Deno.writeTextFile(out, lines.join("\n") + "\n");
console.log(`${lines.length} results written to ${out}`);
