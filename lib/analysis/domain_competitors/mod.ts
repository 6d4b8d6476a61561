/**
 * Domain competitors: the domains ranking for the target's keywords, read as an SEO would: how
 * much of the target's footprint each contests, how strongly, the traffic it wins there, and a
 * threat level; generic platforms are flagged and listed after the direct competitors.
 */
import type { DomainCompetitorRow, DomainCompetitorsRequest } from "../../providers/labs_types.ts";
import type { RowsAnswer } from "../../providers/provider.ts";
import { SET_ASIDE_RULE, setAsideByKeywords } from "../rivals/set_aside.ts";
import { hostOfTarget } from "../page_match.ts";
import type { ResolvedMarket } from "../../geo/geo.ts";
import { descNullable } from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import type { DomainCompetitorsResult, ScoredCompetitor } from "./result.ts";
import { overlapScore, strengthScore, THREAT_RULE, threatOf, top10 } from "./rules.ts";
import { competitorsWorkflow } from "./workflow.ts";

export { DomainCompetitorsResultSchema } from "./result.ts";
export type { DomainCompetitorsResult } from "./result.ts";

/** Scores and ranks the competitors of `req.target` (a domain) from the provider's answer. */
export function analyzeDomainCompetitors(
  req: DomainCompetitorsRequest,
  answer: RowsAnswer<DomainCompetitorRow>,
  options: { market: ResolvedMarket; brand_terms?: readonly string[] },
): DomainCompetitorsResult {
  // The provider lists the target itself with its whole footprint: keep that, list the rest.
  const self = hostOfTarget(req.target);
  const own = answer.rows.find((r) => hostOfTarget(r.domain) === self) ?? null;
  const rows = answer.rows.filter((r) =>
    hostOfTarget(r.domain) !== self && r.intersections >= req.min_intersections
  );
  // Overlap, strength and threat of each; generic platforms flagged.
  const targetKeywords = own ? own.full_organic.count : null;
  // The target's own row counts, as its intersections, the keywords it ranks for within the
  // request's rank range (max_rank_group): the basis the competitors' intersections share.
  const inRange = own ? own.intersections || own.full_organic.count : null;
  const largest = Math.max(0, ...rows.map((r) => r.intersections));
  const scored = rows.map((r) =>
    scoreCompetitor(r, {
      targetKeywords: inRange,
      largest,
      target: self,
      brand_terms: options.brand_terms ?? [],
    })
  );
  // Direct competitors first, in the requested order; then the platforms.
  const competitors = sortCompetitors(scored, req.sort_by).slice(0, req.limit);
  const result = {
    target: self,
    market: { location: options.market.location, language: options.market.language },
    data_source: answer.provider,
    total_count: answer.total_count,
    target_keywords: targetKeywords,
    target_traffic: own ? own.full_organic.etv : null,
    summary: summaryOf(competitors),
    competitors,
    method: {
      threat: THREAT_RULE,
      order:
        "direct competitors first, by sort_by (threat: threat_score; overlap: intersections; competitor_traffic; traffic_gap, unknown last), then the domains set aside; ties by domain",
      set_aside: `${SET_ASIDE_RULE}; a domain set aside has threat 0 (low)`,
      traffic_gap: "competitor_shared_traffic - target_shared_traffic (estimated monthly clicks)",
    },
  };
  return {
    ...result,
    ...competitorsWorkflow(result, {
      market: options.market,
      brandCertain: (options.brand_terms ?? []).length > 0,
    }),
  };
}

function scoreCompetitor(
  r: DomainCompetitorRow,
  basis: {
    targetKeywords: number | null;
    largest: number;
    target: string;
    brand_terms: readonly string[];
  },
): ScoredCompetitor {
  const overlap = overlapScore(r, basis);
  const strength = strengthScore(r);
  const aside = setAsideByKeywords({
    domain: r.domain,
    intersections: r.intersections,
    competitor_keywords: r.full_organic.count,
    avg_position: r.avg_position,
  }, { domain: basis.target, keywords: basis.targetKeywords, brand_terms: basis.brand_terms });
  // A domain set aside is no rival: no threat, whatever it shares (its overlap and strength
  // stay reported); the same rule as the backlink competitors' opportunity.
  const threat = aside
    ? { score: 0, level: "low" as const }
    : threatOf(overlap, strength, r.intersections);
  const mine = r.target_shared_organic?.etv ?? null;
  return {
    domain: r.domain,
    avg_position: round(r.avg_position, 1),
    intersections: r.intersections,
    share_of_target_keywords: basis.targetKeywords
      ? round(Math.min(1, r.intersections / basis.targetKeywords), 3)
      : null,
    share_of_competitor_keywords: r.full_organic.count > 0
      ? round(Math.min(1, r.intersections / r.full_organic.count), 3)
      : null,
    competitor_keywords: r.full_organic.count,
    competitor_traffic: round(r.full_organic.etv, 1),
    competitor_shared_traffic: round(r.shared_organic.etv, 1),
    target_shared_traffic: mine === null ? null : round(mine, 1),
    traffic_gap: mine === null ? null : round(r.shared_organic.etv - mine, 1),
    competitor_top10_shared: top10(r.shared_organic),
    overlap_score: overlap,
    strength_score: strength,
    threat_score: threat.score,
    threat_level: threat.level,
    set_aside: aside,
    direct_competitor: aside === null,
  };
}

const SORT_KEYS: Record<
  DomainCompetitorsRequest["sort_by"],
  (c: ScoredCompetitor) => number | null
> = {
  threat: (c) => c.threat_score,
  overlap: (c) => c.intersections,
  competitor_traffic: (c) => c.competitor_traffic,
  traffic_gap: (c) => c.traffic_gap,
};

/** Direct competitors before platforms, then by the sort key (largest first), then domain. */
export function sortCompetitors(
  list: ScoredCompetitor[],
  sortBy: DomainCompetitorsRequest["sort_by"],
): ScoredCompetitor[] {
  const key = SORT_KEYS[sortBy];
  return [...list].sort((a, b) =>
    Number(b.direct_competitor) - Number(a.direct_competitor) || descNullable(key(a), key(b)) ||
    a.domain.localeCompare(b.domain)
  );
}

function summaryOf(list: ScoredCompetitor[]): DomainCompetitorsResult["summary"] {
  const direct = list.filter((c) => c.direct_competitor);
  return {
    competitors: list.length,
    high_threats: direct.filter((c) => c.threat_level === "high").length,
    medium_threats: direct.filter((c) => c.threat_level === "medium").length,
    low_threats: direct.filter((c) => c.threat_level === "low").length,
    generic_platforms: list.length - direct.length,
  };
}
