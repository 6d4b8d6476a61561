/**
 * New and lost backlinks over time, read for momentum: net growth, the loss rate (links lost per
 * link won), the strongest gain and loss periods, and whether the profile is growing, stable,
 * eroding or losing. Bands in one table.
 */
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksNewLostTimeseriesRequest } from "../../providers/provider.ts";
import type { TimeseriesResult } from "./result.ts";

export const MOMENTUM = { growingNet: 0.2, erodingLossRate: 1, losingLossRate: 1.5 };

/** Reads the movement of a target's backlinks. */
export async function analyzeTimeseries(
  req: BacklinksNewLostTimeseriesRequest,
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
  const sum = (k: keyof (typeof points)[number]) =>
    points.reduce((n, p) => n + (p[k] as number), 0);
  const won = sum("new_backlinks");
  const lost = sum("lost_backlinks");
  const lossRate = won > 0 ? Math.round((lost / won) * 100) / 100 : lost > 0 ? 99 : 0;
  const netDomains = sum("net_referring_domains");
  const newDomains = sum("new_referring_domains");
  const momentum = points.length === 0
    ? "no_data" as const
    : lossRate >= MOMENTUM.losingLossRate
    ? "losing" as const
    : lossRate >= MOMENTUM.erodingLossRate
    ? "eroding" as const
    : newDomains > 0 && netDomains / newDomains >= MOMENTUM.growingNet
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
      ? { date: byNet[0].date, net_referring_domains: byNet[0].net_referring_domains }
      : null,
    strongest_loss: byNet.at(-1) && byNet.at(-1)!.net_referring_domains < 0
      ? { date: byNet.at(-1)!.date, net_referring_domains: byNet.at(-1)!.net_referring_domains }
      : null,
    momentum,
    method: {
      loss_rate: "backlinks lost / backlinks won over the window",
      momentum:
        "losing: loss rate >= 1.5; eroding: >= 1; growing: net referring domains >= 20% of those won; else stable",
      bands: MOMENTUM,
    },
  };
  return { ...result, ...workflowOf(result) };
}

function workflowOf(r: Omit<TimeseriesResult, "agent_workflow" | "markdown_summary">) {
  const sandbox = r.data_source === "sandbox";
  const action = r.momentum === "losing" || r.momentum === "eroding"
    ? `Find out what was lost around ${
      r.strongest_loss?.date ?? "the weakest period"
    } (/backlinks/list with lost links) and reclaim the strongest`
    : r.momentum === "growing"
    ? `Keep doing what worked around ${r.strongest_gain?.date ?? "the best period"}`
    : "Build new referring domains: the profile is flat";
  const workflow = agentWorkflow({
    decision: r.momentum,
    confidence: sandbox ? 0.3 : r.points.length >= 6 ? 0.8 : 0.6,
    summary: `${r.target}: ${r.momentum} (${
      r.totals.net_referring_domains >= 0 ? "+" : ""
    }${r.totals.net_referring_domains} referring domains, loss rate ${r.loss_rate}) over ${r.points.length} ${r.group_range}(s).`,
    recommended_actions: r.momentum === "no_data" ? [] : [{
      action,
      priority: r.momentum === "losing" ? "high" : "medium",
      reason: `${r.totals.lost_backlinks} backlinks lost for ${r.totals.new_backlinks} won`,
      target: r.target,
    }],
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
    next_calls: [],
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
    notes: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
