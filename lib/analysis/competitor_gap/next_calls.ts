/** Follow-up requests per opportunity: refresh the own page, or outline and brief a new one. */
import type { NextCall } from "../../agent/workflow.ts";
import { absoluteUrl, siteOrigin } from "../../toolkit/urls.ts";
import { typeLabel } from "./page_type.ts";
import type { GapOpportunity } from "./result.ts";
import { followUpMarket, marketOfHost } from "../understanding/locale.ts";
import { truncate } from "../../toolkit/text.ts";

/** The page_type enum of `/content/brief` closest to a gap page type. */
function briefPageType(pageType: string): string {
  switch (pageType) {
    case "blog_post":
      return "blog_post";
    case "guide":
    case "glossary_page":
    case "template_page":
    case "docs":
      return "guide";
    case "comparison_page":
    case "alternatives_page":
    case "listicle":
      return "comparison_page";
    case "tool_page":
      return "tool_page";
    case "pricing_page":
    case "feature_page":
    case "solution_page":
    case "landing_page":
    case "homepage":
    case "integration_page":
      return "landing_page";
    default:
      return "auto";
  }
}

/** A keyword usable in a follow-up request (1-200 characters after trimming). */
export function requestKeyword(text: string): string | null {
  const k = truncate(text, 200);
  return k.length > 0 ? k : null;
}

/** The follow-up requests of one opportunity. */
export function callsFor(o: GapOpportunity, target: string | undefined): NextCall[] {
  const keyword = requestKeyword(o.topic);
  if (!keyword) return [];
  // The site's country domain's language (a consultant researches the client's market), else
  // the topic's own (read from its competitors' pages).
  const market = followUpMarket(marketOfHost(target)?.language ?? o.language, target);
  const withTarget = (body: Record<string, unknown>) => ({
    ...body,
    ...(target ? { target } : {}),
    ...market,
  });
  const ownUrl = o.own_coverage.url
    ? absoluteUrl(o.own_coverage.url, target ? siteOrigin(target) : null)
    : null;
  // A partial page with another angle (a review page for an alternatives topic) is no home
  // for the topic: a new page is briefed instead.
  const refresh = o.gap_type === "underperforming" ||
    (o.gap_type === "partial" && o.own_coverage.angle_match);
  const calls: NextCall[] = refresh && ownUrl
    ? [refreshCall(o, { url: ownUrl, keyword, withTarget })]
    : newPageCalls(o, { keyword, withTarget });
  if (o.volume === null) {
    const keywords = [...new Set([keyword, ...o.related_keywords.map(requestKeyword)])]
      .filter((k): k is string => k !== null).slice(0, 10);
    calls.push({
      endpoint: "/keyword-metrics/overview",
      reason:
        `No search volume was supplied for "${o.topic}"; measure its demand before committing`,
      body: { keywords },
    });
  }
  return calls;
}

type WithTarget = (body: Record<string, unknown>) => Record<string, unknown>;

/** A refresh brief for the own page that is the topic's natural home. */
function refreshCall(
  o: GapOpportunity,
  ctx: { url: string; keyword: string; withTarget: WithTarget },
): NextCall {
  const body: Record<string, unknown> = {
    url: ctx.url,
    keyword: ctx.keyword,
    refresh_goal: o.gap_type === "underperforming" ? "recover_rankings" : "expand_topic_depth",
  };
  const r = o.own_coverage.own_rank;
  if (r !== null && Number.isInteger(r) && r >= 1 && r <= 1000) body.current_rank = r;
  return {
    endpoint: "/content/refresh-brief",
    reason:
      `Your page ${o.own_coverage.url} is the natural home for "${o.topic}"; get a gap-based refresh brief`,
    body: ctx.withTarget(body),
  };
}

/** A SERP outline and a writer-ready brief for a new page. */
function newPageCalls(
  o: GapOpportunity,
  ctx: { keyword: string; withTarget: WithTarget },
): NextCall[] {
  return [{
    endpoint: "/content/serp-outline",
    reason: `See what the SERP for "${o.topic}" expects before writing the ${
      typeLabel(o.page_type)
    }`,
    body: ctx.withTarget({ keyword: ctx.keyword }),
  }, {
    endpoint: "/content/brief",
    reason: `Get a writer-ready brief for the new ${typeLabel(o.page_type)} on "${o.topic}"`,
    body: ctx.withTarget({ keyword: ctx.keyword, page_type: briefPageType(o.page_type) }),
  }];
}
