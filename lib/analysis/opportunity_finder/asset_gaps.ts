/** Topics prospects cover that no owned asset covers: linkable assets worth building. */
import { byText } from "../../toolkit/text.ts";
import { containment } from "../../toolkit/tokens.ts";
import { round } from "../../toolkit/numbers.ts";
import type { Asset, Prospect, Topic } from "./facts.ts";
import type { AssetGap, OpportunityFinderResult } from "./result.ts";
import { authorityOf } from "./score.ts";
import { COVERED } from "./thresholds.ts";

/** The asset gaps, most prospects first, at most 20. */
export function findAssetGaps(
  pool: readonly Prospect[],
  assets: readonly Asset[],
  scale: OpportunityFinderResult["authority_scale"],
): AssetGap[] {
  const byKey = new Map<string, { topic: Topic; prospects: Prospect[]; coverage: number }>();
  for (const p of pool) {
    for (const topic of p.topics) {
      let entry = byKey.get(topic.key);
      if (!entry) {
        const coverage = assets.reduce((m, a) => Math.max(m, containment(topic.core, a.terms)), 0);
        entry = { topic, prospects: [], coverage };
        byKey.set(topic.key, entry);
      }
      if (!entry.prospects.includes(p)) entry.prospects.push(p);
    }
  }
  const gaps: AssetGap[] = [];
  for (const { topic, prospects, coverage } of byKey.values()) {
    if (coverage >= COVERED) continue;
    const authorities = prospects.map((p) => authorityOf(p, scale))
      .filter((a): a is number => a !== null);
    const domains: string[] = [];
    for (const p of prospects) {
      if (!domains.includes(p.domain)) domains.push(p.domain);
      if (domains.length >= 3) break;
    }
    gaps.push({
      topic: topic.text,
      prospects: prospects.length,
      best_authority: authorities.length > 0 ? round(100 * Math.max(...authorities), 1) : null,
      example_domains: domains,
      best_asset_coverage: round(coverage, 2),
    });
  }
  gaps.sort((a, b) =>
    b.prospects - a.prospects ||
    (b.best_authority ?? -1) - (a.best_authority ?? -1) ||
    byText(a.topic, b.topic)
  );
  return gaps.slice(0, 20);
}
