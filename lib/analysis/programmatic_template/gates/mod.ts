/** The conditions a generated page must meet to be indexed, one a file, in the order listed. */
import { allDecisions } from "../../rule.ts";
import type { IndexationGate } from "../result.ts";
import { canonical } from "./canonical.ts";
import { minContent } from "./min_content.ts";
import { minDataPoints } from "./min_data_points.ts";
import { minUniqueFields } from "./min_unique_fields.ts";
import { noDuplicate } from "./no_duplicate.ts";
import { renderable } from "./renderable.ts";
import { sitemap } from "./sitemap.ts";
import type { GateContext, GateRule } from "./types.ts";

export type * from "./types.ts";

/** The gates, in the order they are listed. */
export const GATE_RULES: readonly GateRule[] = [
  renderable,
  minUniqueFields,
  minDataPoints,
  minContent,
  noDuplicate,
  canonical,
  sitemap,
];

/** The gates that apply, with the sample records failing each. */
export function indexationGates(ctx: GateContext): IndexationGate[] {
  return allDecisions(GATE_RULES, ctx);
}
