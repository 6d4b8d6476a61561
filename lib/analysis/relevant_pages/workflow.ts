/** The relevant pages' `agent_workflow` and `markdown_summary`: which page to work on first. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  LEVEL_RANK,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { confidenceOf, sandboxLimitation } from "../keyword_rows/mod.ts";
import type { PageAction } from "./judge.ts";
import type { RelevantPage, RelevantPagesResult } from "./result.ts";
import { about, agree, capitalised, formatNumber, listOf, plural } from "../../toolkit/prose.ts";

type Facts = Omit<RelevantPagesResult, "agent_workflow" | "markdown_summary">;

const FIRST_ACTIONS = 6;

const fmt = (n: number) => formatNumber(n);

const VERB: Record<PageAction, string> = {
  recover: "Recover the rankings this page is losing",
  refresh: "Refresh this page to lift its keywords at 4-20",
  expand: "Expand this page (sections or child pages) for the queries it touches",
  protect: "Protect this page: monitor it and change it with care",
  review: "Review whether this page should rank at all",
  noindex: "Give these searches a real page, then noindex the internal search results",
  leave: "Leave this page as it is: no content work",
};

/** The verb of a page: a duplicate is canonicalised to the page it copies. */
function verbOf(p: RelevantPage): string {
  if (p.page_role === "duplicate") {
    return `Canonicalise this duplicate to ${p.duplicate_of} (or noindex it)`;
  }
  return VERB[p.action];
}

/** Pages by urgency: priority, then opportunity, then traffic. */
function urgent(f: Facts): RelevantPage[] {
  return [...f.pages].sort((a, b) =>
    LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority] || b.opportunity_score - a.opportunity_score ||
    b.estimated_traffic - a.estimated_traffic
  );
}

function actionsOf(f: Facts): RecommendedAction[] {
  return urgent(f).filter((p) =>
    p.action !== "leave" && (p.action !== "review" || p.priority !== "low")
  )
    .slice(0, FIRST_ACTIONS).map((p) => ({
      action: verbOf(p),
      priority: p.priority,
      reason: `${p.action_reason}. ${capitalised(about(p.estimated_traffic))} clicks/month from ${
        plural(p.keyword_count, "keyword")
      } (${p.top3} top 3, ${
        p.positions.pos_4_10 + p.positions.pos_11_20
      } at 4-20, ${p.movement.lost} lost, ${p.movement.down} down); opportunity ${p.opportunity_score}.`,
      target: p.page,
    }));
}

function evidenceOf(f: Facts): Evidence[] {
  const t = f.totals;
  const evidence: Evidence[] = [
    { claim: "Pages returned", value: t.returned, source: "totals.returned" },
    {
      claim: "Pages below min_traffic",
      value: t.below_min_traffic,
      source: "totals.below_min_traffic",
    },
    {
      claim: "Estimated monthly traffic of the pages",
      value: t.estimated_traffic,
      source: "totals.estimated_traffic",
    },
    { claim: "Pages to recover", value: t.by_action.recover, source: "totals.by_action.recover" },
    { claim: "Pages to refresh", value: t.by_action.refresh, source: "totals.by_action.refresh" },
  ];
  const top = [...f.pages].sort((a, b) => b.estimated_traffic - a.estimated_traffic)[0];
  if (top) {
    evidence.push({
      claim: `Traffic of the top page ${top.page}`,
      value: top.estimated_traffic,
      source: "pages[].estimated_traffic",
    });
  }
  return evidence;
}

function nextCallsOf(f: Facts): NextCall[] {
  const locale = { location: f.market.location, language: f.market.language_code };
  const calls: NextCall[] = [];
  const first = (action: PageAction) =>
    urgent(f).find((p) =>
      p.action === action && p.page_role !== "duplicate" && p.page_role !== "archive" &&
      p.page.length <= 2048
    );
  const refresh = first("refresh") ?? first("expand");
  if (refresh && /^https?:\/\/[^/]+\.[^/]+/i.test(refresh.page)) {
    calls.push({
      endpoint: "/domain/ranked-keywords",
      reason:
        `List the keywords ${refresh.page} ranks for at 4-20, to brief its ${refresh.action}.`,
      body: { target: refresh.page, max_rank: 20, ...locale },
    });
  }
  const recover = first("recover");
  if (recover && /^https?:\/\/[^/]+\.[^/]+/i.test(recover.page)) {
    calls.push({
      endpoint: "/domain/ranked-keywords",
      reason: `See which keywords ${recover.page} lost, and where they went.`,
      body: { target: recover.page, include_lost: true, sort_by: "estimated_traffic", ...locale },
    });
  }
  return calls;
}

/** What the addresses say, in one sentence: duplicates, search and archive pages that rank. */
function hygieneOf(f: Facts): string {
  const of = (role: string) => f.pages.filter((p) => p.page_role === role);
  const outranking = of("duplicate").filter((p) => /outranks/.test(p.action_reason));
  const parts = [
    of("duplicate").length > 0
      ? `${plural(of("duplicate").length, "duplicate view")} ${
        agree(of("duplicate").length, "ranks", "rank")
      } (${
        outranking.length > 0
          ? `${outranking.map((p) => p.page).join(", ")} outranks the page it copies`
          : "canonicalise them"
      })`
      : "",
    of("internal_search").length + of("archive").length > 0
      ? `${
        listOf([
          ...(of("internal_search").length > 0
            ? [plural(of("internal_search").length, "internal search page")]
            : []),
          ...(of("archive").length > 0 ? [plural(of("archive").length, "archive page")] : []),
        ])
      } ${
        agree(of("internal_search").length + of("archive").length, "ranks", "rank")
      }: index hygiene, not content`
      : "",
  ].filter((s) => s !== "");
  return parts.length > 0 ? ` ${parts.join("; ")}.` : "";
}

function summaryOf(f: Facts): string {
  const where = `${f.market.location}, ${f.market.language}`;
  const t = f.totals;
  if (f.pages.length === 0) {
    return `No ranking pages of ${f.target} in ${where} match the request (${t.received} received, ${t.below_min_traffic} below min_traffic).`;
  }
  const a = t.by_action;
  const first = urgent(f)[0];
  return `${plural(t.returned, "page")} of ${f.target} in ${where} ${
    agree(t.returned, "earns", "earn")
  } ${
    about(t.estimated_traffic)
  } clicks/month: ${a.recover} to recover, ${a.refresh} to refresh, ${a.expand} to expand, ${a.protect} to protect, ${a.review} to review, ${a.noindex} to noindex, ${a.leave} to leave.${
    hygieneOf(f)
  } First: ${first.action} ${first.page}.`;
}

/** The workflow block and the report. */
export function workflowOf(f: Facts): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const first = urgent(f)[0];
  const workflow = agentWorkflow({
    decision: first ? `${first.action}_first` : "no_pages",
    confidence: confidenceOf({ provider: f.data_source, rows: f.pages.length, missing_share: 0 }),
    summary: summaryOf(f),
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: [
      ...(f.data_source === "sandbox" ? sandboxLimitation("pages") : []),
      "Traffic and positions are the provider's estimates per page; which keywords sit in each band needs /domain/ranked-keywords with the page as target.",
      ...(f.historical_serp_mode === "live" ? [] : [
        `historical_serp_mode ${f.historical_serp_mode}: counts include lost rankings, so every page in lost mode is routed to recover.`,
      ]),
    ],
    next_calls: nextCallsOf(f),
  });
  const t = f.totals;
  const markdown = markdownSummary({
    title: `Relevant pages: ${f.target} (${f.market.location}, ${f.market.language})`,
    headline: workflow.summary,
    figures: [
      ["Pages", `${fmt(t.returned)} of ${fmt(t.provider_total)}`],
      ["Estimated traffic", `${about(t.estimated_traffic)} clicks/month`],
      ["Keywords / in top 3", `${fmt(t.keywords)} / ${fmt(t.top3)}`],
      [
        "Recover / refresh / expand / protect / review",
        `${t.by_action.recover} / ${t.by_action.refresh} / ${t.by_action.expand} / ${t.by_action.protect} / ${t.by_action.review}`,
      ],
      [
        "Noindex / leave",
        `${t.by_action.noindex} / ${t.by_action.leave}`,
      ],
      ["Data", f.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
