/** The audit's one-sentence verdict, by trend. */
import type { DecayAudit } from "./result.ts";
import { MIN_OBSERVATIONS } from "./rule.ts";
import { positionText } from "./facts.ts";

type Parts = Omit<DecayAudit, "verdict">;

/** The sentence each trend reads as. */
const VERDICTS: Record<DecayAudit["trend"], (a: Parts) => string> = {
  insufficient_data: (a) =>
    `Not enough history: ${a.observations.in_window} observation${
      a.observations.in_window === 1 ? "" : "s"
    } in the last ${a.lookback_days} days (at least ${MIN_OBSERVATIONS} are needed).`,
  not_ranking: (a) =>
    `The page was not listed for "${a.keyword}" in any of ${a.observations.in_window} observations over the last ${a.lookback_days} days.`,
  lost: (a) =>
    `Decay: the page dropped out of the results on ${a.drop!.date} (from ${
      positionText(a.drop!.position_before, 100)
    }) and has not come back.`,
  declining: (a) =>
    `Decay: since ${a.drop!.date} the page ranks lower (${
      positionText(a.drop!.position_before, 100)
    } to ${a.drop!.position_after}), ${-a.drop!
      .expected_clicks_change_percent}% fewer expected clicks than its baseline, beyond the ${a.threshold}% threshold.`,
  recovering: (a) =>
    a.baseline.position === null
      ? `No decay: the page is listed at ${
        latestText(a)
      } after not being listed at the start of the window.`
      : `No decay now: the page is back at ${
        latestText(a)
      } after a drop in the window, within ${a.threshold}% of its baseline.`,
  stable: (a) =>
    `No decay: the page holds ${
      latestText(a)
    }, within ${a.threshold}% of its baseline over ${a.observations.in_window} observations.`,
};

function latestText(a: Parts): string {
  return a.latest ? positionText(a.latest.position, a.latest.depth) : "its position";
}

/** The verdict of an audit. */
export function verdictOf(a: Parts): string {
  return VERDICTS[a.trend](a);
}
