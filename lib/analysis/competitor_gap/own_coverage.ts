/** How well the site's own pages cover a topic: the best own page, its containment and angle. */
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import type { Scoring } from "./thresholds.ts";
import type { OwnFact, OwnPages, Topic } from "./facts.ts";
import type { OwnCoverage } from "./result.ts";
import { compoundHits } from "./variants.ts";

/** How own coverage is judged, as returned in `method.own_coverage`. */
export function ownCoverageMethod(t: Scoring): string {
  return `An own page covers a topic when all of the topic's core stems appear in its title, keywords, ranking queries or URL slug and it carries the topic's modifiers (containment 1); 'partial' when containment is at least ${t.partial.share} of a ${t.partial.minCore}+ stem core (expand that page: refresh brief), or the core is contained but the angle (modifier) is missing (angle_match false: create the page and link it from the own page). Which coverage is a gap: method.gap_type; covered topics are not reported unless the underperforming rule holds.`;
}

/** The own page that best covers a topic (inverted index on stems). */
export function ownCoverage(
  topic: Topic,
  ctx: OwnPages & {
    language: string | null;
    /** The topic's head query: an own page's position on it beats its page average. */
    query: string;
    t: Scoring;
  },
): OwnCoverage {
  const best = bestOwnPage(topic, ctx);
  if (!best) {
    return {
      status: "none",
      url: null,
      containment: 0,
      matched_terms: [],
      angle_match: false,
      own_rank: null,
    };
  }
  const o = ctx.own[best.i];
  const share = best.n / topic.core.length;
  // Every core word held, some as a compound's other form: all are matched.
  const matched = share === 1 ? [...topic.core] : topic.core.filter((s) => o.stems.has(s));
  const status = share === 1 && best.angle
    ? "covered"
    : share === 1 || (share >= ctx.t.partial.share && topic.core.length >= ctx.t.partial.minCore)
    ? "partial"
    : "none";
  return {
    status,
    url: status === "none" ? null : o.url,
    containment: round(share, 2),
    matched_terms: matched,
    angle_match: best.angle,
    own_rank: status === "none" ? null : o.queryRanks.get(ctx.query) ?? o.rank,
  };
}

/**
 * The own page (in the topic's language, or of unknown language) sharing the most core stems;
 * ties: the one carrying the topic's angles, then the better ranked, then URL order.
 */
function bestOwnPage(
  topic: Topic,
  ctx: OwnPages & { language: string | null },
): { i: number; n: number; angle: boolean } | null {
  const hits = new Map<number, number>();
  const sameLanguage = (o: OwnFact) =>
    ctx.language === null || o.language === null || o.language === ctx.language;
  for (const s of topic.core) {
    for (const i of ctx.ownIndex.get(s) ?? []) {
      if (sameLanguage(ctx.own[i])) hits.set(i, (hits.get(i) ?? 0) + 1);
    }
  }
  // A compound's other form counts as the topic's words ("spouwmuur isoleren" covers
  // "spouwmuurisolatie", `variants.ts`).
  ctx.own.forEach((o, i) => {
    if (!sameLanguage(o) || (hits.get(i) ?? 0) >= topic.core.length) return;
    const n = compoundHits(topic.core, o.stems);
    if (n > (hits.get(i) ?? 0)) hits.set(i, n);
  });
  let best: { i: number; n: number; angle: boolean } | null = null;
  for (const [i, n] of hits) {
    const o = ctx.own[i];
    const angle = topic.angles.every((a) => o.angles.has(a));
    if (
      !best || n > best.n || (n === best.n && angle && !best.angle) ||
      (n === best.n && angle === best.angle && betterOwn(o, ctx.own[best.i]))
    ) best = { i, n, angle };
  }
  return best;
}

/** Whether own page `a` ranks better than `b` (URL order on a tie). */
function betterOwn(a: OwnFact, b: OwnFact): boolean {
  const ra = a.rank ?? 1e9;
  const rb = b.rank ?? 1e9;
  return ra < rb || (ra === rb && byText(a.url, b.url) < 0);
}
