/**
 * Traffic estimate: each target's estimated search traffic by channel, its channel mix and
 * footprint type, and how far it trails the best target of the set.
 */
import type { ResultType, TrafficEstimateRow } from "../../providers/labs_types.ts";
import type { RowsAnswer } from "../../providers/provider.ts";
import type { ResolvedMarket } from "../../geo/geo.ts";
import { countBy } from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import type { TargetTraffic, TrafficEstimateResult } from "./result.ts";
import { FOOTPRINT_RULE, footprintOf, OPPORTUNITY_RULE, opportunityOf } from "./rules.ts";
import { trafficWorkflow } from "./workflow.ts";

import { hasData, notLikeForLike } from "./site_kind.ts";

export { TrafficEstimateResultSchema } from "./result.ts";
export type { TrafficEstimateResult } from "./result.ts";

/** What the analysis reads of the request. */
export interface TrafficEstimateQuery {
  targets: string[];
  /** The channels asked for (organic always). */
  item_types: ResultType[];
  sort_by: "organic_traffic" | "total_traffic" | "paid_traffic" | "opportunity" | "target";
}

const EMPTY = { etv: 0, count: 0 };

/** Estimates and compares the traffic of the requested targets. */
export function analyzeTrafficEstimate(
  q: TrafficEstimateQuery,
  answer: RowsAnswer<TrafficEstimateRow>,
  options: { market: ResolvedMarket },
): TrafficEstimateResult {
  // One estimate per requested target (duplicates once), zeros where the provider had none.
  const targets = [...new Map(q.targets.map((t) => [keyOf(t), t])).values()];
  const byKey = new Map(answer.rows.map((r) => [keyOf(r.target), r]));
  const asked = new Set(q.item_types);
  const raw = targets.map((t) => estimateOf(t, byKey.get(keyOf(t)) ?? null, asked));
  // Like-for-like: found, and of the set's kind (site_kind.ts).
  const estimates = raw.map((e) => {
    const reason = e.found ? notLikeForLike(e, raw) : null;
    return { ...e, like_for_like: e.found && reason === null, set_aside_reason: reason };
  });
  const top = (list: typeof estimates) => {
    const best = Math.max(0, ...list.map((e) => e.traffic.organic));
    return best > 0 ? list.find((e) => e.traffic.organic === best)! : null;
  };
  const leader = top(estimates.filter((e) => e.found))?.target ?? null;
  // The benchmark's organic traffic sets the like-for-like targets' opportunity.
  const benchmark = top(estimates.filter((e) => e.like_for_like));
  const best = benchmark?.traffic.organic ?? 0;
  const scored = estimates.map((e) => ({
    ...e,
    opportunity_score: !e.like_for_like
      ? null
      : estimates.length > 1
      ? opportunityOf(e.traffic.organic, best)
      : 0,
  }));
  const list = sortTargets(scored, q.sort_by);
  const result = {
    market: { location: options.market.location, language: options.market.language },
    data_source: answer.provider,
    channels: (["organic", "paid", "featured_snippet", "local_pack"] as const)
      .filter((c) => c === "organic" || asked.has(c)),
    leader,
    benchmark: benchmark?.target ?? null,
    summary: {
      targets: list.length,
      found: list.filter((e) => e.found).length,
      footprints: countBy(list.map((e) => e.footprint_type), []),
    },
    targets: list,
    method: {
      footprint: FOOTPRINT_RULE,
      opportunity: OPPORTUNITY_RULE,
      found:
        "false when DataForSEO has no row or zero keywords in every channel for the target (not in its database): no data, not no traffic",
      like_for_like:
        "set aside: no data; a platform, marketplace or generalist (rivals/set_aside.ts); or, in a set of local businesses (most others earn local-pack clicks), a target with no local-pack or paid clicks and 10x or more the others' median organic keywords (an information site or portal)",
      benchmark: "the like-for-like target with the most organic traffic",
      channel_mix: "each included channel's estimated clicks / the sum of the included channels",
      order:
        "sort_by largest first (organic_traffic, total_traffic, paid_traffic, opportunity), or target A-Z; ties by target",
    },
  };
  return {
    ...result,
    ...trafficWorkflow(result, { market: options.market, first: targets[0] }),
  };
}

/** Compares targets as written: case, scheme, `www.` and a trailing slash aside. */
function keyOf(target: string): string {
  return target.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "")
    .replace(/\/$/, "");
}

function estimateOf(
  target: string,
  row: TrafficEstimateRow | null,
  asked: Set<ResultType>,
): Omit<TargetTraffic, "opportunity_score" | "like_for_like" | "set_aside_reason"> {
  const pick = (c: Exclude<ResultType, "organic">) => asked.has(c) ? (row?.[c] ?? EMPTY) : null;
  const ch = {
    organic: row?.organic ?? EMPTY,
    paid: pick("paid"),
    featured_snippet: pick("featured_snippet"),
    local_pack: pick("local_pack"),
  };
  const total = [ch.organic, ch.paid, ch.featured_snippet, ch.local_pack]
    .reduce((s, c) => s + (c?.etv ?? 0), 0);
  const shareOf = (c: { etv: number } | null) =>
    c === null ? null : total > 0 ? round(c.etv / total, 3) : 0;
  const mix = {
    organic: shareOf(ch.organic)!,
    paid: shareOf(ch.paid),
    featured_snippet: shareOf(ch.featured_snippet),
    local_pack: shareOf(ch.local_pack),
  };
  const clicks = (c: { etv: number } | null) => c === null ? null : round(c.etv, 1);
  const found = row !== null &&
    hasData({
      keywords: {
        organic: ch.organic.count,
        paid: ch.paid?.count ?? null,
        local_pack: ch.local_pack?.count ?? null,
      },
    });
  return {
    target,
    found,
    traffic: {
      organic: clicks(ch.organic)!,
      paid: clicks(ch.paid),
      featured_snippet: clicks(ch.featured_snippet),
      local_pack: clicks(ch.local_pack),
    },
    keywords: {
      organic: ch.organic.count,
      paid: ch.paid?.count ?? null,
      featured_snippet: ch.featured_snippet?.count ?? null,
      local_pack: ch.local_pack?.count ?? null,
    },
    total_traffic: round(total, 1),
    channel_mix: mix,
    footprint_type: found ? footprintOf(total, mix) : "no_data",
  };
}

const SORT_KEYS: Record<
  Exclude<TrafficEstimateQuery["sort_by"], "target">,
  (t: TargetTraffic) => number
> = {
  organic_traffic: (t) => t.traffic.organic,
  total_traffic: (t) => t.total_traffic,
  paid_traffic: (t) => t.traffic.paid ?? -1,
  opportunity: (t) => t.opportunity_score ?? -1,
};

/** By the sort key, largest first (or by target A-Z); ties by target. */
export function sortTargets(
  list: TargetTraffic[],
  sortBy: TrafficEstimateQuery["sort_by"],
): TargetTraffic[] {
  const byName = (a: TargetTraffic, b: TargetTraffic) => a.target.localeCompare(b.target);
  if (sortBy === "target") return [...list].sort(byName);
  const key = SORT_KEYS[sortBy];
  return [...list].sort((a, b) => key(b) - key(a) || byName(a, b));
}
