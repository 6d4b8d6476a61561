import type { Node } from "../facts.ts";
import { fold } from "../words.ts";
import { DECIDES, type RiskRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const duplicateTitles: RiskRule = {
  id: "duplicate_titles",
  decides: DECIDES,
  when: "two or more items share a title (after folding case and spaces): low",
  because:
    "project-planning practice: two tasks with one title are likely one piece of work planned twice",
  decide(f) {
    const titles = new Map<string, Node[]>();
    for (const n of f.nodes) titles.set(fold(n.title), [...(titles.get(fold(n.title)) ?? []), n]);
    const dupes = [...titles.values()].filter((g) => g.length > 1);
    if (dupes.length === 0) return null;
    return [{
      kind: "duplicate_titles",
      risk: `${plural(dupes.length, "title")} ${
        agree(dupes.length, "appears", "appear")
      } more than once: possible duplicate work`,
      severity: "low",
      items: dupes.map((g) => g[0].title),
      mitigation:
        "Merge duplicates or make the titles distinct (give items ids to reference them).",
    }];
  },
};
