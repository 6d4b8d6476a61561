/** What a sitemap check reads and returns. */
import type { Level } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";

/** What a check found: how many, examples, and what to do. */
export interface Found {
  /** One line: what is wrong. */
  title: string;
  count: number;
  /** Up to 10 offending URLs or values. */
  examples: string[];
  /** Why it matters for crawling and indexing. */
  why: string;
  /** What to change. */
  fix: string;
}

/** One check of the audit. */
export interface Check {
  id: string;
  severity: Level;
  /** What the check looks for, for `method`. */
  method: string;
  /** Why the check cannot run on this request (missing data), or null. */
  needs?: (f: Facts) => string | null;
  assess: (f: Facts) => Found | null;
}

/** The first ten, as examples. */
export function examples(list: readonly string[]): string[] {
  return [...new Set(list)].slice(0, 10);
}

/** "1 URL" / "3 URLs". */
export function urls(n: number): string {
  return `${n} URL${n === 1 ? "" : "s"}`;
}
