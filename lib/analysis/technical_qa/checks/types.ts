/** What a technical QA check reads and returns. */
import type { Level } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";

/** What a check found: how many, examples, and what to do. */
export interface Found {
  /** One line: what is wrong. */
  title: string;
  count: number;
  /** Up to 10 offending elements or values. */
  examples: string[];
  /** Why it matters for crawling, indexing or the snippet. */
  why: string;
  /** What to change. */
  fix: string;
  /** A lower severity than the check's own for a milder case (e.g. a long title vs no title). */
  severity?: Level;
}

/** One check of the technical QA. */
export interface Check {
  id: string;
  /** The severity of what the check finds (its worst case when `Found.severity` lowers it). */
  severity: Level;
  /** What the check looks for, for `method`. */
  method: string;
  /** Why the check cannot run on this input (missing data), or null. */
  needs?: (f: Facts) => string | null;
  assess: (f: Facts) => Found | null;
}

/** The first ten distinct values, as examples. */
export function examples(list: readonly string[]): string[] {
  return [...new Set(list)].slice(0, 10);
}

/** "1 link" / "3 links". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Skips a check that needs the markup only HTML has (markdown input). */
export function htmlOnly(what: string): (f: Facts) => string | null {
  return (f) => f.form === "markdown" ? `needs HTML: markdown has no ${what}` : null;
}

/** Skips a check that needs the fetched page (url input). */
export function fetchedOnly(what: string): (f: Facts) => string | null {
  return (f) => f.form === "url" ? null : `needs url: only a fetched page has ${what}`;
}
