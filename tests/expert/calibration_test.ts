/**
 * Calibration: decisions made at high confidence must be right more often than those made at low
 * confidence. Every numbered statement of every expert case (the known-failing ones included)
 * is scored against its case's answer and filed under the answer's `agent_workflow.confidence`
 * band; the reliability table is printed, and the test fails when a band is less accurate than
 * a lower one (bands with fewer than `MIN_PER_BAND` statements are printed, not compared).
 */
import assert from "node:assert/strict";
import { collectStatements, resultOf } from "./harness.ts";

/** Confidence bands: low below 0.5, medium below 0.8, high from 0.8. */
const BANDS = [
  { name: "low", below: 0.5 },
  { name: "medium", below: 0.8 },
  { name: "high", below: Infinity },
] as const;
/** Fewest statements a band needs before its accuracy is compared. */
const MIN_PER_BAND = 10;
/** Files with statements only of their own making, not numbered expert statements. */
const NOT_STATEMENTS = new Set(["chrome_walk_test.ts", "calibration_test.ts"]);

const here = new URL("./", import.meta.url);
const statements = collectStatements(true);
for (const entry of [...Deno.readDirSync(here)].sort((a, b) => a.name < b.name ? -1 : 1)) {
  if (!entry.name.endsWith("_test.ts") || NOT_STATEMENTS.has(entry.name)) continue;
  await import(new URL(entry.name, here).href);
}
collectStatements(false);

Deno.test({
  name: "[expert] calibration: statements decided at higher confidence are right at least as often",
  ignore: statements.length === 0,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const rows = BANDS.map((b) => ({ band: b.name, statements: 0, right: 0 }));
    const wrong: string[] = [];
    for (const s of statements) {
      const r = await resultOf(s.c);
      const confidence = (r.agent_workflow as { confidence?: number } | undefined)?.confidence;
      if (typeof confidence !== "number") continue;
      let right = true;
      try {
        await s.check(r, s.c);
      } catch {
        right = false;
        wrong.push(
          `case ${s.c.id} / ${s.n} (${s.c.file.split("#")[1] ?? "default"}, ${confidence})`,
        );
      }
      const row = rows[BANDS.findIndex((b) => confidence < b.below)];
      row.statements++;
      if (right) row.right++;
    }
    console.log("band | statements | right | accuracy");
    for (const r of rows) {
      const accuracy = r.statements ? (r.right / r.statements).toFixed(3) : "-";
      console.log(`${r.band} | ${r.statements} | ${r.right} | ${accuracy}`);
    }
    if (wrong.length > 0) console.log(`not holding: ${wrong.join("; ")}`);
    const compared = rows.filter((r) => r.statements >= MIN_PER_BAND);
    for (let i = 1; i < compared.length; i++) {
      const lower = compared[i - 1], higher = compared[i];
      assert.ok(
        higher.right / higher.statements >= lower.right / lower.statements,
        `${higher.band} confidence is right less often than ${lower.band}`,
      );
    }
  },
});
