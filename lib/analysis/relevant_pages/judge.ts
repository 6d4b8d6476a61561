/**
 * How one page is read: the share of its clicks its top-3 rankings earn, an opportunity score
 * from the keywords within reach, and the action it is routed to (first rule that applies).
 */
import { z } from "zod";
import type { PositionMetrics } from "../../providers/labs_types.ts";
import { ctrAt } from "../keyword_judgement/mod.ts";
import { round } from "../../toolkit/numbers.ts";

/** The opportunity score of a page, as stated in `method.opportunity`. */
export const PAGE_OPPORTUNITY_FORMULA =
  "opportunity = 100 × reach × focus, where upside = keywords at 4-20 + lost keywords, reach = log10(1 + upside) / log10(1 + 200) capped at 1, focus = 0.5 + 0.5 × min(1, upside / keyword_count): more keywords within reach of the top 3 or page 1 (or just lost) raise it, most of all when they are most of the page's keywords";

/** The page's opportunity score 0-100 (see `PAGE_OPPORTUNITY_FORMULA`). */
export function pageOpportunity(m: PositionMetrics): number {
  const upside = m.pos_4_10 + m.pos_11_20 + m.is_lost;
  const reach = Math.min(1, Math.log10(1 + upside) / Math.log10(1 + 200));
  const focus = 0.5 + 0.5 * Math.min(1, upside / Math.max(1, m.count));
  return round(100 * reach * focus, 1);
}

/**
 * The share of the page's expected clicks its top-3 rankings earn, from the click-through curve
 * at the middle of each band (1; 2-3; 4-10 at 7; 11-20 at 15; 21-100 at 50). Null: no rankings.
 */
export function top3ClickShare(m: PositionMetrics): number | null {
  const top = m.pos_1 * ctrAt(1) + m.pos_2_3 * (ctrAt(2) + ctrAt(3)) / 2;
  const all = top + m.pos_4_10 * ctrAt(7) + m.pos_11_20 * ctrAt(15) + m.pos_21_100 * ctrAt(50);
  return all > 0 ? round(top / all, 2) : null;
}

/** What the routing reads of a page. */
export interface PageFacts {
  metrics: PositionMetrics;
  top3: number;
  top3_click_share: number | null;
  /** The request counts lost rankings only (`historical_serp_mode: lost`). */
  lost_mode: boolean;
}

/** The thresholds of the routing rules. */
export const ROUTE_THRESHOLDS = {
  recover_min_lost: 3,
  recover_lost_share: 0.2,
  recover_down_share: 0.25,
  review_max_keywords: 3,
  review_max_traffic: 10,
  protect_top3_click_share: 0.5,
  refresh_min_striking: 3,
  refresh_striking_share: 0.4,
  expand_min_keywords: 20,
  expand_max_top3_share: 0.1,
};
const T = ROUTE_THRESHOLDS;

/** The routing rules in order: the first that applies names the page's action. */
export const ROUTES = [
  {
    action: "recover",
    rule: `losing keywords: lost >= ${T.recover_min_lost} and >= ${
      T.recover_lost_share * 100
    }% of its keywords, or down >= ${
      T.recover_down_share * 100
    }% of them and more than up + new (every page in lost mode)`,
    why: "a page shedding rankings loses traffic every week it waits",
    applies: (f: PageFacts) => {
      const m = f.metrics;
      const lost = m.is_lost >= T.recover_min_lost &&
        m.is_lost >= T.recover_lost_share * (m.count + (f.lost_mode ? 0 : m.is_lost));
      const down = m.count >= 4 && m.is_down >= T.recover_down_share * m.count &&
        m.is_down > m.is_up + m.is_new;
      return f.lost_mode || lost || down;
    },
  },
  {
    action: "review",
    rule:
      `little of anything: under ${T.review_max_keywords} keywords and under ${T.review_max_traffic} clicks/month`,
    why: "too little search presence to judge; decide whether the page should rank at all",
    applies: (f: PageFacts) =>
      f.metrics.count < T.review_max_keywords && f.metrics.etv < T.review_max_traffic,
  },
  {
    action: "protect",
    rule: `top-3 rankings earn >= ${T.protect_top3_click_share * 100}% of its expected clicks`,
    why: "an earner held by top-3 rankings: a rewrite risks what it already wins",
    applies: (f: PageFacts) => (f.top3_click_share ?? 0) >= T.protect_top3_click_share,
  },
  {
    action: "refresh",
    rule: `many keywords within reach: >= ${T.refresh_min_striking} at 4-20 and >= ${
      T.refresh_striking_share * 100
    }% of its keywords`,
    why:
      "keywords on lower page 1 and page 2 move up with a refresh of the page they already rank with",
    applies: (f: PageFacts) => {
      const striking = f.metrics.pos_4_10 + f.metrics.pos_11_20;
      return striking >= T.refresh_min_striking &&
        striking >= T.refresh_striking_share * f.metrics.count;
    },
  },
  {
    action: "expand",
    rule: `broad but shallow: >= ${T.expand_min_keywords} keywords with under ${
      T.expand_max_top3_share * 100
    }% in the top 3`,
    why: "the page touches many queries without winning them: new sections or child pages can",
    applies: (f: PageFacts) =>
      f.metrics.count >= T.expand_min_keywords &&
      f.top3 < T.expand_max_top3_share * f.metrics.count,
  },
] as const;

/** A page action. */
export const PageActionSchema = z.enum([
  "recover",
  "review",
  "protect",
  "refresh",
  "expand",
  "noindex",
  "leave",
]).describe(
  "See `method.routing`; `review` also when no rule applies. The page's address decides first: duplicates and archives `review`, internal search results `noindex`, utility pages `leave`.",
);

/** The value list of page actions, for counts. */
export const PAGE_ACTIONS = PageActionSchema.options;

/** A page action. */
export type PageAction = z.output<typeof PageActionSchema>;

/** The action of a page and the reason of its rule. */
export function routeOf(f: PageFacts): { action: PageAction; reason: string } {
  const route = ROUTES.find((r) => r.applies(f));
  if (!route) return { action: "review", reason: "no rule applies: rankings mostly beyond 20" };
  return { action: route.action, reason: `${route.rule}: ${route.why}` };
}

/** What `method.routing` says: the rules in order. */
export const ROUTING_METHOD = [
  "by address first (understanding/url_role.ts): a print/AMP/sorted/tracked variant is a duplicate -> review (canonicalise to the page it copies); internal search results -> noindex (their searches belong on a real page, expanded); tag, author, date archives and page 2+ of a listing -> review; legal, account, cart, contact and career pages -> leave; the homepage -> protect unless recover applies",
  ...ROUTES.map((r) => `${r.action}: ${r.rule}`),
  "review: when no rule applies",
];
