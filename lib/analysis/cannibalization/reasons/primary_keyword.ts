/**
 * Shared primary keyword: the strongest of three signals that two pages were written for the
 * same search (the same primary keyword, one page's primary is the other's target, or the
 * other page's title/URL/keywords match the primary keyword).
 */
import { round } from "../../../toolkit/numbers.ts";
import type { Context } from "../facts.ts";
import type { PairFacts } from "../pair_facts.ts";
import type { ConflictReason } from "../result.ts";
import { EVIDENCE, MAX_PRIMARY_MATCHES, STRENGTH } from "../thresholds.ts";
import { DECIDES, quote, type ReasonRule } from "./types.ts";

const TYPE = "shared_primary_keyword";

export const primaryKeyword: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `both pages have the same primary keyword (same stems in any order): strength ${STRENGTH.same_primary}; else one page's primary keyword is a target keyword of the other: ${STRENGTH.primary_is_target}; or the other page's title/URL/keywords match the primary keyword with score >= primary_match_score (shared keyword-to-page matcher, the ${MAX_PRIMARY_MATCHES} best pages per primary keyword): ${STRENGTH.primary_matches_page} x score/100; the strongest of these is the reason`,
  because:
    "SEO practice: a keyword map gives each keyword one page; the primary keyword is a page's declared target, so two pages declared for one search compete for it and split its clicks and links",
  confidence: EVIDENCE[TYPE],
  decide({ f, ctx }) {
    if (!f.wording) return null;
    const found = f.samePrimary ? [samePrimary(f)] : [...primaryIsTarget(f), ...matched(f, ctx)];
    found.sort((p, q) => q.strength - p.strength);
    return found.length > 0 ? found.slice(0, 1) : null;
  },
};

/** Both pages have the same primary keyword. */
function samePrimary({ a, b }: PairFacts): ConflictReason {
  return {
    type: TYPE,
    strength: STRENGTH.same_primary,
    description: `Both pages have the primary keyword ${quote(a.primary!.text)}`,
    keywords: [a.primary!.text],
    urls: [a.url, b.url],
  };
}

/** One page's primary keyword is a target keyword of the other (either way round). */
function primaryIsTarget({ a, b }: PairFacts): ConflictReason[] {
  const found: ConflictReason[] = [];
  for (const [p, o] of [[a, b], [b, a]] as const) {
    if (p.primary && o.targeted.has(p.primary.key)) {
      found.push({
        type: TYPE,
        strength: STRENGTH.primary_is_target,
        description: `${p.url}'s primary keyword ${
          quote(p.primary.text)
        } is also a target keyword of ${o.url}`,
        keywords: [p.primary.text],
        urls: [p.url, o.url],
      });
    }
  }
  return found;
}

/** The other page's title, URL or keywords match one page's primary keyword. */
function matched(f: PairFacts, ctx: Context): ConflictReason[] {
  const m = ctx.primaryMatches.get(f.key);
  if (!m) return [];
  const from = ctx.pages[m.from];
  const to = ctx.pages[m.to];
  return [{
    type: TYPE,
    strength: round(STRENGTH.primary_matches_page * m.score / 100, 3),
    description: `${to.url}'s title, URL or keywords match ${from.url}'s primary keyword ${
      quote(from.primary!.text)
    } (match score ${m.score} of 100)`,
    keywords: [from.primary!.text],
    urls: [from.url, to.url],
  }];
}
