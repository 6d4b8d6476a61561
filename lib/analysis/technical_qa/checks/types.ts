/** What a technical QA check reads and returns. */
import type { Check as SharedCheck } from "../../../agent/checks.ts";
import type { Facts } from "../facts.ts";

export type { Found } from "../../../agent/checks.ts";
export { examples } from "../../../agent/checks.ts";

/** One check of the technical QA. */
export type Check = SharedCheck<Facts>;

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
