import { operations } from "../lib/operations/mod.ts";
import { opContext } from "../tests/agent_checks.ts";
const op = operations.find((o) => o.path === "/content/competitor-gap-matrix")!;
console.log(JSON.stringify(op.example).slice(0, 400));
for (const variant of [{ title: "constructor" }, { page_type: "constructor" }, { title: "Constructor toString guide" }]) {
  const body = structuredClone(op.example) as any;
  Object.assign(body.competitors[0].pages[0], variant);
  try {
    const r = await op.run!(op.input.parse(body), opContext(new Date()));
    const c = op.output!.omit({ meta: true }).safeParse(r);
    console.log(JSON.stringify(variant), c.success ? "ok" : JSON.stringify(c.error.issues.slice(0, 1)));
  } catch (e) { console.log(JSON.stringify(variant), "THROWS", String(e)); }
}
