/**
 * Seeded randomness for the sandbox: the same request always gives the same data. FNV-1a of the
 * parts seeds a mulberry32 generator; no clock, no global state.
 */

/** A generator of numbers in [0, 1). */
export type Random = () => number;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded by the parts (joined). */
export function seeded(...parts: (string | number)[]): Random {
  let a = fnv1a(parts.join("|"));
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function int(r: Random, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

/** One item of a list. */
export function pick<T>(r: Random, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}
