/** The parts of the decay audit read from the series and the rule. */
import { normaliseDomain, normaliseUrl } from "../serp_volatility/urls.ts";
import { competitorsGained, type DropSpan, serpShiftOf } from "./competitors.ts";
import { gapsOf, missingOf } from "./gaps.ts";
import type { ContentDecayData, ContentDecayRequest } from "./input.ts";
import { providerRankingOf } from "./provider.ts";
import type { DecayAudit, ObservationRow } from "./result.ts";
import type { DemandReading } from "./demand.ts";
import { demandText } from "./demand_text.ts";
import { driverOf } from "./driver.ts";
import type { RuleOutcome } from "./rule.ts";
import { median, roundSigned } from "../../toolkit/numbers.ts";
import { dateOf, type Observation, type Series } from "./series.ts";
import { verdictOf } from "./verdict.ts";

/** The decay audit of a series under the rule's outcome and the keyword's demand. */
export function auditOf(
  input: ContentDecayRequest,
  data: ContentDecayData,
  found: { series: Series; rule: RuleOutcome; demand: DemandReading | null },
): DecayAudit {
  const { series, rule, demand } = found;
  const obs = series.observations;
  const span = dropSpanOf(obs, rule);
  const page = {
    key: normaliseUrl(input.url).key,
    ownerDomain: input.target ? normaliseDomain(input.target) : null,
  };
  const gaps = gapsOf(series);
  const latest = obs.at(-1);
  const parts = {
    url: input.url,
    keyword: input.keyword,
    market: data.market,
    device: data.device,
    lookback_days: input.lookback_days,
    threshold: input.threshold,
    window: { from: dateOf(series.from), to: dateOf(series.to) },
    decay_detected: rule.decayed,
    trend: rule.trend,
    driver: driverOf(rule.decayed, rule.trend, demand),
    baseline: baselineOf(obs, rule),
    latest: latest ? rowOf(latest) : null,
    drop: dropOf(span, rule, obs.length),
    series: obs.map(rowOf),
    observations: observationCounts(series, data),
    gaps,
    missing: missingOf(series, gaps, {
      ranking: data.ranking,
      demand: data.demand,
      liveFound: data.live !== null,
    }),
    provider_ranking: providerRankingOf(data.ranking.row),
    demand: demand ? { ...demand, text: demandText(demand) } : null,
    ...movementOf(span, page),
    data_source: data.provider,
  };
  return { ...parts, verdict: verdictOf(parts) };
}

/** How many observations the audit rests on, by source. */
function observationCounts(series: Series, data: ContentDecayData) {
  const obs = series.observations;
  return {
    in_window: obs.length,
    from_history: obs.filter((o) => o.source === "history").length,
    live: obs.filter((o) => o.source === "live").length,
    older_than_window: series.older,
    provider_ranking: data.ranking.row !== null,
  };
}

/** An observation as the result shows it. */
export function rowOf(o: Observation): ObservationRow {
  return {
    checked_at: o.checked_at,
    position: o.position,
    depth: o.depth,
    expected_ctr: o.value,
    source: o.source,
  };
}

/** The baseline: the checks before the drop (all when none), their band and value. */
export function baselineOf(observations: readonly Observation[], rule: RuleOutcome) {
  const first = observations.slice(0, rule.baselineCount);
  const ranked = first.flatMap((o) => o.position === null ? [] : [o.position]);
  const listed = first.length > 0 && ranked.length * 2 >= first.length;
  const band = rule.band;
  return {
    position: listed ? median(ranked) : null,
    best: band ? band.best : null,
    worst: band ? band.worst : null,
    noise_positions: band ? roundSigned(band.spread, 1) : null,
    tolerance_positions: band ? roundSigned(band.tolerance, 1) : null,
    expected_ctr: roundSigned(rule.baseline, 4),
    observations: first.length,
    cutoff_ctr: roundSigned(rule.cutoff, 4),
  };
}

/** The observation just before the drop and the latest, when the rule found a drop. */
export function dropSpanOf(observations: readonly Observation[], rule: RuleOutcome) {
  if (rule.dropIndex === null || rule.dropIndex === 0) return null;
  return {
    before: observations[rule.dropIndex - 1],
    first: observations[rule.dropIndex],
    after: observations[observations.length - 1],
  };
}

/** The drop: when, from where to where, and what it costs in expected clicks. */
export function dropOf(
  span: ReturnType<typeof dropSpanOf>,
  rule: RuleOutcome,
  count: number,
): DecayAudit["drop"] {
  if (!span) return null;
  const { before, first, after } = span;
  const lost = before.position !== null && after.position !== null
    ? after.position - before.position
    : null;
  // The change from the baseline (the checks before the drop) to the latest check.
  const change = rule.baseline > 0 ? (after.value - rule.baseline) / rule.baseline * 100 : 0;
  return {
    last_good_date: dateOf(before.at),
    last_good_checked_at: before.checked_at,
    date: dateOf(first.at),
    checked_at: first.checked_at,
    position_before: before.position,
    position_after: after.position,
    positions_lost: lost,
    expected_clicks_change_percent: roundSigned(change, 1),
    observations_since: count - (rule.dropIndex ?? count),
  };
}

/** Who moved above the page across the drop, and how much of the top 10 stayed. */
export function movementOf(
  span: DropSpan | null,
  page: { key: string; ownerDomain: string | null },
) {
  return {
    competitors_gained: span ? competitorsGained(span, page) : [],
    serp_shift: span ? serpShiftOf(span) : null,
  };
}
