/** The walk: every page but the kept one, visited outward from it along the strongest conflict. */
import type { Page } from "../pages.ts";
import type { PairResult } from "../pair.ts";
import type { Remediation } from "../result.ts";
import { decide } from "./decide.ts";

/** What the walk and the rules need besides the two pages. */
export interface RemediateContext {
  pages: Page[];
  edges: Map<number, PairResult[]>;
  conflictId: Map<PairResult, string>;
  clusterId: string;
}

/** Remediation of every page but the preferred one, visited outward from it. */
export function remediate(ranked: readonly number[], ctx: RemediateContext): Remediation[] {
  const { pages, edges } = ctx;
  const rank = new Map(ranked.map((id, i) => [id, i]));
  const keeper = new Map<number, number>([[ranked[0], ranked[0]]]);
  const processed = new Set<number>([ranked[0]]);
  const out: Remediation[] = [];
  let layer = [ranked[0]];
  while (layer.length > 0) {
    const next = new Set<number>();
    for (const id of layer) {
      for (const r of edges.get(id) ?? []) {
        const other = r.a === id ? r.b : r.a;
        if (!processed.has(other)) next.add(other);
      }
    }
    const order = [...next].sort((x, y) => rank.get(x)! - rank.get(y)!);
    for (const id of order) {
      const links = (edges.get(id) ?? []).filter((r) => processed.has(r.a === id ? r.b : r.a))
        .sort((x, y) => {
          const ox = x.a === id ? x.b : x.a;
          const oy = y.a === id ? y.b : y.a;
          return y.score - x.score || rank.get(ox)! - rank.get(oy)!;
        });
      const r = links[0];
      const neighbour = r.a === id ? r.b : r.a;
      const keep = keeper.get(neighbour)!;
      const step = decide(pages[id], pages[keep], r, ctx);
      out.push(step);
      keeper.set(id, step.action === "differentiate" ? id : keep);
      processed.add(id);
    }
    layer = order;
  }
  return out;
}
