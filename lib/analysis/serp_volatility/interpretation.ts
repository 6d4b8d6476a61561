/** The interpretation sentence: what the level means, with the biggest shift's churn. */
import { levelMeaning } from "./levels/mod.ts";
import type { SnapshotPair, VolatilityLevel } from "./result.ts";

export interface SentenceFacts {
  meanRbo: number;
  peak: SnapshotPair | null;
  pairs: number;
  /** The latest interval when it sets the level. */
  current?: SnapshotPair | null;
}

export function interpretationSentence(level: VolatilityLevel, facts: SentenceFacts): string {
  const base = levelMeaning(level);
  if (!facts.peak) return `${base}.`;
  const p = facts.peak;
  const features = [
    ...(p.serp_features_added ?? []).map((x) => `+${x}`),
    ...(p.serp_features_removed ?? []).map((x) => `-${x}`),
  ];
  const churn = `${p.entered_count} URL${
    p.entered_count === 1 ? "" : "s"
  } entered, ${p.exited_count} left${
    features.length > 0 ? `, SERP features ${features.join(" ")}` : ""
  }`;
  const across = facts.pairs === 1
    ? `RBO ${facts.meanRbo} between the two snapshots`
    : `mean RBO ${facts.meanRbo} across ${facts.pairs} intervals`;
  const now = facts.current && facts.pairs > 1
    ? `; the latest interval, ${facts.current.from} to ${facts.current.to}, sets the level: the SERP is moving now`
    : "";
  return `${base} (${across}; biggest shift ${p.from} to ${p.to}: ${churn}${now}).`;
}
