/** Turns `dependencies` into edges between open items, keeping every bad reference for the risks. */
import type { Node } from "./facts.ts";
import { fold } from "./words.ts";

/** A dependency reference and the item that lists it. */
export interface Reference {
  node: Node;
  ref: string;
}

/** The references that did not resolve cleanly (each becomes a risk). */
export interface DependencyRefs {
  unknown: Reference[];
  ambiguous: Reference[];
  duplicateIds: Set<string>;
  selfRefs: Node[];
}

interface ReferenceIndex {
  byId: Map<string, number>;
  byFoldedId: Map<string, number>;
  byTitle: Map<string, number[]>;
  duplicateIds: Set<string>;
}

/** Items by exact id, folded id (first wins) and folded title. */
function referenceIndex(nodes: readonly Node[]): ReferenceIndex {
  const byId = new Map<string, number>();
  const byFoldedId = new Map<string, number>();
  const byTitle = new Map<string, number[]>();
  const duplicateIds = new Set<string>();
  for (const n of nodes) {
    const id = n.item.id?.trim();
    if (id) {
      if (byId.has(id)) duplicateIds.add(id);
      else byId.set(id, n.index);
      if (!byFoldedId.has(fold(id))) byFoldedId.set(fold(id), n.index);
    }
    const key = fold(n.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), n.index]);
  }
  return { byId, byFoldedId, byTitle, duplicateIds };
}

/**
 * The item a reference names: by id, then folded id, then title (another item first; the
 * first in input order when several share the title, which makes it ambiguous).
 */
function lookUp(
  ref: string,
  node: Node,
  idx: ReferenceIndex,
): { target: number | undefined; ambiguous: boolean } {
  let target = idx.byId.get(ref) ?? idx.byFoldedId.get(fold(ref));
  let ambiguous = false;
  if (target === undefined) {
    const candidates = idx.byTitle.get(fold(ref)) ?? [];
    const others = candidates.filter((c) => c !== node.index);
    if (candidates.length > 0 && others.length === 0) target = node.index;
    else if (others.length > 0) {
      target = others[0];
      if (others.length > 1) ambiguous = true;
    }
  }
  return { target, ambiguous };
}

/** Sets each open item's `deps`; returns the references that did not resolve cleanly. */
export function resolveDependencies(nodes: Node[]): DependencyRefs {
  const idx = referenceIndex(nodes);
  const unknown: Reference[] = [];
  const ambiguous: Reference[] = [];
  const selfRefs: Node[] = [];
  for (const node of nodes) {
    // A done item waits for nothing, so its references cannot hurt the plan.
    if (node.status === "done") continue;
    const seen = new Set<number>();
    for (const rawRef of node.item.dependencies ?? []) {
      const ref = rawRef.trim();
      const found = lookUp(ref, node, idx);
      if (found.ambiguous) ambiguous.push({ node, ref });
      const target = found.target;
      if (target === undefined) {
        unknown.push({ node, ref });
        continue;
      }
      if (target === node.index) {
        if (!selfRefs.includes(node)) selfRefs.push(node);
        continue;
      }
      // A done dependency is satisfied.
      if (nodes[target].status === "done") continue;
      if (!seen.has(target)) {
        seen.add(target);
        node.deps.push(target);
      }
    }
  }
  return { unknown, ambiguous, duplicateIds: idx.duplicateIds, selfRefs };
}
