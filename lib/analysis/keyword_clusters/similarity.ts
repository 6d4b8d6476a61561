/** The cosine similarity matrix and the matrices of pairs kept apart. */
import { alike } from "./apart/mod.ts";
import type { Item } from "./facts.ts";

function cosineOf(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [key, w] of small) {
    const v = large.get(key);
    if (v !== undefined) dot += w * v;
  }
  return Math.min(1, dot);
}

/** Symmetric n x n cosine matrix (diagonal 1). */
export function similarityMatrix(items: readonly Item[]): Float64Array {
  const n = items.length;
  const sim = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    sim[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      const s = alike(items[i], items[j]) ? cosineOf(items[i].vector, items[j].vector) : 0;
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  }
  return sim;
}

/** 1 where two keywords may not be grouped under `rule`. */
export function apartMatrix(
  items: readonly Item[],
  rule: (a: Item, b: Item) => boolean,
): Uint8Array {
  const n = items.length;
  const apart = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!rule(items[i], items[j])) apart[i * n + j] = apart[j * n + i] = 1;
    }
  }
  return apart;
}
