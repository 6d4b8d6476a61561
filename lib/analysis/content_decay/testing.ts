/** Synthetic SERP histories for the content decay tests. */
import type { SerpSnapshot } from "../../store/serp_history.ts";
import type { ContentDecayData, ContentDecayRequest } from "./input.ts";
import type { ResolvedMarket } from "../../geo/geo.ts";
import type { MonthlyVolume } from "../../providers/labs_types.ts";

/** The page under test, spelled as the request gives it. */
export const PAGE = "https://example.com/blog/home-espresso-guide";
/** The same page as the SERP lists it (www., trailing slash): matched all the same. */
const LISTED = "https://www.example.com/blog/home-espresso-guide/";
export const KEYWORD = "home espresso guide";
export const NOW = new Date("2026-11-22T12:00:00Z");

export const US: ResolvedMarket = {
  location: "United States",
  location_code: 2840,
  language: "English",
  language_code: "en",
};

/** A SERP of 20 results on `date` with the page at `position` (null: not listed). */
export function snapshot(
  date: string,
  position: number | null,
  competitor = (i: number) => `https://rival${i}.com/espresso`,
): SerpSnapshot {
  const results = [];
  let rival = 1;
  for (let p = 1; p <= 20; p++) {
    const url = p === position ? LISTED : competitor(rival++);
    results.push({ position: p, url });
  }
  return {
    checked_at: `${date}T08:00:00.000Z`,
    keyword: KEYWORD,
    location_code: 2840,
    language_code: "en",
    device: "desktop",
    results,
    serp_features: [],
  };
}

/** `YYYY-MM-DD` `offset` days after 2026-11-01. */
export function day(offset: number): string {
  return new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
}

/** Daily snapshots from 2026-11-01, one position each. */
export function daily(positions: (number | null)[]): SerpSnapshot[] {
  return positions.map((p, i) => snapshot(day(i), p));
}

/**
 * Twelve months of search volumes ending with `newest` (yyyy-mm), given oldest first as a
 * calendar would read them, returned newest first as the provider sends them.
 */
export function volumes(newest: string, oldestFirst: number[]): MonthlyVolume[] {
  const [y, m] = newest.split("-").map(Number);
  const n = oldestFirst.length;
  return oldestFirst.map((search_volume, i) => {
    const back = n - 1 - i;
    const index = y * 12 + (m - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, search_volume };
  }).reverse();
}

/** Demand data from the ranked-keywords row. */
export function demandFrom(monthly: MonthlyVolume[]): ContentDecayData["demand"] {
  return { monthly, source: "ranked_keywords", error: null };
}

/** Weekly snapshots ending on the day before NOW (the oldest first), one position each. */
export function weekly(positions: (number | null)[]): SerpSnapshot[] {
  const last = Date.UTC(2026, 10, 21);
  return positions.map((p, i) => {
    const at = last - (positions.length - 1 - i) * 7 * 86_400_000;
    return snapshot(new Date(at).toISOString().slice(0, 10), p);
  });
}

/** A parsed request with the defaults. */
export function request(over: Partial<ContentDecayRequest> = {}): ContentDecayRequest {
  return { url: PAGE, keyword: KEYWORD, lookback_days: 30, threshold: 3, ...over };
}

/** Analysis data around `history`, with no live SERP and no provider row unless given. */
export function data(history: SerpSnapshot[], over: Partial<ContentDecayData> = {}) {
  const base: ContentDecayData = {
    market: US,
    marketFromKeyword: false,
    device: "desktop",
    history,
    live: null,
    liveDepth: 50,
    ranking: { row: null, error: null },
    demand: { monthly: [], source: null, error: null },
    provider: "dataforseo",
    now: NOW,
  };
  return { ...base, ...over };
}
