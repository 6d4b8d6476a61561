/**
 * The reliability scorecard's tally: reliability tests record what they tried and what they saw
 * (`count("requests_tried", 500)`, `worst("auth_401_timing_gap_ms", 0.4)`). When
 * `RELIABILITY_SCORECARD` names a file (as `deno task reliability` does), each record is appended
 * to it as one JSON line; otherwise recording does nothing. `tools/reliability.ts` sums the counts,
 * keeps the worst values and writes `docs/reliability.md`.
 */

/** One scorecard line: a count to add up, or a value of which the largest is kept. */
export interface ScoreRecord {
  metric: string;
  kind: "count" | "worst";
  value: number;
  /** The test file that recorded it. */
  source: string;
}

const file = (() => {
  try {
    return Deno.env.get("RELIABILITY_SCORECARD") ?? null;
  } catch {
    return null; // no env permission: not recording
  }
})();

async function append(record: ScoreRecord): Promise<void> {
  if (!file) return;
  await Deno.writeTextFile(file, JSON.stringify(record) + "\n", { append: true });
}

function caller(): string {
  const stack = new Error().stack?.split("\n") ?? [];
  const frame = stack.find((l) => /_test\.ts/.test(l)) ?? "";
  return /\/(tests\/[^:]+_test\.ts)/.exec(frame)?.[1] ?? "unknown";
}

/** Adds `n` to a counted metric (requests tried, 5xx seen, jobs recovered, ...). */
export async function count(metric: string, n: number): Promise<void> {
  await append({ metric, kind: "count", value: n, source: caller() });
}

/** Records a measured value of which the scorecard keeps the largest (a timing gap, say). */
export async function worst(metric: string, value: number): Promise<void> {
  await append({ metric, kind: "worst", value, source: caller() });
}
