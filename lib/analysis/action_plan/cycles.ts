/** Dependency cycles among open items, found and broken. */
import type { Node } from "./facts.ts";

/** Pops the strongly connected component whose root is `v` off the Tarjan stack. */
function popComponent(v: number, stack: number[], onStack: boolean[]): number[] {
  const component: number[] = [];
  let w: number;
  do {
    w = stack.pop()!;
    onStack[w] = false;
    component.push(w);
  } while (w !== v);
  return component;
}

/**
 * Finds dependency cycles (strongly connected components, Tarjan, iterative) among open
 * items and drops the edges inside each, so the rest of the plan stays schedulable.
 * Returns each cycle's members in input order.
 */
export function breakCycles(nodes: Node[]): number[][] {
  const index = new Array<number>(nodes.length).fill(-1);
  const low = new Array<number>(nodes.length).fill(0);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  for (let root = 0; root < nodes.length; root++) {
    if (index[root] !== -1) continue;
    const work: { v: number; next: number }[] = [{ v: root, next: 0 }];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const deps = nodes[frame.v].deps;
      if (frame.next < deps.length) {
        const w = deps[frame.next++];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          work.push({ v: w, next: 0 });
        } else if (onStack[w]) {
          low[frame.v] = Math.min(low[frame.v], index[w]);
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].v;
        low[parent] = Math.min(low[parent], low[frame.v]);
      }
      if (low[frame.v] === index[frame.v]) {
        const component = popComponent(frame.v, stack, onStack);
        if (component.length > 1) components.push(component.sort((a, b) => a - b));
      }
    }
  }
  for (const component of components) {
    const members = new Set(component);
    for (const v of component) nodes[v].deps = nodes[v].deps.filter((d) => !members.has(d));
  }
  return components.sort((a, b) => a[0] - b[0]);
}
