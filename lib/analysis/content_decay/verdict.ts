/** The audit's verdict: one sentence on the rank by trend, one on the demand behind the clicks. */
import type { DecayAudit } from "./result.ts";
import { MIN_OBSERVATIONS } from "./rule.ts";
import { positionText } from "./facts.ts";

type Parts = Omit<DecayAudit, "verdict">;

/** "#3-#4" (or "#3") for the baseline's range; "not listed" beyond the depth. */
export function rangeText(a: Parts): string {
  const { best, worst } = a.baseline;
  if (best === null || worst === null) return "no range";
  const depth = a.latest?.depth ?? 100;
  const at = (p: number) => p > depth ? "not listed" : `#${p}`;
  return best === worst ? at(best) : `${at(best)}-${at(worst)}`;
}

/** "its usual range (#3-#4, +/-1 place over 14 checks)". */
function usualText(a: Parts): string {
  const tol = a.baseline.tolerance_positions;
  const band = tol === null ? "" : `, noise band +/-${tol} place${tol === 1 ? "" : "s"}`;
  return `its usual range (${rangeText(a)}${band} over ${a.baseline.observations} checks)`;
}

/** The sentence each trend reads as. */
const VERDICTS: Record<DecayAudit["trend"], (a: Parts) => string> = {
  insufficient_data: (a) =>
    `Not enough history: ${a.observations.in_window} observation${
      a.observations.in_window === 1 ? "" : "s"
    } in the last ${a.lookback_days} days (at least ${MIN_OBSERVATIONS} are needed).`,
  not_ranking: (a) =>
    `The page was not listed for "${a.keyword}" in any of ${a.observations.in_window} observations over the last ${a.lookback_days} days.`,
  lost: (a) =>
    `Decay: the page dropped out of the results between ${a.drop!.last_good_date} (${
      positionText(a.drop!.position_before, 100)
    }) and ${a.drop!.date}, and has not come back in ${a.drop!.observations_since} checks.`,
  declining: (a) =>
    `Decay: between ${a.drop!.last_good_date} (${positionText(a.drop!.position_before, 100)}) and ${
      a.drop!.date
    } the page fell out of ${usualText(a)} and stayed lower for ${
      a.drop!.observations_since
    } checks; now ${latestText(a)}, ${-a.drop!
      .expected_clicks_change_percent}% fewer expected clicks than before the drop (threshold ${a.threshold}%).`,
  unconfirmed_drop: (a) =>
    `Possible drop, not confirmed: the latest check has the page at ${latestText(a)}, outside ${
      usualText(a)
    }; one check is not a trend until the next one confirms it.`,
  recovering: (a) =>
    a.baseline.position === null
      ? `No decay: the page is listed at ${
        latestText(a)
      } after not being listed at the start of the window.`
      : `No decay now: the page is back at ${latestText(a)}, within ${
        usualText(a)
      }, after a drop in the window.`,
  stable: (a) => `No decay: the page holds ${latestText(a)}, within ${usualText(a)}.`,
};

function latestText(a: Parts): string {
  return a.latest ? positionText(a.latest.position, a.latest.depth) : "its position";
}

/** What the demand says about the clicks, by driver; empty without a reading. */
function demandSentence(a: Parts): string {
  if (!a.demand) return "";
  const text = a.demand.text;
  if (a.demand.direction === "unknown") return ` ${text}`;
  switch (a.driver) {
    case "demand":
      return ` Stable, demand ${
        a.demand.direction === "seasonal" ? "seasonal" : "falling"
      }: fewer clicks come from fewer searches, not from the rank. ${text}`;
    case "rank_and_demand":
      return ` The rank loss is real and demand is down as well. ${text}`;
    case "rank":
      return ` The loss is in the rank, not in demand. ${text}`;
    default:
      return ` ${text}`;
  }
}

/** The verdict of an audit. */
export function verdictOf(a: Parts): string {
  return VERDICTS[a.trend](a) + demandSentence(a);
}
