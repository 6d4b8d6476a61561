/**
 * Shared primary keyword: the strongest of three signals that two pages were written for the
 * same search (the same primary keyword, one page's primary is the other's target, or the
 * other page's title/URL/keywords match the primary keyword).
 */
import { round } from "../../text.ts";
import type { ConflictReason } from "../result.ts";
import { STRENGTH } from "../thresholds.ts";
import { quote, type ReasonRule } from "./types.ts";

export const primaryKeyword: ReasonRule = {
  id: "shared_primary_keyword",
  method: {
    shared_primary_keyword:
      "same primary keyword (same stems in any order): strength 0.5; one page's primary keyword is a target keyword of the other: 0.4; the other page's title/URL/keywords match the primary keyword with score >= primary_match_score (shared keyword-to-page matcher, the 50 best pages per primary keyword): 0.4 x score/100",
  },
  assess(f, ctx) {
    if (!f.wording) return [];
    const { a, b } = f;
    const found: ConflictReason[] = [];
    if (f.samePrimary) {
      found.push({
        type: "shared_primary_keyword",
        strength: STRENGTH.same_primary,
        description: `Both pages have the primary keyword ${quote(a.primary!.text)}`,
        keywords: [a.primary!.text],
        urls: [a.url, b.url],
      });
      return found;
    }
    for (const [p, o] of [[a, b], [b, a]] as const) {
      if (p.primary && o.targeted.has(p.primary.key)) {
        found.push({
          type: "shared_primary_keyword",
          strength: STRENGTH.primary_is_target,
          description: `${p.url}'s primary keyword ${
            quote(p.primary.text)
          } is also a target keyword of ${o.url}`,
          keywords: [p.primary.text],
          urls: [p.url, o.url],
        });
      }
    }
    const m = ctx.primaryMatches.get(f.key);
    if (m) {
      const from = ctx.pages[m.from];
      const to = ctx.pages[m.to];
      found.push({
        type: "shared_primary_keyword",
        strength: round(STRENGTH.primary_matches_page * m.score / 100, 3),
        description: `${to.url}'s title, URL or keywords match ${from.url}'s primary keyword ${
          quote(from.primary!.text)
        } (match score ${m.score} of 100)`,
        keywords: [from.primary!.text],
        urls: [from.url, to.url],
      });
    }
    found.sort((p, q) => q.strength - p.strength);
    return found.slice(0, 1);
  },
};
