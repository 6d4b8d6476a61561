/** Reading a provider `Serp`: shared by `/search` and `/analyze/serp`. */
import type { Serp, SerpItem } from "../../providers/serp_types.ts";

/** An organic result that can be cited: it has a URL. */
export type OrganicItem = SerpItem & { url: string };

/** The organic results of a page, in page order, those without a URL left out (nothing to cite). */
export function organicItems(serp: Serp | null): OrganicItem[] {
  if (!serp) return [];
  return serp.items.filter((i): i is OrganicItem => i.type === "organic" && !!i.url)
    .sort((a, b) => a.rank_absolute - b.rank_absolute);
}

/**
 * When the SERP was fetched, as ISO 8601: the provider's `datetime` when it parses (DataForSEO
 * writes `2026-11-22 10:00:00 +00:00`), else the request's clock.
 */
export function fetchedAt(serp: Serp | null, now: Date): Date {
  if (!serp) return now;
  const iso = serp.datetime.replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d) ?/, "$1T$2")
    .replace(/ ?\+00:00$/, "Z");
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? now : parsed;
}
