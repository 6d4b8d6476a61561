import { DECIDES, type LimitationRule } from "./types.ts";

export const unevenDepth: LimitationRule = {
  id: "uneven_depth",
  decides: DECIDES,
  when: "snapshots listing different numbers of URLs: compared over the shorter depth",
  because:
    "a comparison covers only the ranks both snapshots list: a URL deeper than the other snapshot reaches could not have been seen there",
  decide(f) {
    const depths = f.snapshots.map((s) => s.ranked.length);
    const minDepth = Math.min(...depths);
    const maxDepth = Math.max(...depths);
    if (minDepth === maxDepth) return null;
    return [
      `Snapshots list ${minDepth} to ${maxDepth} distinct URLs; RBO compares each pair over the shorter list's depth, and a URL ranked deeper than the other snapshot reaches is not counted as entered or exited.`,
    ];
  },
};
