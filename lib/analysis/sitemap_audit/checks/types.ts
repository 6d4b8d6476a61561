/** What a sitemap check reads and returns. */
import type { Check as SharedCheck } from "../../../agent/checks.ts";
import type { Facts } from "../facts.ts";
import { plural } from "../../../toolkit/prose.ts";

export type { Found } from "../../../agent/checks.ts";
export { examples } from "../../../agent/checks.ts";

/** One check of the audit. */
export type Check = SharedCheck<Facts>;

export { agree, plural } from "../../../toolkit/prose.ts";

/** "1 URL" / "3 URLs". */
export function urls(n: number): string {
  return plural(n, "URL");
}

/** "1 sitemap file" / "3 sitemap files". */
export function sitemapFiles(n: number): string {
  return plural(n, "sitemap file");
}
