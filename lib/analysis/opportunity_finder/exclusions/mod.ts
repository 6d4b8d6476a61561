/**
 * The prospects excluded before scoring, one rule a file: the first rule that applies decides
 * the code and reason; a prospect none applies to is a candidate.
 */
import { exclusion } from "../exclusion.ts";
import type { Prospect } from "../facts.ts";
import type { ExcludedProspect } from "../result.ts";
import { alreadyLinks } from "./already_links.ts";
import { competitor } from "./competitor.ts";
import { ownSite } from "./own_site.ts";
import { spam } from "./spam.ts";
import type { ExclusionContext, ExclusionRule } from "./types.ts";

export type { ExclusionContext, ExclusionRule } from "./types.ts";

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
    const hit = firstRuling(p, ctx);
    if (hit) excluded.push(exclusion(p, hit.id, hit.reason));
    else candidates.push(p);
  }
  return { candidates, excluded };
}

/** The first rule that excludes the prospect, with its reason. */
function firstRuling(
  p: Prospect,
  ctx: ExclusionContext,
): { id: ExclusionRule["id"]; reason: string } | null {
  for (const rule of EXCLUSION_RULES) {
    const reason = rule.applies(p, ctx);
    if (reason) return { id: rule.id, reason };
  }
  return null;
}
