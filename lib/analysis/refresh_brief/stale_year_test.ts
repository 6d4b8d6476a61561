import assert from "node:assert/strict";
import { namesPastYear, staleYear } from "./stale_year.ts";

const now = new Date("2026-11-28T12:00:00Z");

Deno.test("[refresh brief] a past year in a title is stale in any language; the current year and model numbers are not", () => {
  assert.equal(staleYear("Best 3D Printers for Beginners in 2024 (Tested)", now), 2024);
  assert.equal(staleYear("Die besten Akku-Rasenmäher 2023 im Test", now), 2023);
  assert.equal(staleYear("Meilleurs aspirateurs robots : comparatif 2025", now), 2025);
  assert.equal(staleYear("Best air fryers of 2026", now), null);
  assert.equal(staleYear("Voxelcraft V3 vs Printforge Mini 2", now), null);
  assert.equal(
    staleYear("Ford Mustang 1965 restoration guide", now),
    null,
    "a history year is not a promise",
  );
  assert.ok(namesPastYear("The Best 3D Printers for Beginners in 2024 | PrintLab", now));
  assert.ok(!namesPastYear("Best 3D Printers for Beginners | PrintLab", now));
});
