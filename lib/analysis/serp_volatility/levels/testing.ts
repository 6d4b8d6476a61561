/** The `medium` sensitivity thresholds, for the level tests. */
import type { Thresholds } from "../result.ts";

export const MEDIUM: Thresholds = { moderate: 15, volatile: 35, highly_volatile: 60 };
