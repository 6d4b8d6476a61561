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
