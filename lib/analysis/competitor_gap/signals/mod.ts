/**
 * The parts of the priority score, one signal a file, in the order they are summed and
 * reported. Their weights are in `../thresholds.ts` (each signal's `confidence`);
 * `method.priority_score` is built from them.
 */
import { coverage } from "./coverage.ts";
import { demand } from "./demand.ts";
import { ease } from "./ease.ts";
import { rank } from "./rank.ts";
import { stage } from "./stage.ts";
import type { Signal } from "./types.ts";

export type { Signal, SignalId, SignalOf } from "./types.ts";

/** The signals, in the order of the weights table (and of the floating-point sum). */
export const SIGNALS: readonly Signal[] = [coverage, demand, rank, ease, stage];
