import type { LimitationRule } from "./types.ts";

/** Snapshots of different lengths: RBO and entered/exited only compare what both reach. */
export const unevenDepth: LimitationRule = {
  id: "uneven_depth",
  method: "snapshots listing different numbers of URLs: compared over the shorter depth",
  notes(f) {
    const depths = f.snapshots.map((s) => s.ranked.length);
    const minDepth = Math.min(...depths);
    const maxDepth = Math.max(...depths);
    if (minDepth === maxDepth) return [];
    return [
      `Snapshots list ${minDepth} to ${maxDepth} distinct URLs; RBO compares each pair over the shorter list's depth, and a URL ranked deeper than the other snapshot reaches is not counted as entered or exited.`,
    ];
  },
};
