/** The demand reading in words: the season and its calendar, or the window against before. */
import { type DemandReading, monthLabel, monthName, type MonthRun } from "./demand.ts";
import type { WindowDemand } from "./demand_window.ts";
import { formatNumber } from "../../toolkit/prose.ts";

/** "August to October" for a run of calendar months. */
export function runText(run: MonthRun): string {
  return run.from_month === run.to_month
    ? monthName(run.from_month)
    : `${monthName(run.from_month)} to ${monthName(run.to_month)}`;
}

/** "September to October 2026", "November 2025 to January 2026" or "September 2026". */
export function periodText(from: string, to: string): string {
  if (from === to) return monthLabel(from);
  const [a, b] = [monthLabel(from), monthLabel(to)];
  return from.slice(0, 4) === to.slice(0, 4) ? `${a.split(" ")[0]} to ${b}` : `${a} to ${b}`;
}

/** "1,000" */
export function volumeText(n: number): string {
  return formatNumber(n, { digits: 3 });
}

/** The window against the months before it. */
function windowText(w: WindowDemand): string {
  const lead = w.direction === "falling"
    ? "Demand fell over the window"
    : `Demand did not fall over the window (${w.direction})`;
  return `${lead}: ${periodText(w.from_month, w.to_month)} averaged ${
    volumeText(w.average)
  } searches a month against ${volumeText(w.before_average)} in ${
    periodText(w.before_from_month, w.before_to_month)
  } (${w.change_pct >= 0 ? "+" : ""}${w.change_pct}%).`;
}

/** The season: peak, season months, low months, this month, when it returns. */
function seasonText(d: DemandReading): string {
  const peak = d.peak!;
  let head = `Demand is seasonal: searches peak in ${monthLabel(peak.month)} (${
    volumeText(peak.search_volume)
  })`;
  if (d.season) head += ` and run above the average month from ${runText(d.season)}`;
  if (d.low_months) {
    const l = d.low_months;
    head += `; from ${runText(l)} they fall to ${volumeText(l.min_volume)}-${
      volumeText(l.max_volume)
    } a month`;
  }
  const parts = [head];
  if (d.this_month && d.this_month.month !== peak.month) {
    const pct = d.this_month_vs_peak_pct;
    parts.push(
      `${monthLabel(d.this_month.month)}: ${volumeText(d.this_month.search_volume)}${
        pct === null ? "" : ` (${pct}% against the peak)`
      }`,
    );
  }
  if (d.season_returns) parts.push(`the season returns in ${monthLabel(d.season_returns)}`);
  return `${parts.join("; ")}.`;
}

/** One or two sentences on the demand, for the verdict, the summary and the actions. */
export function demandText(d: DemandReading): string {
  if (d.direction === "unknown") {
    return `Demand unknown: only ${d.months} month${d.months === 1 ? "" : "s"} of search volumes.`;
  }
  if (d.direction === "seasonal") return seasonText(d);
  if (d.window) return windowText(d.window);
  const change = d.change_pct === null
    ? ""
    : ` (newest 3 months ${d.change_pct >= 0 ? "+" : ""}${d.change_pct}% against the oldest 3)`;
  return `Demand is ${d.direction === "flat" ? "stable" : d.direction}${change}.`;
}
