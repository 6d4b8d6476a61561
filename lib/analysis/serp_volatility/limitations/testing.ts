/** Minimal workflow facts for the limitation tests, from snapshots prepared as the analysis does. */
import type { WorkflowFacts } from "../facts.ts";
import type { SerpSnapshotInput } from "../input.ts";
import { prepareSnapshots } from "../snapshots.ts";

/** A snapshot of `n` URLs on site.com, ranked from position 1. */
export function snap(checked_at: string, n = 10): SerpSnapshotInput {
  const results = Array.from({ length: n }, (_, i) => ({
    position: i + 1,
    url: `https://site.com/u${i + 1}`,
  }));
  return { checked_at, results } as SerpSnapshotInput;
}

export function facts(
  snapshots: SerpSnapshotInput[] = [snap("2025-03-10"), snap("2025-03-17")],
  over: Partial<WorkflowFacts> = {},
): WorkflowFacts {
  return {
    location: "United States",
    device: "desktop",
    snapshots: prepareSnapshots(snapshots),
    pairs: [],
    domainMovement: [],
    now: new Date("2025-03-18T00:00:00Z"),
    ...over,
  } as unknown as WorkflowFacts;
}
