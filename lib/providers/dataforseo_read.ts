/**
 * Defensive readers of DataForSEO's JSON, shared by the Backlinks, Labs and SERP parsers: a
 * missing or mistyped value becomes 0, "", null or [], never an exception.
 */

/** One raw DataForSEO object (a result or an item). */
export type Raw = Record<string, unknown>;

export const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
export const numOrNull = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : null;
export const str = (v: unknown): string => (typeof v === "string" ? v : "");
export const strOrNull = (v: unknown): string | null => (typeof v === "string" ? v : null);
export const bool = (v: unknown): boolean => v === true;
export const isRaw = (v: unknown): v is Raw =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v);
export const obj = (v: unknown): Raw => (isRaw(v) ? v : {});
export const objects = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isRaw) : []);
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

/**
 * A list answer from a live call's `result[0]`: its items parsed, and the provider's total
 * (else the count of items).
 */
export function rowsOf<T>(
  answer: { result: Raw[]; cost: number },
  parse: (item: Raw) => T,
): { rows: T[]; total_count: number; cost_usd: number; provider: "dataforseo" } {
  const first = answer.result[0] ?? {};
  const rows = objects(first.items).map(parse);
  const total = typeof first.total_count === "number" ? first.total_count : rows.length;
  return { rows, total_count: total, cost_usd: answer.cost, provider: "dataforseo" };
}
