/**
 * The prospects excluded before scoring, one rule a file: the first rule that applies decides
 * the code and reason; a prospect none applies to is a candidate.
 */
import { firstDecision } from "../../rule.ts";
import { exclusion } from "../exclusion.ts";
import type { Prospect } from "../facts.ts";
import type { ExcludedProspect } from "../result.ts";
import { alreadyLinks } from "./already_links.ts";
import { competitor } from "./competitor.ts";
import { ownSite } from "./own_site.ts";
import { spam } from "./spam.ts";
import type { ExclusionContext, ExclusionRule } from "./types.ts";

export type { ExclusionContext, ExclusionFacts, ExclusionRule } from "./types.ts";

/** The exclusion rules, in the order they are asked. */
export const EXCLUSION_RULES: readonly ExclusionRule[] = [spam, ownSite, competitor, alreadyLinks];

/** Splits the unique prospects into candidates and exclusions, in input order. */
export function screen(
  unique: readonly Prospect[],
  ctx: ExclusionContext,
): { candidates: Prospect[]; excluded: ExcludedProspect[] } {
  const candidates: Prospect[] = [];
  const excluded: ExcludedProspect[] = [];
  for (const p of unique) {
    // The first rule that excludes the prospect decides its code and reason.
    const hit = firstDecision(EXCLUSION_RULES, { ...ctx, p });
    if (hit) excluded.push(exclusion(p, (hit.rule as ExclusionRule).id, hit.value));
    else candidates.push(p);
  }
  return { candidates, excluded };
}
