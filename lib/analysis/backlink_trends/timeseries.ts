/**
 * New and lost backlinks over time, read for momentum: net growth, the loss rate (links lost per
 * link won), the strongest gain and loss periods, and whether the profile is growing, stable,
 * eroding or losing. Bands in one table.
 */
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksNewLostTimeseriesRequest } from "../../providers/provider.ts";
import type { TimeseriesResult } from "./result.ts";
import { anomaliesOf, ANOMALY } from "./anomalies.ts";
import { gapsOf, inSeason, levelShiftOf, PATTERNS, seasonOf } from "./patterns.ts";
import { formatNumber, plural, sentence } from "../../toolkit/prose.ts";

export const MOMENTUM = { growingNet: 0.2, erodingLossRate: 1, losingLossRate: 1.5 };

/** Reads the movement of a target's backlinks. */
export async function analyzeTimeseries(
  req: BacklinksNewLostTimeseriesRequest & { brand_terms?: string[] },
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<TimeseriesResult> {
  const answer = await ctx.provider.backlinksNewLostTimeseries(req, { signal: ctx.signal });
  const points = answer.rows.map((p) => ({
    date: p.date.slice(0, 10),
    new_backlinks: p.new_backlinks,
    lost_backlinks: p.lost_backlinks,
    net_backlinks: p.new_backlinks - p.lost_backlinks,
    new_referring_domains: p.new_referring_domains,
    lost_referring_domains: p.lost_referring_domains,
    net_referring_domains: p.new_referring_domains - p.lost_referring_domains,
  }));
  const sumOf = (rows: typeof points, k: keyof (typeof points)[number]) =>
    rows.reduce((n, p) => n + (p[k] as number), 0);
  const sum = (k: keyof (typeof points)[number]) => sumOf(points, k);
  const won = sum("new_backlinks");
  const lost = sum("lost_backlinks");
  const lossRate = won > 0 ? Math.round((lost / won) * 100) / 100 : lost > 0 ? 99 : 0;
  const netDomains = sum("net_referring_domains");
  const newDomains = sum("new_referring_domains");
  // Missing periods out, the season and lasting shifts named, then anomalies: momentum is read
  // on the ordinary periods only.
  const gaps = gapsOf(points);
  const valid = points.filter((p) => !gaps.includes(p.date));
  const season = seasonOf(valid, req.group_range);
  // A lasting shift splits the series: each side is measured against its own level, so the
  // old level never reads as bursts against the new one.
  // The season's months are the pattern, not the level: a shift is read without them.
  const level_shift = levelShiftOf(valid.filter((p) => !inSeason(p.date, season)));
  const at = level_shift ? valid.findIndex((p) => p.date === level_shift.date) : -1;
  const segments = at > 0 ? [valid.slice(0, at), valid.slice(at)] : [valid];
  const anomalies = segments.flatMap(anomaliesOf).filter((a) =>
    !(inSeason(a.date, season) && a.explanation === "burst")
  );
  const odd = new Set(anomalies.map((a) => a.date));
  const usual = valid.filter((p) => !odd.has(p.date));
  const usualWon = sumOf(usual, "new_backlinks");
  const usualNew = sumOf(usual, "new_referring_domains");
  // Links lost per link won, and referring domains lost per domain won: the worse decides.
  const usualRate = Math.max(
    usualWon > 0 ? sumOf(usual, "lost_backlinks") / usualWon : 0,
    usualNew > 0 ? sumOf(usual, "lost_referring_domains") / usualNew : 0,
  );
  const usualNet = sumOf(usual, "net_referring_domains");
  const realLoss = anomalies.some((a) => a.explanation === "loss");
  const momentum = valid.length === 0
    ? "no_data" as const
    : usualRate >= MOMENTUM.losingLossRate
    ? "losing" as const
    : usualRate >= MOMENTUM.erodingLossRate || realLoss || level_shift !== null
    ? "eroding" as const
    : usualNew > 0 && usualNet / usualNew >= MOMENTUM.growingNet
    ? "growing" as const
    : "stable" as const;
  const byNet = [...points].sort((a, b) =>
    b.net_referring_domains - a.net_referring_domains || a.date.localeCompare(b.date)
  );
  const result = {
    target: req.target,
    data_source: answer.provider,
    group_range: req.group_range,
    points,
    totals: {
      new_backlinks: won,
      lost_backlinks: lost,
      net_backlinks: won - lost,
      new_referring_domains: newDomains,
      lost_referring_domains: sum("lost_referring_domains"),
      net_referring_domains: netDomains,
    },
    loss_rate: lossRate,
    strongest_gain: byNet[0] && byNet[0].net_referring_domains > 0
      ? {
        date: byNet[0].date,
        net_referring_domains: byNet[0].net_referring_domains,
        anomalous: odd.has(byNet[0].date),
      }
      : null,
    strongest_loss: byNet.at(-1) && byNet.at(-1)!.net_referring_domains < 0
      ? {
        date: byNet.at(-1)!.date,
        net_referring_domains: byNet.at(-1)!.net_referring_domains,
        anomalous: odd.has(byNet.at(-1)!.date),
      }
      : null,
    anomalies,
    gaps,
    level_shift,
    season,
    momentum,
    method: {
      loss_rate: "backlinks lost / backlinks won over the window",
      patterns:
        `gaps: periods with every count zero while the usual period brings ${PATTERNS.gapUsualNew}+ new referring domains (missing data, left out); level shift: the median of new referring domains after a period at most ${PATTERNS.slowedRatio}× the median before (or lost ones ${PATTERNS.roseRatio}×), ${PATTERNS.shiftSide}+ periods each side; season: calendar months at ${PATTERNS.seasonRatio}× their year's median in every year of ${PATTERNS.seasonMonths}+ months (their bursts are the season, not anomalies)`,
      anomalies:
        `a period whose new or lost referring domains stand ${ANOMALY.z}+ robust deviations (MAD × 1.4826) above the series' median, at least ${ANOMALY.ratio}× it and ${ANOMALY.minDomains}+ domains; a burst with ${ANOMALY.linksPerDomain}+ links per domain is sitewide or auto-generated; losses within ${ANOMALY.fallWindow} periods after a burst that add up to no more than it brought are the burst falling away, others a real loss`,
      momentum:
        "read on the ordinary periods (gaps and anomalies set aside); the loss rate is the worse of backlinks lost per backlink won and referring domains lost per domain won: losing: >= 1.5; eroding: >= 1, a real loss spike, or a level shift; growing: net referring domains >= 20% of those won; else stable",
      pattern_thresholds: PATTERNS,
      bands: MOMENTUM,
      anomaly_thresholds: ANOMALY,
    },
  };
  return { ...result, ...workflowOf(result, req.brand_terms) };
}

type Core = Omit<TimeseriesResult, "agent_workflow" | "markdown_summary">;

/**
 * The follow-ups an anomaly calls for: who arrived in a burst (domains by first seen, anchors),
 * which pages died in a real loss, which domain dropped a sitewide link. The owner's brand
 * terms go with them, so the anchors are read against the brand.
 */
function nextCallsOf(r: Core, brandTerms: readonly string[] | undefined) {
  const brand = brandTerms?.length ? { brand_terms: [...brandTerms] } : {};
  const has = (...e: string[]) => r.anomalies.some((a) => e.includes(a.explanation));
  return [
    ...(has("spam_burst", "burst", "sitewide_gain")
      ? [{
        endpoint: "/backlinks/referring-domains",
        reason: "Identify the domains that arrived in the burst before any clean-up decision.",
        body: { target: r.target, sort_by: "first_seen", limit: 100, ...brand },
      }, {
        endpoint: "/backlinks/anchors",
        reason: "See the burst's anchors: casino, pills or exact-match keywords confirm spam.",
        body: { target: r.target, sort_by: "spam_score", ...brand },
      }]
      : []),
    ...(r.level_shift?.series === "new_referring_domains" &&
        !has("spam_burst", "burst", "sitewide_gain")
      ? [{
        endpoint: "/backlinks/referring-domains",
        reason:
          `See which domains linked before ${r.level_shift.date}, newest first, to learn what earned links and stopped.`,
        body: { target: r.target, sort_by: "first_seen", limit: 100, ...brand },
      }]
      : []),
    ...(has("loss") || r.level_shift?.series === "lost_referring_domains"
      ? [{
        endpoint: "/backlinks/domain-pages",
        reason: "Find the dead pages that lost their links (a migration), to 301 them.",
        body: { target: r.target, ...brand },
      }]
      : []),
    ...(has("sitewide_loss") && !has("spam_burst", "burst", "sitewide_gain")
      ? [{
        endpoint: "/backlinks/referring-domains",
        reason: "Find the domain whose sitewide link was dropped (many links, one domain).",
        body: { target: r.target, limit: 100, ...brand },
      }]
      : []),
  ];
}

function workflowOf(r: Core, brandTerms?: readonly string[]) {
  const sandbox = r.data_source === "sandbox";
  const actions = actionsOf(r);
  const workflow = agentWorkflow({
    decision: r.momentum,
    // More periods make the usual level surer; an anomaly whose cause the series cannot tell
    // (a burst without the spam's links-per-domain mark, a loss with no burst before it) leaves
    // the reading open until the follow-ups answer.
    confidence: sandbox ? 0.3 : Math.min(0.85, 0.45 + 0.04 * Math.min(r.points.length, 10)) -
      0.05 *
        Math.min(2, r.anomalies.filter((a) => ["burst", "loss"].includes(a.explanation)).length),
    summary: [
      ...(r.gaps.length
        ? [
          `${
            r.gaps.join(", ")
          }: no data (every count zero in a series that usually moves): a gap in the provider's crawl, left out, not a collapse.`,
        ]
        : []),
      ...(r.season ? [sentence(`Season: ${r.season.why}`)] : []),
      ...(r.level_shift ? [sentence(`Level shift: ${r.level_shift.why}`)] : []),
      ...r.anomalies.map((a) => sentence(`${a.date}: ${a.why}`)),
      `${r.target}: ${r.momentum}${r.anomalies.length ? " outside those periods" : ""} (${
        r.totals.net_referring_domains >= 0 ? "+" : ""
      }${
        plural(r.totals.net_referring_domains, "referring domain")
      } over the window, loss rate ${r.loss_rate}) over ${plural(r.points.length, r.group_range)}.`,
    ].join(" "),
    recommended_actions: r.momentum === "no_data" ? [] : actions,
    evidence: [
      { claim: "Backlinks won", value: r.totals.new_backlinks, source: "points[].new_backlinks" },
      {
        claim: "Backlinks lost",
        value: r.totals.lost_backlinks,
        source: "points[].lost_backlinks",
      },
      { claim: "Loss rate", value: r.loss_rate, source: "loss_rate" },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: a synthetic series derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "History starts 2019-01-30; a link counted lost may come back in a later period.",
    ],
    next_calls: nextCallsOf(r, brandTerms),
  });
  const markdown = markdownSummary({
    title: `New and lost backlinks: ${r.target}`,
    headline: workflow.summary,
    figures: [
      ["Momentum", r.momentum],
      ["Net referring domains", r.totals.net_referring_domains],
      ["Loss rate", r.loss_rate],
      ["Strongest gain", r.strongest_gain?.date ?? "none"],
      ["Strongest loss", r.strongest_loss?.date ?? "none"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

/** The actions, anomalies first; never "keep doing what worked" on a spike. */
function actionsOf(r: Omit<TimeseriesResult, "agent_workflow" | "markdown_summary">) {
  const out: {
    action: string;
    priority: "high" | "medium" | "low";
    reason: string;
    target: string;
  }[] = [];
  for (const a of r.anomalies) {
    if (a.explanation === "sitewide_gain") {
      // Google's link spam policy names widely distributed footer/template links.
      out.push({
        action: `Find the site that added a sitewide link in ${
          a.date.slice(0, 7)
        }: keep it if it is a genuine partner, else ask for one contextual link instead; do not seek more of them`,
        priority: "medium",
        reason: a.why,
        target: r.target,
      });
    } else if (a.explanation === "sitewide_loss") {
      out.push({
        action: `Find the site that dropped its sitewide link in ${
          a.date.slice(0, 7)
        } and ask whether it was intended; one relationship, not a trend`,
        priority: "medium",
        reason: a.why,
        target: r.target,
      });
    } else if (a.kind === "burst") {
      out.push({
        action: `Identify the ${plural(a.referring_domains, "domain")} that arrived in ${
          a.date.slice(0, 7)
        } (referring domains by first seen) before deciding anything; do not repeat or scale it: it is not earned growth`,
        priority: a.explanation === "spam_burst" ? "high" : "medium",
        reason: a.why,
        target: r.target,
      });
    } else if (a.explanation === "loss") {
      out.push({
        action: `Find what was lost in ${
          a.date.slice(0, 7)
        } (/backlinks/domain-pages and /backlinks/list with lost links): 301 dead pages and reclaim the strongest links`,
        priority: "high",
        reason: a.why,
        target: r.target,
      });
    }
  }
  if (r.season) {
    out.push({
      action: `Time link outreach and stories before the season: ${r.season.why}`,
      priority: "medium",
      reason: `peak months ${r.season.peak_months.join(", ")} in ${r.season.years} years`,
      target: r.target,
    });
  }
  if (r.level_shift) {
    out.push({
      action: r.level_shift.series === "new_referring_domains"
        ? `Find out why link acquisition slowed from ${r.level_shift.date}: compare the domains won before it (referring domains by first seen) with what the site publishes and pitches now`
        : `Find out why links are lost faster since ${r.level_shift.date} (dead pages, a changed URL scheme, dropped partners) and reclaim the strongest`,
      priority: "high",
      reason: r.level_shift.why,
      target: r.target,
    });
  }
  if (r.anomalies.some((a) => a.explanation === "burst_falling_away")) {
    out.push({
      action: "Do not try to win back the links lost after the burst: they were never editorial",
      priority: "low",
      reason: "losses after a burst that add up to no more than it brought",
      target: r.target,
    });
  }
  const gainIsOrdinary = r.strongest_gain !== null && !r.strongest_gain.anomalous;
  const steady = r.momentum === "losing" || r.momentum === "eroding"
    ? `Find out what was lost around ${
      r.strongest_loss?.date ?? "the weakest period"
    } (/backlinks/list with lost links) and reclaim the strongest`
    : r.momentum === "growing" && gainIsOrdinary && !inSeason(r.strongest_gain!.date, r.season)
    ? `Keep doing what worked around ${r.strongest_gain!.date}`
    : "Keep earning links as before and watch new and lost links monthly";
  if (!out.some((a) => a.priority === "high") || r.momentum === "losing") {
    out.push({
      action: steady,
      priority: r.momentum === "losing" ? "high" : "medium",
      reason: `${plural(r.totals.lost_backlinks, "backlink")} lost for ${
        formatNumber(r.totals.new_backlinks)
      } won`,
      target: r.target,
    });
  }
  return out;
}
