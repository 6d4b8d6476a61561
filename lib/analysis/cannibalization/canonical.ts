/** The canonical graph: loops, chains, canonicals to non-indexable pages, mixed signals. */
import type { Page } from "./pages.ts";

export interface CanonicalIssue {
  a: number;
  b: number;
  type:
    | "canonical_loop"
    | "canonical_chain"
    | "canonical_to_non_indexable"
    | "noindex_with_canonical";
  chain: number[];
}

export function canonicalIssues(
  pages: readonly Page[],
): { issues: CanonicalIssue[]; status: Map<number, "loop" | "chain"> } {
  const issues: CanonicalIssue[] = [];
  const status = new Map<number, "loop" | "chain">();
  const seenLoops = new Set<string>();
  for (const p of pages) {
    if (p.canonicalTarget === null) continue;
    const t = pages[p.canonicalTarget];
    const path = [p.id];
    let cur = t.id;
    let loopAt = -1;
    while (true) {
      const at = path.indexOf(cur);
      if (at >= 0) {
        loopAt = at;
        break;
      }
      path.push(cur);
      const next = pages[cur].canonicalTarget;
      if (next === null || path.length > pages.length) break;
      cur = next;
    }
    if (loopAt >= 0) {
      const cycle = path.slice(loopAt);
      const id = [...cycle].sort((a, b) => a - b).join(",");
      if (loopAt === 0 && !seenLoops.has(id)) {
        seenLoops.add(id);
        for (let i = 0; i < cycle.length; i++) {
          const a = cycle[i];
          const b = cycle[(i + 1) % cycle.length];
          if (cycle.length === 2 && i === 1) break;
          issues.push({ a, b, type: "canonical_loop", chain: [...cycle, cycle[0]] });
        }
      }
      if (loopAt === 0) status.set(p.id, "loop");
      else {
        status.set(p.id, "chain");
        issues.push({ a: p.id, b: t.id, type: "canonical_chain", chain: path.concat(cur) });
      }
    } else if (path.length >= 3) {
      status.set(p.id, "chain");
      issues.push({ a: p.id, b: path[path.length - 1], type: "canonical_chain", chain: path });
    }
    if (t.indexable === false) {
      issues.push({ a: p.id, b: t.id, type: "canonical_to_non_indexable", chain: [p.id, t.id] });
    }
    if (p.indexable === false) {
      issues.push({ a: p.id, b: t.id, type: "noindex_with_canonical", chain: [p.id, t.id] });
    }
  }
  return { issues, status };
}
