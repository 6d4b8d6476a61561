/** The exclusion context of the rule tests: target example.com, max spam 60, no rivals. */
import type { Prospect } from "../facts.ts";
import type { ExclusionContext, ExclusionFacts } from "./types.ts";

/** The context with the given fields changed. */
export function ctx(more: Partial<ExclusionContext> = {}): ExclusionContext {
  return { maxSpam: 60, targetKey: "example.com", rivals: new Set(), ...more };
}

/** A prospect in that context: what a rule decides on. */
export function facts(p: Prospect, more: Partial<ExclusionContext> = {}): ExclusionFacts {
  return { ...ctx(more), p };
}
