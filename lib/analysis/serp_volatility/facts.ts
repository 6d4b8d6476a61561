/**
 * What the workflow steps and rules read, computed once: the analysis's figures, and the
 * owner's movement with what its loss is attributed to.
 */
import { isLoser, type LossInterval, lossIntervalOf, shiftedInterval } from "./loss.ts";
import type { DomainMovement, SnapshotPair, TopMover, VolatilityLevel } from "./result.ts";
import type { Prepared } from "./snapshots.ts";

export interface WorkflowFacts {
  keyword: string;
  location: string;
  device: "desktop" | "mobile";
  score: number;
  level: VolatilityLevel;
  meanRbo: number;
  peak: SnapshotPair | null;
  pairs: SnapshotPair[];
  snapshots: Prepared[];
  domainMovement: DomainMovement[];
  topMovers: TopMover[];
  now: Date;
}

/** The owner (`target`), its loss, the tracked domains that lost, and whether the SERP moved. */
export interface OwnerFacts {
  owner: DomainMovement | null;
  /** The interval of the owner's biggest fall, when it lost 3+ positions or dropped out. */
  ownerLoss: LossInterval | null;
  /** Tracked domains other than the owner that lost. */
  watched: DomainMovement[];
  /** The SERP moved as a whole: in the owner's loss interval, else over the period. */
  shifted: boolean;
  /** The interval the actions cite: the owner's loss interval, else the biggest shift. */
  moved: SnapshotPair | null;
}

export function ownerFactsOf(f: WorkflowFacts): OwnerFacts {
  // Only the owner's (`target`) losses call for work on a page; without a target there is no
  // owner, and the tracked domains are watched, not edited.
  const owner = f.domainMovement.find((d) => d.is_owner) ?? null;
  const ownerLoss = owner && isLoser(owner) ? lossIntervalOf(owner, f) : null;
  const watched = f.domainMovement.filter((d) => !d.is_owner && isLoser(d));
  const shifted = ownerLoss
    ? shiftedInterval(ownerLoss.pair)
    : f.level === "volatile" || f.level === "highly_volatile";
  return { owner, ownerLoss, watched, shifted, moved: ownerLoss?.pair ?? f.peak };
}
