/** The exclusion context of the rule tests: target example.com, max spam 60, no rivals. */
import type { ExclusionContext } from "./types.ts";

/** The context with the given fields changed. */
export function ctx(more: Partial<ExclusionContext> = {}): ExclusionContext {
  return { maxSpam: 60, targetKey: "example.com", rivals: new Set(), ...more };
}
