/** The page-type x buyer-stage matrix of competitor pages, covered topics, gaps and opportunities. */
import { byText } from "../../toolkit/text.ts";
import type { PageFact, TopicStats } from "./facts.ts";
import { BUYER_STAGES } from "../../toolkit/values.ts";
import {
  type BuyerStage,
  type CompetitorGapResult,
  type GapOpportunity,
  type MatrixCell,
} from "./result.ts";

type Cell = MatrixCell & { domains: Set<number> };

/** Counts pages, topics and opportunities per cell; types by page count, stages in funnel order. */
export function matrixOf(f: {
  pages: PageFact[];
  stats: TopicStats[];
  opportunities: GapOpportunity[];
}): CompetitorGapResult["matrix"] {
  const cells = tallyCells(f);
  const typeTotals = new Map<string, number>();
  for (const c of cells.values()) {
    typeTotals.set(c.page_type, (typeTotals.get(c.page_type) ?? 0) + c.competitor_pages);
  }
  const pageTypes = [...typeTotals.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .map(([t]) => t);
  const typeOrder = new Map(pageTypes.map((t, i) => [t, i]));
  const list = [...cells.values()].map(({ domains, ...c }) => ({ ...c, competitors: domains.size }))
    .sort((a, b) =>
      typeOrder.get(a.page_type)! - typeOrder.get(b.page_type)! ||
      BUYER_STAGES.indexOf(a.buyer_stage) - BUYER_STAGES.indexOf(b.buyer_stage)
    );
  return { page_types: pageTypes, buyer_stages: [...BUYER_STAGES], cells: list };
}

/** The cells in order of first use: pages, then topics, then opportunities. */
function tallyCells(f: {
  pages: PageFact[];
  stats: TopicStats[];
  opportunities: GapOpportunity[];
}): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const cellOf = (pageType: string, stage: BuyerStage) => {
    const key = `${pageType}\u0000${stage}`;
    let c = cells.get(key);
    if (!c) {
      c = {
        page_type: pageType,
        buyer_stage: stage,
        competitor_pages: 0,
        competitors: 0,
        covered_topics: 0,
        gap_topics: 0,
        opportunities: 0,
        top_topics: [],
        domains: new Set(),
      };
      cells.set(key, c);
    }
    return c;
  };
  for (const p of f.pages) {
    const c = cellOf(p.pageType, p.stage);
    c.competitor_pages++;
    c.domains.add(p.competitor);
  }
  for (const s of f.stats) {
    const c = cellOf(s.pageType, s.stage);
    if (s.gapType === null) c.covered_topics++;
    else c.gap_topics++;
  }
  for (const o of f.opportunities) {
    const c = cellOf(o.page_type, o.buyer_stage);
    c.opportunities++;
    if (c.top_topics.length < 3) c.top_topics.push(o.topic);
  }
  return cells;
}
