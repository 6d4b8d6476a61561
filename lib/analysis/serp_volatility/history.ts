/**
 * The call that reads the SERPs this service already fetched for the keyword: a GET, so it is
 * offered as its own typed field (`history_call`) and in a limitation, never as a `next_calls`
 * entry (those are POST bodies of operations).
 */
import { findLocation } from "../../geo/geo.ts";

/** The method and path of the SERP history route, relative to `/api/v1` like `next_calls`. */
export const HISTORY_ENDPOINT = "/serp/history";

/** `GET /api/v1/serp/history` for one keyword, location and device. */
export interface HistoryCall {
  method: "GET";
  endpoint: typeof HISTORY_ENDPOINT;
  query: { keyword: string; location: string; device: "desktop" | "mobile" };
  url: string;
  reason: string;
}

/** The history call of the request's keyword, canonical location and device. */
export function historyCallOf(
  keyword: string,
  location: string,
  device: "desktop" | "mobile",
): HistoryCall {
  const query = { keyword, location: findLocation(location)?.name ?? location, device };
  return {
    method: "GET",
    endpoint: HISTORY_ENDPOINT,
    query,
    url: `/api/v1${HISTORY_ENDPOINT}?${new URLSearchParams(query)}`,
    reason:
      "Returns the SERPs this service fetched for the keyword (up to 60, oldest first) as `snapshots` ready to send here; free",
  };
}
