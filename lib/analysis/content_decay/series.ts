/**
 * The rank series: the stored snapshots and today's live SERP merged (one fetch once), the
 * page's position in each (URLs compared as `/serp/volatility` compares them), cut to the window.
 */
import type { SerpSnapshot, SerpSnapshotResult } from "../../store/serp_history.ts";
import { normaliseUrl } from "../serp_volatility/urls.ts";
import { valueOf } from "./rule.ts";

const DAY_MS = 86_400_000;
/** A live fetch stamped a little after the request's clock still belongs to the window. */
const CLOCK_SLACK_MS = DAY_MS;

/** One dated observation of the page's position. */
export interface Observation {
  checked_at: string;
  at: number;
  /** The page's best position in that SERP; null when it is not listed. */
  position: number | null;
  /** The deepest position that SERP lists: an absent page ranks beyond it. */
  depth: number;
  /** Expected click-through rate of `position` (`valueOf`). */
  value: number;
  source: "history" | "live";
  /** The ranked results, for who moved above the page. */
  results: SerpSnapshotResult[];
}

/** The window's observations and how many snapshots fell outside it. */
export interface Series {
  observations: Observation[];
  /** Snapshots older than the window (not compared). */
  older: number;
  from: number;
  to: number;
}

/** The page's best position in `results` (normalised URL match); null when not listed. */
export function positionOf(results: readonly SerpSnapshotResult[], pageKey: string): number | null {
  let best: number | null = null;
  for (const r of results) {
    if (normaliseUrl(r.url).key !== pageKey) continue;
    if (best === null || r.position < best) best = r.position;
  }
  return best;
}

/** The snapshots merged by fetch time (the live one wins a tie: it is the same fetch). */
function merged(history: readonly SerpSnapshot[], live: SerpSnapshot | null) {
  const byTime = new Map<number, { snapshot: SerpSnapshot; source: Observation["source"] }>();
  for (const snapshot of history) {
    const at = Date.parse(snapshot.checked_at);
    if (Number.isFinite(at)) byTime.set(at, { snapshot, source: "history" });
  }
  if (live) byTime.set(Date.parse(live.checked_at), { snapshot: live, source: "live" });
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]);
}

/** The page's observations within `lookbackDays` before `now`, oldest first. */
export function seriesOf(
  url: string,
  snapshots: { history: readonly SerpSnapshot[]; live: SerpSnapshot | null },
  window: { lookbackDays: number; now: Date },
): Series {
  const pageKey = normaliseUrl(url).key;
  const to = window.now.getTime();
  const from = to - window.lookbackDays * DAY_MS;
  const observations: Observation[] = [];
  let older = 0;
  for (const [at, { snapshot, source }] of merged(snapshots.history, snapshots.live)) {
    if (at < from) older++;
    if (at < from || at > to + CLOCK_SLACK_MS) continue;
    const position = positionOf(snapshot.results, pageKey);
    observations.push({
      checked_at: new Date(at).toISOString(),
      at,
      position,
      depth: Math.max(...snapshot.results.map((r) => r.position)),
      value: valueOf(position),
      source,
      results: snapshot.results,
    });
  }
  return { observations, older, from, to };
}

/** The calendar date (UTC) of an epoch time. */
export function dateOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
