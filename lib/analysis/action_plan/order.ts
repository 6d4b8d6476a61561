/** The order items are scheduled in: dependencies first, then value. */
import type { Node } from "./facts.ts";

/**
 * Kahn's topological order on the (now acyclic) dependency graph. Each item's `rank` is
 * raised to the best score of anything that waits on it, so a low-score prerequisite of a
 * high-value item is not starved; ready items go by rank, own score, then input order.
 */
export function dependencyOrder(nodes: Node[]): number[] {
  const dependents = nodes.map(() => [] as number[]);
  const waiting = nodes.map((n) => n.deps.length);
  for (const n of nodes) for (const d of n.deps) dependents[d].push(n.index);

  // Any topological order, to push ranks from dependents down to prerequisites.
  const plain: number[] = [];
  const left = [...waiting];
  const queue = nodes.filter((n) => left[n.index] === 0).map((n) => n.index);
  while (queue.length > 0) {
    const v = queue.shift()!;
    plain.push(v);
    for (const w of dependents[v]) if (--left[w] === 0) queue.push(w);
  }
  for (let k = plain.length - 1; k >= 0; k--) {
    const v = plain[k];
    for (const d of nodes[v].deps) nodes[d].rank = Math.max(nodes[d].rank, nodes[v].rank);
  }

  const order: number[] = [];
  const ready = nodes.filter((n) => waiting[n.index] === 0).map((n) => n.index);
  while (ready.length > 0) {
    let best = 0;
    for (let k = 1; k < ready.length; k++) {
      if (before(nodes[ready[k]], nodes[ready[best]])) best = k;
    }
    const v = ready.splice(best, 1)[0];
    order.push(v);
    for (const w of dependents[v]) if (--waiting[w] === 0) ready.push(w);
  }
  return order;
}

/**
 * Whether `a` goes before `b` among ready items: work in progress (finish what is started:
 * limiting work in progress is Kanban practice, and a half-done change helps no one), then work
 * that restores value already earned (a broken form, a 404 to redirect, a lost link: Google
 * Search Central on site moves; link reclamation practice), then rank, score, input order.
 */
function before(a: Node, b: Node): boolean {
  const started = (n: Node) => n.status === "in_progress";
  if (started(a) !== started(b)) return started(a);
  if (a.restores !== b.restores) return a.restores;
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.score !== b.score) return a.score > b.score;
  return a.index < b.index;
}
