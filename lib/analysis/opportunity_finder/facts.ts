/**
 * What the steps and rules read, computed once: the request's settings, the rank scales, the
 * owned assets and the unique prospects (duplicate rows merged, and reported as excluded).
 */
import { dedupe } from "./dedupe.ts";
import { type GoalRule, GOALS } from "./goals/mod.ts";
import { sameSite, siteKeyOf } from "./hosts.ts";
import type { OpportunityFinderInput } from "./input.ts";
import type { CampaignGoal, Priority } from "./kinds.ts";
import { prepareAsset } from "./prepare.ts";
import type { ExcludedProspect, OpportunityFinderResult, RankScale } from "./result.ts";
import { RANK_SCALE } from "./thresholds.ts";

/** An owned asset, with the stemmed terms it is matched on. */
export interface Asset {
  index: number;
  url: string;
  title: string | null;
  linkableReason: string | null;
  terms: Set<string>;
  linkable: boolean;
}

/** A prospect topic and its core stems. */
export interface Topic {
  text: string;
  key: string;
  core: Set<string>;
}

/** A unique prospect: its first row, with duplicate rows merged into it. */
export interface Prospect {
  index: number;
  domain: string;
  domainKey: string;
  url: string | null;
  urlKey: string | null;
  title: string | null;
  sourceType: string | null;
  topics: Topic[];
  competitors: Map<string, string>;
  linksToTarget: boolean;
  rank: number | null;
  domainRank: number | null;
  pageRank: number | null;
  spam: number | null;
  dofollow: boolean | null;
  broken: boolean;
  lost: boolean;
  merged: number[];
}

/** The request's settings and what every step reads. */
export interface Facts {
  goal: CampaignGoal;
  rule: GoalRule;
  maxSpam: number;
  minPriority: Priority;
  target: string;
  targetKey: string | null;
  scale: OpportunityFinderResult["authority_scale"];
  assets: Asset[];
  unique: Prospect[];
  /** The duplicate rows, merged into the first of each. */
  duplicates: ExcludedProspect[];
}

/** Reads the request once: settings, rank scales, owned assets, unique prospects. */
export function readFacts(input: OpportunityFinderInput): Facts {
  const goal = input.campaign_goal;
  const rule = GOALS[goal];
  const maxSpam = input.max_spam_score;
  const minPriority = input.min_priority;
  const target = input.target.trim();
  const targetHost = siteKeyOf(target);
  const targetKey = targetHost?.key ?? null;

  const scale = {
    domain_rank: detectScale(input.prospects.map((p) => p.domain_rank)),
    page_rank: detectScale(input.prospects.map((p) => p.page_rank)),
    rank: detectScale(input.prospects.map((p) => p.rank)),
  };
  const assets = (input.owned_assets ?? []).map(prepareAsset);

  const duplicates: ExcludedProspect[] = [];
  const unique = dedupe(input.prospects, targetKey, duplicates);
  return {
    goal,
    rule,
    maxSpam,
    minPriority,
    target,
    targetKey,
    scale,
    assets,
    unique,
    duplicates,
  };
}

/** A rank field's scale: 0-1000 when a value exceeds `RANK_SCALE.small`; null when none is supplied. */
function detectScale(values: (number | undefined)[]): RankScale {
  const present = values.filter((v): v is number => typeof v === "number");
  if (present.length === 0) return null;
  return present.some((v) => v > RANK_SCALE.small) ? "0-1000" : "0-100";
}

/**
 * Competitors of the target: every domain the prospects name in `linked_competitors` (the
 * target excluded). A prospect on one of them (subdomains included) is a competitor's site.
 */
export function competitorSites(
  prospects: readonly Prospect[],
  targetKey: string | null,
): Set<string> {
  const out = new Set<string>();
  for (const p of prospects) {
    for (const key of p.competitors.keys()) {
      if (targetKey === null || !sameSite(key, targetKey)) out.add(key);
    }
  }
  return out;
}
