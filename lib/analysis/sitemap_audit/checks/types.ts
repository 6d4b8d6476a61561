/** What a sitemap check reads and returns. */
import type { Check as SharedCheck } from "../../../agent/checks.ts";
import type { Facts } from "../facts.ts";

export type { Found } from "../../../agent/checks.ts";
export { examples } from "../../../agent/checks.ts";

/** One check of the audit. */
export type Check = SharedCheck<Facts>;

/** "1 URL" / "3 URLs". */
export function urls(n: number): string {
  return `${n} URL${n === 1 ? "" : "s"}`;
}
