import assert from "node:assert/strict";
import { fewSnapshots } from "./few_snapshots.ts";
import { facts, snap } from "./testing.ts";

Deno.test("[serp_volatility limitations] few snapshots point to the stored SERP history", () => {
  const [note] = fewSnapshots.decide(
    facts(undefined, { keyword: "crm software", location: "us" }),
  )!;
  assert.match(note, /^Only 2 snapshots \(1 comparison\)/);
  assert.ok(
    note.includes(
      "GET /api/v1/serp/history?keyword=crm+software&location=United+States&device=desktop",
    ),
    note,
  );
  const six = ["01", "02", "03", "04", "05", "06"].map((d) => snap(`2025-03-${d}`));
  assert.equal(fewSnapshots.decide(facts(six, { keyword: "crm" })), null);
});
