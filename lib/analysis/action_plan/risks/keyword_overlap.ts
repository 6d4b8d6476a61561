import { languageOfPage } from "../../understanding/locale.ts";
import type { Node } from "../facts.ts";
import { fold } from "../words.ts";
import { DECIDES, type RiskRule, risksOrNull } from "./types.ts";

/**
 * Splits items aimed at one keyword by page language: pages in different languages are
 * translations (hreflang), not rivals for one query. An item whose language is unknown stays
 * with every group.
 */
function byLanguage(group: Node[]): Node[][] {
  const languageOf = (n: Node) => languageOfPage({ url: n.item.url, title: n.title });
  const known = [...new Set(group.map(languageOf).filter((l): l is string => l !== null))];
  if (known.length <= 1) return [group];
  return known.map((language) =>
    group.filter((n) => {
      const own = languageOf(n);
      return own === null || own === language;
    })
  );
}

export const keywordOverlap: RiskRule = {
  id: "keyword_overlap",
  decides: DECIDES,
  when:
    "open items aim one keyword at different pages of one language (an item whose language is unknown joins every group): medium, one risk per keyword",
  because:
    "SEO practice: pages of one site aimed at one query compete for it (keyword cannibalization), so one page should own it; pages in other languages are localized versions (Google Search Central: hreflang), not rivals",
  decide(f) {
    const byKeyword = new Map<string, Node[]>();
    for (const n of f.nodes) {
      if (n.status === "done" || !n.item.keyword) continue;
      const key = fold(n.item.keyword);
      byKeyword.set(key, [...(byKeyword.get(key) ?? []), n]);
    }
    return risksOrNull(
      [...byKeyword.values()].flatMap(byLanguage).flatMap((group) => {
        const pages = new Set(
          group.map((n) => n.item.url ? fold(n.item.url).replace(/\/+$/, "") : `new:${n.index}`),
        );
        if (pages.size < 2) return [];
        return [{
          kind: "keyword_overlap" as const,
          risk: `${group.length} items target "${
            group[0].item.keyword
          }" on ${pages.size} different pages: possible keyword cannibalization`,
          severity: "medium" as const,
          items: group.map((n) => n.title),
          mitigation:
            "Pick one primary page for the keyword and give the others distinct keywords, or merge them.",
        }];
      }),
    );
  },
};
