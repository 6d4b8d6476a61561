/**
 * Relevant pages: a domain's ranking pages with their traffic and position spread, each scored
 * for the upside within reach and routed to the action it needs (recover, review, protect,
 * refresh, expand; see judge.ts).
 */
import type { z } from "zod";
import type { RelevantPagesRequestSchema } from "../../operations/domain_relevant_pages.ts";
import type { RelevantPageRow, RowsAnswer } from "../../providers/provider.ts";
import { countBy, type ResolvedMarket } from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import {
  PAGE_ACTIONS,
  PAGE_OPPORTUNITY_FORMULA,
  pageOpportunity,
  ROUTE_THRESHOLDS,
  routeOf,
  ROUTING_METHOD,
  top3ClickShare,
} from "./judge.ts";
import type { RelevantPage, RelevantPagesResult } from "./result.ts";
import { linkPages, roleRoute } from "./roles.ts";
import { workflowOf } from "./workflow.ts";

export { RelevantPagesResultSchema } from "./result.ts";
export type { RelevantPage, RelevantPagesResult } from "./result.ts";

/** The parsed `/domain/relevant-pages` request. */
export type RelevantPagesInput = z.output<typeof RelevantPagesRequestSchema>;

/** Priority bands: urgent actions on pages with upside or traffic first. */
const PRIORITY = {
  high_opportunity: 40,
  high_traffic: 500,
  medium_opportunity: 20,
  medium_traffic: 50,
};

const METHOD = {
  opportunity: PAGE_OPPORTUNITY_FORMULA,
  routing: ROUTING_METHOD,
  thresholds: { ...ROUTE_THRESHOLDS, ...PRIORITY },
  priority:
    `high: recover or refresh with opportunity >= ${PRIORITY.high_opportunity} or >= ${PRIORITY.high_traffic} clicks/month, or a duplicate that outranks the page it copies or earns >= ${PRIORITY.high_traffic}; medium: any action but review and leave with opportunity >= ${PRIORITY.medium_opportunity} or >= ${PRIORITY.medium_traffic} clicks/month (internal search results by clicks alone), or a duplicate with >= ${PRIORITY.medium_traffic}; else low (archives and utility pages always)`,
  sort:
    "estimated_traffic, keyword_count, top3, opportunity: highest first, ties by traffic then page; pages under min_traffic are dropped first, then the list is cut to limit",
};

type Unprioritised = Omit<RelevantPage, "priority">;

function priorityOf(page: Unprioritised): RelevantPage["priority"] {
  const traffic = page.estimated_traffic;
  if (page.page_role === "duplicate") {
    if (/outranks the page it copies/.test(page.action_reason)) return "high";
    if (traffic >= PRIORITY.high_traffic) return "high";
    return traffic >= PRIORITY.medium_traffic ? "medium" : "low";
  }
  if (page.action === "noindex") return traffic >= PRIORITY.medium_traffic ? "medium" : "low";
  const urgent = page.action === "recover" || page.action === "refresh";
  if (
    urgent &&
    (page.opportunity_score >= PRIORITY.high_opportunity || traffic >= PRIORITY.high_traffic)
  ) return "high";
  if (
    page.action !== "review" && page.action !== "leave" &&
    (page.opportunity_score >= PRIORITY.medium_opportunity || traffic >= PRIORITY.medium_traffic)
  ) return "medium";
  return "low";
}

/** One page, measured, scored and routed (its address first, then its metrics). */
function measuredPage(row: RelevantPageRow, lostMode: boolean) {
  const m = row.organic;
  const top3 = m.pos_1 + m.pos_2_3;
  const share = top3ClickShare(m);
  const metricRoute = routeOf({ metrics: m, top3, top3_click_share: share, lost_mode: lostMode });
  const route = roleRoute(row.page, metricRoute);
  return {
    page: row.page,
    page_role: route.page_role,
    duplicate_of: route.duplicate_of,
    searched: route.searched,
    estimated_traffic: round(Math.max(0, m.etv), 1),
    traffic_value: round(Math.max(0, m.estimated_paid_traffic_cost), 2),
    paid_traffic: row.paid ? round(Math.max(0, row.paid.etv), 1) : null,
    keyword_count: m.count,
    top3,
    top3_share: m.count > 0 ? round(Math.min(1, top3 / m.count), 2) : 0,
    top3_click_share: share,
    positions: {
      pos_1: m.pos_1,
      pos_2_3: m.pos_2_3,
      pos_4_10: m.pos_4_10,
      pos_11_20: m.pos_11_20,
      pos_21_100: m.pos_21_100,
    },
    movement: { new: m.is_new, up: m.is_up, down: m.is_down, lost: m.is_lost },
    opportunity_score: pageOpportunity(m),
    action: route.action,
    action_reason: route.reason,
  };
}

/** The pages read together (duplicates, internal searches), then prioritised. */
function judgedPages(rows: readonly RelevantPageRow[], lostMode: boolean): RelevantPage[] {
  return linkPages(rows.map((row) => measuredPage(row, lostMode))).map(({ searched: _, ...p }) => ({
    ...p,
    priority: priorityOf(p),
  }));
}

const KEY: Record<RelevantPagesInput["sort_by"], (p: RelevantPage) => number> = {
  estimated_traffic: (p) => p.estimated_traffic,
  keyword_count: (p) => p.keyword_count,
  top3: (p) => p.top3,
  opportunity: (p) => p.opportunity_score,
};

function orderBy(sortBy: RelevantPagesInput["sort_by"]) {
  return (a: RelevantPage, b: RelevantPage) =>
    KEY[sortBy](b) - KEY[sortBy](a) || b.estimated_traffic - a.estimated_traffic ||
    a.page.localeCompare(b.page);
}

/** Reads the provider's pages of the domain. */
export function analyzeRelevantPages(
  input: RelevantPagesInput,
  answer: RowsAnswer<RelevantPageRow>,
  market: ResolvedMarket,
): RelevantPagesResult {
  // Measure, score and route every page.
  const judged = judgedPages(answer.rows, input.historical_serp_mode === "lost");
  // min_traffic is honoured here whatever the provider applied.
  const kept = judged.filter((p) => p.estimated_traffic >= input.min_traffic);
  // Order as asked and cut to limit.
  const pages = kept.sort(orderBy(input.sort_by)).slice(0, input.limit);
  const result = {
    target: input.target,
    market,
    data_source: answer.provider,
    historical_serp_mode: input.historical_serp_mode,
    sort_by: input.sort_by,
    pages,
    totals: {
      provider_total: Math.max(answer.total_count, answer.rows.length),
      received: answer.rows.length,
      below_min_traffic: judged.length - kept.length,
      returned: pages.length,
      estimated_traffic: round(pages.reduce((s, p) => s + p.estimated_traffic, 0), 1),
      keywords: pages.reduce((s, p) => s + p.keyword_count, 0),
      top3: pages.reduce((s, p) => s + p.top3, 0),
      by_action: countBy(pages.map((p) => p.action), PAGE_ACTIONS),
    },
    method: METHOD,
  };
  return { ...result, ...workflowOf(result) };
}
