/** Small number and text helpers. */
export function fmtPos(p: number | null): string {
  return p === null ? "absent" : `#${p}`;
}

export function meanOrNull(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export { round } from "../../toolkit/numbers.ts";

/** Code-unit order: deterministic whatever the server's locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
