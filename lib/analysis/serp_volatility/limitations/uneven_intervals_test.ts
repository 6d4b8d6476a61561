import assert from "node:assert/strict";
import type { SnapshotPair } from "../result.ts";
import { facts } from "./testing.ts";
import { unevenIntervals } from "./uneven_intervals.ts";

function gaps(...days: number[]) {
  return facts(undefined, { pairs: days.map((d) => ({ days_between: d }) as SnapshotPair) });
}

Deno.test("[serp_volatility limitations] intervals over 3x apart are flagged", () => {
  assert.equal(unevenIntervals.decide(gaps(1, 3)), null);
  assert.deepEqual(unevenIntervals.decide(gaps(1, 4)), [
    "Intervals between snapshots range from 1 to 4 days; longer intervals naturally show more change.",
  ]);
});
