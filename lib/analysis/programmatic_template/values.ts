/** Record values, pattern variables, slugs and small number/text helpers. */
import { normalizeText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { tokens } from "../../toolkit/tokens.ts";
import type { RecordValue } from "./input.ts";
import { SHARE_DIGITS, SLUG } from "./thresholds.ts";

/** Values that mean "no data". */
const PLACEHOLDERS = new Set([
  "n/a",
  "na",
  "n.a.",
  "null",
  "none",
  "nil",
  "undefined",
  "-",
  "--",
  "tbd",
  "tba",
  "unknown",
  "?",
  "todo",
  "xxx",
  "lorem ipsum",
]);

/** Place-name abbreviations folded before comparing variable values ("St. Louis" = "Saint Louis"). */
export const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  ft: "fort",
  mt: "mount",
  pt: "port",
};

/** A bracketed variable in a pattern: `[city]` or `{city}`. */
export const VARIABLE =
  /\[\s*([\p{L}_][\p{L}\p{N}_ -]*?)\s*\]|\{\s*([\p{L}_][\p{L}\p{N}_ -]*?)\s*\}/gu;

/** The same, for a single test (no shared `lastIndex`). */
export const HAS_VARIABLE = new RegExp(VARIABLE.source, "u");

/** Field names repeat in every record: their keys are memoised (bounded). */
const FIELD_KEYS = new Map<string, string>();

/** A field or variable name in comparable form: `Avg Response-Minutes` -> `avg_response_minutes`. */
export function fieldKey(name: string): string {
  let key = FIELD_KEYS.get(name);
  if (key === undefined) {
    if (FIELD_KEYS.size >= 10_000) FIELD_KEYS.clear();
    key = normalizeText(name).replace(/ /g, "_");
    FIELD_KEYS.set(name, key);
  }
  return key;
}

/** True when a record value holds data (not null, blank or a placeholder such as "n/a"). */
export function isFilled(value: RecordValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return true;
  const text = value.trim().toLowerCase();
  return text !== "" && !PLACEHOLDERS.has(text);
}

/**
 * A URL slug of a value: Unicode NFKD with marks removed, lowercase, `&` -> `and`,
 * apostrophes dropped, other runs of non letters/digits -> `-`, cut as `SLUG` says.
 * Letters of any script are kept ("Zürich" -> "zurich", "東京" -> "東京").
 */
export function slugify(value: string): string {
  const slug = value.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase()
    .replace(/&/g, " and ").replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG.max_chars) return slug;
  const cut = slug.slice(0, SLUG.max_chars);
  const at = cut.lastIndexOf("-");
  return (at > SLUG.min_cut ? cut.slice(0, at) : cut).replace(/-+$/, "");
}

/** The variables of a pattern, in order of first appearance, as field keys. */
export function patternVariables(pattern: string): string[] {
  const out: string[] = [];
  for (const m of pattern.matchAll(VARIABLE)) {
    const key = fieldKey(m[1] ?? m[2] ?? "");
    if (key && !out.includes(key)) out.push(key);
  }
  return out;
}

/** A value as trimmed text (numbers and booleans as written). */
export function valueText(value: RecordValue | undefined): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value.trim() : String(value);
}

/** Renders a pattern for a record; `slug` slugs the values (URL patterns). */
export function render(
  pattern: string,
  values: Map<string, RecordValue>,
  slug: boolean,
): { text: string; ok: boolean } {
  let ok = true;
  const text = pattern.replace(VARIABLE, (_m, a?: string, b?: string) => {
    const key = fieldKey(a ?? b ?? "");
    const v = values.get(key);
    if (!isFilled(v)) {
      ok = false;
      return `[missing:${key}]`;
    }
    const out = slug ? slugify(valueText(v)) : valueText(v).replace(/\s+/g, " ");
    if (!out) {
      ok = false;
      return `[empty:${key}]`;
    }
    return out;
  });
  return { text, ok };
}

/** Words of a text, stopwords included. */
export function wordCount(text: string): number {
  return tokens(text, { keepStopwords: true }).length;
}

export { plural } from "../../toolkit/prose.ts";

/** Small counts in words, as prose writes them. */
const COUNT_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
];

/** A count in words below ten (`2` -> `two`), in digits from ten on. */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** part / whole, rounded as shares are reported (0 for no whole). */
export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : round(part / whole, SHARE_DIGITS);
}
