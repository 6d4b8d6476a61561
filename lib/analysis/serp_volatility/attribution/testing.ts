/** Minimal owner facts for the rule tests. */
import type { OwnerFacts } from "../facts.ts";
import type { DomainMovement, SnapshotPair } from "../result.ts";

/** A calm interval in which the owner fell from #2 to #9. */
export const CALM_PAIR = {
  from: "2025-03-10",
  to: "2025-03-17",
  score: 12,
  level: "stable",
  entered: [],
  entered_count: 0,
  exited_count: 0,
} as unknown as SnapshotPair;

export const OWNER = {
  domain: "mine.com",
  is_owner: true,
  first_position: 2,
  last_position: 9,
  change: -7,
  status: "declined",
  first_url: "https://mine.com/a",
  last_url: "https://mine.com/a",
  ranking_url_changed: false,
} as unknown as DomainMovement;

export function ownerFacts(over: Partial<OwnerFacts> = {}): OwnerFacts {
  return { owner: null, ownerLoss: null, watched: [], shifted: false, moved: null, ...over };
}
