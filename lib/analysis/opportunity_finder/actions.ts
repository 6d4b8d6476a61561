/** The returned link actions: one per kept prospect, with its reason and outreach angle. */
import { round } from "../../toolkit/numbers.ts";
import { angleOf } from "./angle.ts";
import type { OpportunityType } from "./kinds.ts";
import type { OpportunityAction } from "./result.ts";
import type { Scored } from "./score.ts";

/** The display label of each action type. */
export const LABEL: Record<OpportunityType, string> = {
  reclaim: "Reclaim",
  repair: "Repair",
  link_gap: "Link gap",
  resource_page: "Resource page",
  digital_pr: "Digital PR",
  outreach: "Outreach",
};

/** The returned action of a scored prospect. */
function toAction(
  s: Scored,
  rank: number,
  perDomain: ReadonlyMap<string, number>,
  target: string,
): OpportunityAction {
  const p = s.p;
  const competitors = [...p.competitors.values()];
  return {
    rank,
    type: s.type,
    priority: s.priority,
    score: s.score,
    prospect_index: p.index,
    source_domain: p.domain,
    source_url: p.url,
    title: p.title,
    source_type: p.sourceType,
    matched_asset: s.asset,
    authority: s.authority === null ? null : round(100 * s.authority, 1),
    dofollow: p.dofollow,
    spam_score: p.spam,
    linked_competitors: competitors,
    score_parts: s.parts,
    reason: reasonOf(s, competitors),
    outreach_angle: angleOf(s, competitors, target),
    same_domain_actions: (perDomain.get(p.domainKey) ?? 1) - 1,
    merged_rows: [...p.merged],
  };
}

/** Why the action is listed: type, competitors, authority, follow, match, spam, goal, cap. */
function reasonOf(s: Scored, competitors: string[]): string {
  const p = s.p;
  const bits: string[] = [];
  if (s.type === "reclaim") bits.push("the source used to link to you (lost_link)");
  if (s.type === "repair") bits.push("the source has a broken link to you (broken_link)");
  if (competitors.length > 0) {
    bits.push(
      `links to ${competitors.length} competitor${competitors.length === 1 ? "" : "s"} (${
        competitors.slice(0, 3).join(", ")
      }${competitors.length > 3 ? ", ..." : ""})`,
    );
  }
  bits.push(
    s.authority === null ? "authority unknown" : `authority ${round(100 * s.authority, 1)}/100`,
  );
  bits.push(p.dofollow === null ? "dofollow unknown" : p.dofollow ? "dofollow" : "nofollow");
  if (s.asset) bits.push(`asset match ${s.asset.match_score}`);
  else if (s.type === "reclaim" || s.type === "repair") {
    bits.push("relevance taken from the earlier link");
  } else if (!s.relevanceKnown) bits.push("relevance unknown");
  else bits.push("no owned asset fits its topics");
  if (p.spam !== null) bits.push(`spam score ${p.spam}`);
  if (s.parts.goal_adjustment !== 0) {
    bits.push(`campaign goal ${s.parts.goal_adjustment > 0 ? "+" : ""}${s.parts.goal_adjustment}`);
  }
  if (s.capped) bits.push(s.capped);
  return `${LABEL[s.type]}: ${bits.join("; ")}.`;
}

/** The kept actions numbered in order, each with how many others share its source domain. */
export function actionsOf(kept: readonly Scored[], target: string): OpportunityAction[] {
  const perDomain = new Map<string, number>();
  for (const s of kept) perDomain.set(s.p.domainKey, (perDomain.get(s.p.domainKey) ?? 0) + 1);
  return kept.map((s, i) => toAction(s, i + 1, perDomain, target));
}
