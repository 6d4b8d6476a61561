/**
 * Link opportunity finder: turns supplied link prospects and owned assets into prioritized
 * reclaim, repair, link-gap, resource-page, digital-PR and outreach actions, the way a link
 * builder triages a prospect list. Pure and deterministic: no provider call, no clock.
 */
import { domainToUnicode } from "node:url";
import { z } from "zod";
import { platformOf } from "../understanding/link_sources.ts";
import { analysisExtras } from "../../agent/result.ts";
import type { OpportunityFinderRequestSchema } from "../../operations/backlinks_opportunity_finder.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  type Level,
  LevelSchema,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import {
  byText,
  containment,
  jaccard,
  normalizeText,
  round,
  stem,
  stems,
  urlPath,
} from "../text.ts";

/** The parsed `/backlinks/opportunity-finder` request. */
export type OpportunityFinderInput = z.output<typeof OpportunityFinderRequestSchema>;

/** One link prospect as supplied. */
export type ProspectInput = OpportunityFinderInput["prospects"][number];

/** One linkable page of the target, as supplied. */
export type OwnedAssetInput = NonNullable<OpportunityFinderInput["owned_assets"]>[number];

/** What a campaign can favour. */
export const CAMPAIGN_GOALS = [
  "mixed",
  "link_gap",
  "broken_link_building",
  "digital_pr",
  "resource_page",
  "reclaim_lost_links",
  "protect_authority",
] as const;

/** What the campaign should favour. */
export type CampaignGoal = typeof CAMPAIGN_GOALS[number];

/** Action priority band. */
export type Priority = Level;

/** Options of {@linkcode findOpportunities}. */
export interface OpportunityFinderOptions {
  /** The request's clock; the analysis does not depend on it (kept for parity with others). */
  now: Date;
}

/** Kinds of link action, most feasible first. */
export const OPPORTUNITY_TYPES = [
  "reclaim",
  "repair",
  "link_gap",
  "resource_page",
  "digital_pr",
  "outreach",
] as const;

/** A kind of link action. */
export type OpportunityType = typeof OPPORTUNITY_TYPES[number];

/** The `/backlinks/opportunity-finder` result (declared once, by its schema below). */
export type OpportunityFinderResult = z.output<typeof OpportunityFinderResultSchema>;
/** One prioritized link action. */
export type OpportunityAction = OpportunityFinderResult["actions"][number];
/** The owned page a prospect is pitched, and how well it fits the prospect's topics. */
export type MatchedAsset = NonNullable<OpportunityAction["matched_asset"]>;
/** Points each factor contributed to `score` (they sum to it before clamping to 0-100). */
export type ScoreParts = OpportunityAction["score_parts"];
/** A prospect row that is not in `actions`, with the reason. */
export type ExcludedProspect = OpportunityFinderResult["excluded"][number];
/** Why a prospect produced no returned action. */
export type ExclusionCode = ExcludedProspect["code"];
/** A topic prospects cover that no owned asset covers: a linkable asset worth building. */
export type AssetGap = OpportunityFinderResult["asset_gaps"][number];
/** How a rank field was read. */
export type RankScale = OpportunityFinderResult["authority_scale"]["rank"];
/** How the actions were chosen and scored, as returned in `method`. */
export type Method = OpportunityFinderResult["method"];
type Weights = Method["weights"];

interface GoalRule {
  weights: Weights;
  /** Types the goal favours: +15 points. */
  focus: OpportunityType[];
  /** Off-focus types are dropped (reported as off_goal) instead of losing 10 points. */
  strict: boolean;
  explain: string;
}

/** How much easier each action is to land, 0-1: a link you had is the easiest to get back. */
const FEASIBILITY: Record<OpportunityType, number> = {
  reclaim: 1,
  repair: 0.85,
  link_gap: 0.7,
  resource_page: 0.6,
  digital_pr: 0.4,
  outreach: 0.25,
};

const FOCUS_BONUS = 15;
const OFF_FOCUS_PENALTY = 10;
const SPAM_PENALTY_MAX = 10;

const GOALS: Record<CampaignGoal, GoalRule> = {
  mixed: {
    weights: {
      authority: 0.3,
      relevance: 0.25,
      feasibility: 0.25,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: [],
    strict: false,
    explain: "mixed: balanced weights, no type is favoured",
  },
  link_gap: {
    weights: {
      authority: 0.25,
      relevance: 0.25,
      feasibility: 0.2,
      dofollow: 0.1,
      competitors: 0.2,
    },
    focus: ["link_gap"],
    strict: false,
    explain:
      "link_gap: competitor overlap weighs 0.20; link_gap actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  broken_link_building: {
    weights: {
      authority: 0.25,
      relevance: 0.25,
      feasibility: 0.3,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: ["repair", "resource_page"],
    strict: false,
    explain:
      "broken_link_building: feasibility weighs 0.30; repair and resource_page actions +15 (resource pages are where broken links are hunted), other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  digital_pr: {
    weights: { authority: 0.4, relevance: 0.3, feasibility: 0.1, dofollow: 0.1, competitors: 0.1 },
    focus: ["digital_pr"],
    strict: false,
    explain:
      "digital_pr: authority 0.40 and relevance 0.30 weigh most, feasibility only 0.10; digital_pr actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  resource_page: {
    weights: {
      authority: 0.25,
      relevance: 0.35,
      feasibility: 0.2,
      dofollow: 0.1,
      competitors: 0.1,
    },
    focus: ["resource_page"],
    strict: false,
    explain:
      "resource_page: relevance weighs 0.35 (curators only list on-topic pages); resource_page actions +15, other types -10 (reclaim and repair exempt: they recover links you already earned)",
  },
  reclaim_lost_links: {
    weights: {
      authority: 0.35,
      relevance: 0.1,
      feasibility: 0.3,
      dofollow: 0.15,
      competitors: 0.1,
    },
    focus: ["reclaim", "repair"],
    strict: true,
    explain:
      "reclaim_lost_links: only reclaim and repair actions are kept (others are reported as off_goal), +15 each; authority 0.35 decides which lost equity to chase first",
  },
  protect_authority: {
    weights: {
      authority: 0.4,
      relevance: 0.1,
      feasibility: 0.25,
      dofollow: 0.2,
      competitors: 0.05,
    },
    focus: ["reclaim", "repair"],
    strict: true,
    explain:
      "protect_authority: only reclaim and repair actions are kept (others are reported as off_goal), +15 each; authority 0.40 and dofollow 0.20 weigh most, so the strongest equity is saved first",
  },
};

const PRIORITY_FLOOR: Record<Priority, number> = { high: 60, medium: 40, low: 0 };

/** Authority weights across the rank fields present (renormalised over those supplied). */
const AUTHORITY_WEIGHTS = { domain_rank: 0.5, page_rank: 0.3, rank: 0.2 } as const;

/** Values used when a factor is unknown. */
const UNKNOWN = { authority: 0.3, relevance: 0.3, dofollow: 0.6 } as const;
const NOFOLLOW = 0.3;

/** Relevance floor of reclaim/repair: the source linked to the target before. */
const EXISTING_LINK_RELEVANCE = 0.6;

/** A matched asset below this score is not pitched. */
const MIN_MATCH = 0.15;

/** A topic counts as covered by an asset when the asset holds this share of its core terms. */
const COVERED = 0.6;

/** Normalised authority (0-1) from which a topically matched source is a digital-PR target. */
const PR_AUTHORITY = 0.7;
const PR_MATCH = 0.3;

/** Words that say what kind of page something is, not what it is about. */
const GENERIC = new Set(
  ("best top guide guides tool tools software app apps service services platform platforms " +
    "resource resources list lists tip tips idea ideas free online review reviews new way ways " +
    "thing things page pages site sites blog post posts article articles ultimate complete " +
    "great good")
    .split(" ").map(stem),
);

const RESOURCE_RE =
  /\b(resources?|resource page|useful links|links page|link page|links|link roundup|roundup|reading list|further reading|tools list|recommended (?:tools|sites|reading|links)|curated|helpful sites)\b/;
const RESOURCE_PATH_RE =
  /(^|\/)(resources?|links|useful-links|helpful-links|recommended)(\/|$|[-_.])/;
const NEWS_RE =
  /\b(news|newspaper|media|press|magazine|journal|journalist|publication|publisher|outlet|broadcast|tv|radio|editorial|newsroom|wire)\b/;
const BLOG_RE = /\b(blog|blogger|personal|community|forum|substack|newsletter)\b/;
const LINKABLE_RE =
  /\b(study|research|data|dataset|survey|report|index|statistics|stats|tool|calculator|generator|checker|template|benchmark|infographic|map|tracker)\b/;

function methodOf(goal: CampaignGoal, scale: OpportunityFinderResult["authority_scale"]): Method {
  const scales = (Object.entries(scale) as [string, RankScale][])
    .map(([field, s]) => `${field} ${s ?? "not supplied"}`).join(", ");
  return {
    dedupe:
      "rows with the same source_url (scheme, www., fragment and trailing slash ignored), or the same source_domain when a row has no source_url, are merged into the first row: topics and competitors united, booleans OR-ed, highest ranks and highest spam score kept",
    spam:
      "prospects whose (merged) spam_score is above max_spam_score are excluded; kept ones lose up to 10 points in proportion to their spam_score (0-100)",
    exclusions:
      "own_site: the source is the target's own site; already_links: linked_competitors includes the target (and the link is neither lost nor broken), so there is nothing to win",
    classification:
      "first rule that applies: reclaim (lost_link), repair (broken_link: the source links to a broken URL of the target; 301 it or ask for the link to be updated to the matched asset), link_gap (links to 2+ competitors, not to you), resource_page (source_type, title or URL path says resources/links), digital_pr (news/media source_type, or authority >= 70/100 with asset match >= 0.3 to a linkable asset: study, data, tool ... or a linkable_reason), outreach otherwise (a guest contribution for blogs)",
    matching:
      "stemmed terms of the prospect's topics, title and URL path vs the asset's topics, title, linkable_reason and URL path (page-kind words such as best, guide, tools ignored): match = 0.75 x topic coverage (mean share of each prospect topic's terms the asset holds; all prospect terms when it lists no topics) + 0.25 x Jaccard; the best asset wins (ties: input order); below 0.15 no asset is pitched; a prospect topic is an asset gap when no asset holds 60% of its terms",
    authority:
      `normalised per field by its detected scale (${scales}): a field is read as 0-1000 when any supplied value exceeds 100, else 0-100; authority = weighted mean of the fields present (domain_rank 0.5, page_rank 0.3, rank 0.2); unknown counts as 0.3`,
    score:
      "100 x (w_authority x authority + w_relevance x relevance + w_feasibility x feasibility + w_dofollow x dofollow + w_competitors x min(1, competitors / 3)) + goal adjustment - spam penalty, clamped to 0-100; relevance = asset match (0.3 when unknown: no owned assets or no prospect terms; at least 0.6 for reclaim and repair, the source linked to you before); dofollow true 1, unknown 0.6, false 0.3",
    weights: { ...GOALS[goal].weights },
    feasibility: { ...FEASIBILITY },
    priority_bands: "high >= 60, medium >= 40, low below",
    campaign_goal: GOALS[goal].explain,
    min_priority:
      "actions below min_priority are dropped and listed in excluded as below_min_priority",
    sort:
      "score desc, then feasibility desc, authority desc, source_domain, source_url and input index",
  };
}

interface Asset {
  index: number;
  url: string;
  title: string | null;
  linkableReason: string | null;
  terms: Set<string>;
  linkable: boolean;
}

interface Topic {
  text: string;
  key: string;
  core: Set<string>;
}

interface Prospect {
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

interface Scored {
  p: Prospect;
  type: OpportunityType;
  asset: MatchedAsset | null;
  assetLinkReason: string | null;
  authority: number | null;
  relevanceKnown: boolean;
  score: number;
  parts: ScoreParts;
  priority: Priority;
  /** Why the priority was held below what the score alone gives, if it was. */
  capped: string | null;
}

/** Priority levels, lowest first, for caps and the min_priority filter. */
const LEVEL_RANK: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

/** Points taken from a platform source (UGC, social, review listing): its links carry little. */
const PLATFORM_PENALTY = 30;

/**
 * Rules that hold a prospect's priority below what its score gives, each with its reason: the
 * link type decides what a link is worth, not the domain rank.
 */
const PRIORITY_CAPS: readonly {
  name: string;
  cap: Priority;
  applies: (s: Scored) => string | null;
}[] = [
  {
    name: "platform_source",
    cap: "low",
    applies: (s) => {
      const platform = platformOf(s.p.domainKey, s.p.sourceType);
      return platform ? `${s.p.domain} is ${platform.reason}` : null;
    },
  },
  {
    name: "nofollow",
    cap: "medium",
    applies: (s) => s.p.dofollow === false ? "the link would be nofollow" : null,
  },
  {
    name: "unverified_and_unmatched",
    cap: "medium",
    applies: (s) =>
      s.type !== "reclaim" && s.type !== "repair" && s.p.dofollow === null && !s.asset
        ? "no link attributes were supplied and no owned page fits it"
        : null,
  },
];

/** Applies the priority caps: the lowest cap of the rules that apply wins. */
function capPriority(s: Scored): Scored {
  let priority = s.priority;
  const reasons: string[] = [];
  for (const rule of PRIORITY_CAPS) {
    const why = rule.applies(s);
    if (!why) continue;
    reasons.push(why);
    if (LEVEL_RANK[rule.cap] < LEVEL_RANK[priority]) priority = rule.cap;
  }
  const capped = priority !== s.priority ? `held at ${priority}: ${reasons.join("; ")}` : null;
  return { ...s, priority, capped };
}

/**
 * Competitors of the target: every domain the prospects name in `linked_competitors` (the
 * target excluded). A prospect on one of them (subdomains included) is a competitor's site.
 */
function competitorSites(prospects: readonly Prospect[], targetKey: string | null): Set<string> {
  const out = new Set<string>();
  for (const p of prospects) {
    for (const key of p.competitors.keys()) {
      if (targetKey === null || !sameSite(key, targetKey)) out.add(key);
    }
  }
  return out;
}

/**
 * Triages link prospects into prioritized link actions matched to owned assets, with the
 * exclusions, asset gaps, method, `agent_workflow` and `markdown_summary`. Never throws on
 * schema-valid input; the same input gives the same output byte for byte.
 */
export function findOpportunities(
  input: OpportunityFinderInput,
  _options: OpportunityFinderOptions,
): OpportunityFinderResult {
  const goal = input.campaign_goal;
  const rule = GOALS[goal];
  const maxSpam = input.max_spam_score;
  const minPriority = input.min_priority;
  const target = input.target.trim();
  const targetHost = hostOf(target);
  const targetKey = targetHost?.key ?? null;

  const scale = {
    domain_rank: detectScale(input.prospects.map((p) => p.domain_rank)),
    page_rank: detectScale(input.prospects.map((p) => p.page_rank)),
    rank: detectScale(input.prospects.map((p) => p.rank)),
  };
  const assets = (input.owned_assets ?? []).map(prepareAsset);

  const excluded: ExcludedProspect[] = [];
  const unique = dedupe(input.prospects, targetKey, excluded);

  const rivals = competitorSites(unique, targetKey);
  const candidates: Prospect[] = [];
  for (const p of unique) {
    const rival = [...rivals].find((key) => sameSite(p.domainKey, key));
    if (p.spam !== null && p.spam > maxSpam) {
      excluded.push(
        exclusion(p, "spam", `spam_score ${p.spam} is above max_spam_score ${maxSpam}`),
      );
    } else if (targetKey !== null && sameSite(p.domainKey, targetKey)) {
      excluded.push(exclusion(p, "own_site", "the source is the target's own site"));
    } else if (rival && !p.lost && !p.broken) {
      excluded.push(
        exclusion(
          p,
          "competitor",
          `${p.domain} is a competitor's site (${rival} is named in the prospects' linked_competitors): competitors do not link to a competitor's products`,
        ),
      );
    } else if (p.linksToTarget && !p.lost && !p.broken) {
      excluded.push(
        exclusion(
          p,
          "already_links",
          "linked_competitors includes the target: it already links to you",
        ),
      );
    } else {
      candidates.push(p);
    }
  }

  const scored: Scored[] = [];
  for (const p of candidates) {
    const s = capPriority(scoreProspect(p, { assets, scale, rule }));
    if (rule.strict && !rule.focus.includes(s.type)) {
      excluded.push({
        ...exclusion(p, "off_goal", `a ${s.type} action is outside the ${goal} campaign`),
        type: s.type,
        score: s.score,
        priority: s.priority,
      });
      continue;
    }
    scored.push(s);
  }
  scored.sort(compareScored);

  const meets = (s: Scored) => LEVEL_RANK[s.priority] >= LEVEL_RANK[minPriority];
  const kept = scored.filter(meets);
  for (const s of scored) {
    if (meets(s)) continue;
    excluded.push({
      ...exclusion(
        s.p,
        "below_min_priority",
        `${s.type} action scored ${s.score} (${s.priority}), below min_priority ${minPriority}`,
      ),
      type: s.type,
      score: s.score,
      priority: s.priority,
    });
  }
  excluded.sort((a, b) => a.index - b.index || byText(a.code, b.code));

  const perDomain = new Map<string, number>();
  for (const s of kept) perDomain.set(s.p.domainKey, (perDomain.get(s.p.domainKey) ?? 0) + 1);
  const actions = kept.map((s, i) => toAction(s, i + 1, perDomain, target));

  const byType = Object.fromEntries(OPPORTUNITY_TYPES.map((t) => [t, 0])) as Record<
    OpportunityType,
    number
  >;
  for (const a of actions) byType[a.type] += 1;

  const assetGaps = findAssetGaps(candidates, assets, scale);
  const countOf = (code: ExclusionCode) => excluded.filter((e) => e.code === code).length;
  const counts = {
    prospects_supplied: input.prospects.length,
    unique_prospects: unique.length,
    duplicates: countOf("duplicate"),
    excluded_spam: countOf("spam"),
    excluded_own_site: countOf("own_site"),
    excluded_already_links: countOf("already_links"),
    excluded_competitor: countOf("competitor"),
    excluded_off_goal: countOf("off_goal"),
    scored: scored.length,
    below_min_priority: countOf("below_min_priority"),
    returned: actions.length,
    owned_assets: assets.length,
  };

  const workflow = buildWorkflow({
    target,
    targetKey,
    goal,
    maxSpam,
    minPriority,
    counts,
    actions,
    byType,
    assetGaps,
    candidates,
    unique,
    scale,
    assets,
  });

  const figures: [string, string | number][] = [
    ["Prospects supplied", counts.prospects_supplied],
    ["Unique prospects", `${counts.unique_prospects} (${counts.duplicates} duplicate rows merged)`],
    ["Excluded for spam", `${counts.excluded_spam} (spam_score > ${maxSpam})`],
    ["Actions returned", `${counts.returned} (min_priority ${minPriority})`],
    ["By type", typeLine(byType) || "none"],
    ["Below min_priority", counts.below_min_priority],
    ["Campaign goal", goal],
  ];
  if (counts.excluded_off_goal > 0) figures.push(["Off goal", counts.excluded_off_goal]);
  if (assetGaps.length > 0) {
    figures.push(["Asset gaps", assetGaps.slice(0, 3).map((g) => g.topic).join(", ")]);
  }
  const report = markdownSummary({
    title: `Link opportunities: ${target}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 2),
  });
  const table = ["**Action list**", "", "| # | Type | Source | Asset | Priority | Score |"];
  table.push("| --- | --- | --- | --- | --- | --- |");
  for (const a of actions.slice(0, 10)) {
    table.push(
      `| ${a.rank} | ${a.type} | ${cell(a.source_url ?? a.source_domain)} | ${
        cell(a.matched_asset?.url ?? "-")
      } | ${a.priority} | ${a.score} |`,
    );
  }
  const markdown = actions.length > 0 ? `${report}\n${table.join("\n")}\n` : report;

  return {
    target,
    campaign_goal: goal,
    max_spam_score: maxSpam,
    min_priority: minPriority,
    counts,
    authority_scale: scale,
    actions,
    by_type: byType,
    excluded,
    asset_gaps: assetGaps,
    method: methodOf(goal, scale),
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}

// ---------------------------------------------------------------------------------------------
// Normalisation and deduplication

/** ASCII host without `www.` (`key`) and its readable form, or null when the text has none. */
function hostOf(raw: string): { key: string; display: string } | null {
  const text = raw.trim().replace(/^\*\./, "");
  if (text === "" || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `https://${text.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    const key = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
    if (!key.includes(".")) return null;
    return { key, display: displayHost(key) };
  } catch {
    return null;
  }
}

function displayHost(ascii: string): string {
  if (!ascii.includes("xn--")) return ascii;
  const unicode = domainToUnicode(ascii);
  return unicode === "" ? ascii : unicode;
}

/** Comparison key of a page URL: host without www, path without trailing slash, query; no scheme or fragment. */
function urlKey(raw: string): string {
  try {
    const url = new URL(raw.trim());
    const host = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
    const port = url.port ? `:${url.port}` : "";
    return `${host}${port}${url.pathname.replace(/\/+$/, "")}${url.search}`;
  } catch {
    return raw.trim().toLowerCase();
  }
}

function sameSite(domain: string, site: string): boolean {
  return domain === site || domain.endsWith(`.${site}`);
}

function detectScale(values: (number | undefined)[]): RankScale {
  const present = values.filter((v): v is number => typeof v === "number");
  if (present.length === 0) return null;
  return present.some((v) => v > 100) ? "0-1000" : "0-100";
}

/** Core stems of a text: page-kind words and bare numbers dropped unless nothing else is left. */
function coreTerms(text: string): Set<string> {
  const all = stems(text);
  const core = all.filter((t) => !GENERIC.has(t) && !/^\d+$/.test(t));
  return new Set(core.length > 0 ? core : all);
}

function pathWords(url: string | null): string {
  if (!url) return "";
  const path = urlPath(url);
  return path === "/" ? "" : path.replace(/[/_.-]+/g, " ");
}

function prepareTopic(raw: string): Topic | null {
  const text = raw.trim();
  const core = coreTerms(text);
  if (core.size === 0) return null;
  return { text, key: [...core].sort(byText).join(" "), core };
}

function prepareAsset(a: OwnedAssetInput, index: number): Asset {
  const text = [
    ...(a.topics ?? []),
    a.title ?? "",
    a.linkable_reason ?? "",
    pathWords(a.url),
  ].join(" \n ");
  const kind = normalizeText(`${a.page_type ?? ""} ${a.title ?? ""}`);
  return {
    index,
    url: a.url.trim(),
    title: a.title?.trim() || null,
    linkableReason: a.linkable_reason?.trim() || null,
    terms: coreTerms(text),
    linkable: Boolean(a.linkable_reason?.trim()) || LINKABLE_RE.test(kind),
  };
}

function newProspect(raw: ProspectInput, index: number, targetKey: string | null): Prospect {
  const host = hostOf(raw.source_domain);
  const domainKey = host?.key ?? raw.source_domain.trim().toLowerCase();
  const url = raw.source_url?.trim() || null;
  const p: Prospect = {
    index,
    domain: host?.display ?? domainKey,
    domainKey,
    url,
    urlKey: url ? urlKey(url) : null,
    title: raw.title?.trim() || null,
    sourceType: raw.source_type?.trim() || null,
    topics: [],
    competitors: new Map(),
    linksToTarget: false,
    rank: raw.rank ?? null,
    domainRank: raw.domain_rank ?? null,
    pageRank: raw.page_rank ?? null,
    spam: raw.spam_score ?? null,
    dofollow: raw.dofollow ?? null,
    broken: raw.broken_link === true,
    lost: raw.lost_link === true,
    merged: [],
  };
  addLists(p, raw, targetKey);
  return p;
}

function addLists(p: Prospect, raw: ProspectInput, targetKey: string | null): void {
  for (const t of raw.topics ?? []) {
    const topic = prepareTopic(t);
    if (topic && !p.topics.some((x) => x.key === topic.key)) p.topics.push(topic);
  }
  for (const c of raw.linked_competitors ?? []) {
    const host = hostOf(c);
    if (!host) continue;
    if (targetKey !== null && sameSite(host.key, targetKey)) p.linksToTarget = true;
    else if (!p.competitors.has(host.key)) p.competitors.set(host.key, host.display);
  }
}

function maxOf(a: number | null, b: number | undefined): number | null {
  if (b === undefined) return a;
  return a === null ? b : Math.max(a, b);
}

/** Merges a duplicate row into the kept prospect (see `method.dedupe`). */
function merge(p: Prospect, raw: ProspectInput, index: number, targetKey: string | null): void {
  p.merged.push(index);
  const url = raw.source_url?.trim() || null;
  if (p.url === null && url) {
    p.url = url;
    p.urlKey = urlKey(url);
  }
  p.title ??= raw.title?.trim() || null;
  p.sourceType ??= raw.source_type?.trim() || null;
  addLists(p, raw, targetKey);
  p.rank = maxOf(p.rank, raw.rank);
  p.domainRank = maxOf(p.domainRank, raw.domain_rank);
  p.pageRank = maxOf(p.pageRank, raw.page_rank);
  p.spam = maxOf(p.spam, raw.spam_score);
  if (raw.dofollow === true) p.dofollow = true;
  else if (raw.dofollow === false && p.dofollow === null) p.dofollow = false;
  p.broken ||= raw.broken_link === true;
  p.lost ||= raw.lost_link === true;
}

/**
 * Same source_url, or the same domain when either row has no source_url: one prospect.
 * Rows on one domain with different URLs stay separate (different pages, different pitches).
 */
function dedupe(
  rows: readonly ProspectInput[],
  targetKey: string | null,
  excluded: ExcludedProspect[],
): Prospect[] {
  const out: Prospect[] = [];
  const byUrl = new Map<string, Prospect>();
  const byDomain = new Map<string, Prospect[]>();
  rows.forEach((raw, index) => {
    const fresh = newProspect(raw, index, targetKey);
    const onDomain = byDomain.get(fresh.domainKey) ?? [];
    let into: Prospect | undefined;
    let why = "";
    if (fresh.urlKey !== null && byUrl.has(fresh.urlKey)) {
      into = byUrl.get(fresh.urlKey);
      why = "same source_url";
    } else if (fresh.urlKey === null && onDomain.length > 0) {
      into = onDomain[0];
      why = "same source_domain and no source_url";
    } else if (fresh.urlKey !== null) {
      into = onDomain.find((p) => p.urlKey === null);
      why = "same source_domain as a row without source_url";
    }
    if (into) {
      merge(into, raw, index, targetKey);
      if (into.urlKey !== null) byUrl.set(into.urlKey, into);
      excluded.push({
        ...exclusion(fresh, "duplicate", `${why} as row ${into.index}; merged into it`),
        duplicate_of: into.index,
      });
      return;
    }
    out.push(fresh);
    if (fresh.urlKey !== null) byUrl.set(fresh.urlKey, fresh);
    byDomain.set(fresh.domainKey, [...onDomain, fresh]);
  });
  return out;
}

function exclusion(p: Prospect, code: ExclusionCode, reason: string): ExcludedProspect {
  return {
    index: p.index,
    source_domain: p.domain,
    source_url: p.url,
    code,
    reason,
    duplicate_of: null,
    spam_score: p.spam,
    type: null,
    score: null,
    priority: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring

function authorityOf(
  p: Prospect,
  scale: OpportunityFinderResult["authority_scale"],
): number | null {
  const fields: [number | null, RankScale, number][] = [
    [p.domainRank, scale.domain_rank, AUTHORITY_WEIGHTS.domain_rank],
    [p.pageRank, scale.page_rank, AUTHORITY_WEIGHTS.page_rank],
    [p.rank, scale.rank, AUTHORITY_WEIGHTS.rank],
  ];
  let sum = 0;
  let weight = 0;
  for (const [value, s, w] of fields) {
    if (value === null) continue;
    sum += w * Math.min(1, value / (s === "0-1000" ? 1000 : 100));
    weight += w;
  }
  return weight === 0 ? null : sum / weight;
}

function prospectTerms(p: Prospect): Set<string> {
  return coreTerms(
    [...p.topics.map((t) => t.text), p.title ?? "", pathWords(p.url)].join(" \n "),
  );
}

function bestAsset(
  p: Prospect,
  terms: Set<string>,
  assets: readonly Asset[],
): { asset: Asset; score: number } | null {
  if (terms.size === 0) return null;
  let best: { asset: Asset; score: number } | null = null;
  for (const asset of assets) {
    const coverage = p.topics.length > 0
      ? p.topics.reduce((sum, t) => sum + containment(t.core, asset.terms), 0) / p.topics.length
      : containment(terms, asset.terms);
    const score = round(0.75 * coverage + 0.25 * jaccard(terms, asset.terms), 3);
    if (!best || score > best.score) best = { asset, score };
  }
  return best;
}

function sharedTerms(p: Prospect, asset: Asset): string[] {
  const words = [...p.topics.map((t) => t.text), p.title ?? "", pathWords(p.url)].join(" ");
  const out: string[] = [];
  for (const word of normalizeText(words).split(" ")) {
    if (!word || out.includes(word)) continue;
    const s = stem(word);
    if (asset.terms.has(s) && !GENERIC.has(s)) out.push(word);
    if (out.length >= 6) break;
  }
  return out;
}

function classify(
  p: Prospect,
  authority: number | null,
  match: number,
  asset: Asset | null,
): OpportunityType {
  if (p.lost) return "reclaim";
  if (p.broken) return "repair";
  if (p.competitors.size >= 2) return "link_gap";
  const kind = normalizeText(`${p.sourceType ?? ""} ${p.title ?? ""}`);
  if (RESOURCE_RE.test(kind) || (p.url !== null && RESOURCE_PATH_RE.test(urlPath(p.url)))) {
    return "resource_page";
  }
  if (NEWS_RE.test(normalizeText(p.sourceType ?? ""))) return "digital_pr";
  if (
    authority !== null && authority >= PR_AUTHORITY && asset !== null && asset.linkable &&
    match >= PR_MATCH
  ) return "digital_pr";
  return "outreach";
}

function scoreProspect(
  p: Prospect,
  ctx: {
    assets: readonly Asset[];
    scale: OpportunityFinderResult["authority_scale"];
    rule: GoalRule;
  },
): Scored {
  const authority = authorityOf(p, ctx.scale);
  const terms = prospectTerms(p);
  const best = bestAsset(p, terms, ctx.assets);
  const match = best?.score ?? 0;
  const type: OpportunityType = classify(p, authority, match, best?.asset ?? null);
  const relevanceKnown = ctx.assets.length > 0 && terms.size > 0;
  let relevance = relevanceKnown ? match : UNKNOWN.relevance;
  if (type === "reclaim" || type === "repair") {
    relevance = Math.max(relevance, EXISTING_LINK_RELEVANCE);
  }
  const dofollow = p.dofollow === null ? UNKNOWN.dofollow : p.dofollow ? 1 : NOFOLLOW;
  const w = ctx.rule.weights;
  const goalAdjustment = ctx.rule.focus.length === 0
    ? 0
    : ctx.rule.focus.includes(type)
    ? FOCUS_BONUS
    : type === "reclaim" || type === "repair"
    ? 0
    : -OFF_FOCUS_PENALTY;
  const parts: ScoreParts = {
    authority: round(100 * w.authority * (authority ?? UNKNOWN.authority), 1),
    relevance: round(100 * w.relevance * relevance, 1),
    feasibility: round(100 * w.feasibility * FEASIBILITY[type], 1),
    dofollow: round(100 * w.dofollow * dofollow, 1),
    competitors: round(100 * w.competitors * Math.min(1, p.competitors.size / 3), 1),
    goal_adjustment: goalAdjustment,
    spam_penalty: p.spam === null ? 0 : round(SPAM_PENALTY_MAX * p.spam / 100, 1),
    platform_penalty: platformOf(p.domainKey, p.sourceType) ? PLATFORM_PENALTY : 0,
  };
  const raw = parts.authority + parts.relevance + parts.feasibility + parts.dofollow +
    parts.competitors + parts.goal_adjustment - parts.spam_penalty - parts.platform_penalty;
  const score = round(Math.min(100, Math.max(0, raw)), 1);
  const asset = best && best.score >= MIN_MATCH
    ? {
      url: best.asset.url,
      title: best.asset.title,
      match_score: best.score,
      shared_terms: sharedTerms(p, best.asset),
    }
    : null;
  return {
    p,
    type,
    asset,
    assetLinkReason: asset ? best!.asset.linkableReason : null,
    authority,
    relevanceKnown,
    score,
    parts,
    priority: priorityOf(score),
    capped: null,
  };
}

function priorityOf(score: number): Priority {
  return score >= PRIORITY_FLOOR.high ? "high" : score >= PRIORITY_FLOOR.medium ? "medium" : "low";
}

/** Links already earned (reclaim, repair) come first: they are the cheapest, surest wins. */
function existingLink(s: Scored): number {
  return s.type === "reclaim" ? 2 : s.type === "repair" ? 1 : 0;
}

function compareScored(a: Scored, b: Scored): number {
  return existingLink(b) - existingLink(a) ||
    LEVEL_RANK[b.priority] - LEVEL_RANK[a.priority] ||
    b.score - a.score ||
    FEASIBILITY[b.type] - FEASIBILITY[a.type] ||
    (b.authority ?? -1) - (a.authority ?? -1) ||
    byText(a.p.domainKey, b.p.domainKey) ||
    byText(a.p.url ?? "", b.p.url ?? "") ||
    a.p.index - b.p.index;
}

// ---------------------------------------------------------------------------------------------
// Actions

const LABEL: Record<OpportunityType, string> = {
  reclaim: "Reclaim",
  repair: "Repair",
  link_gap: "Link gap",
  resource_page: "Resource page",
  digital_pr: "Digital PR",
  outreach: "Outreach",
};

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

function angleOf(s: Scored, competitors: string[], target: string): string {
  const p = s.p;
  const where = p.url ?? p.domain;
  const asset = s.asset?.url ?? null;
  const hook = s.assetLinkReason ? ` (${s.assetLinkReason.replace(/[.\s]+$/, "")})` : "";
  const topic = p.topics[0]?.text ?? s.asset?.shared_terms[0] ?? null;
  switch (s.type) {
    case "reclaim":
      return `Ask ${p.domain} to restore its link to ${
        asset ?? target
      }: it linked to you before. First check what changed (link removed in an edit, your URL moved: then 301 the old URL).`;
    case "repair":
      return asset
        ? `Tell the editor of ${where} the link is broken and offer ${asset} as the working replacement; if the dead URL is yours, also 301-redirect it to ${asset}.`
        : `Tell the editor of ${where} the link is broken and offer a working page of ${target}; if the dead URL is yours, 301-redirect it to its closest live page.`;
    case "link_gap":
      return asset
        ? `${where} links to ${
          competitors.slice(0, 3).join(", ")
        } but not to you: pitch ${asset}${hook} as the missing option.`
        : `${where} links to ${
          competitors.slice(0, 3).join(", ")
        } but not to you: see what those pages offer and pitch a page of yours that matches it.`;
    case "resource_page":
      return asset
        ? `Suggest ${asset}${hook} for the list on ${where}; curators add pages that are useful to their readers, not promotional.`
        : `Suggest a genuinely useful page of ${target}${
          topic ? ` on ${topic}` : ""
        } for the list on ${where}; none of your assets fits it yet.`;
    case "digital_pr":
      return asset
        ? `Pitch a story to ${p.domain} built on ${asset}${hook}${
          topic ? `, angled at its ${topic} coverage` : ""
        }; offer the data and an expert quote.`
        : `Offer ${p.domain} expert commentary or original data${
          topic ? ` on ${topic}` : ""
        }; no owned asset fits yet.`;
    case "outreach": {
      const blog = BLOG_RE.test(normalizeText(p.sourceType ?? ""));
      if (competitors.length === 1) {
        return `${where} already links to ${competitors[0]}: ask to add ${
          asset ?? `a page of ${target}`
        }${hook} alongside it, showing what it adds for their readers.`;
      }
      if (blog) {
        return `Offer ${p.domain} a guest contribution${topic ? ` on ${topic}` : ""} that cites ${
          asset ?? `a page of ${target}`
        } where it genuinely helps the reader.`;
      }
      return asset
        ? `Introduce ${asset}${hook} to ${p.domain} as a reference for ${
          topic ?? "its readers"
        }; personalise with a page of theirs it complements.`
        : `Build a relationship with ${p.domain} first; no owned asset fits its topics yet.`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Asset gaps

function findAssetGaps(
  pool: readonly Prospect[],
  assets: readonly Asset[],
  scale: OpportunityFinderResult["authority_scale"],
): AssetGap[] {
  const byKey = new Map<string, { topic: Topic; prospects: Prospect[]; coverage: number }>();
  for (const p of pool) {
    for (const topic of p.topics) {
      let entry = byKey.get(topic.key);
      if (!entry) {
        const coverage = assets.reduce((m, a) => Math.max(m, containment(topic.core, a.terms)), 0);
        entry = { topic, prospects: [], coverage };
        byKey.set(topic.key, entry);
      }
      if (!entry.prospects.includes(p)) entry.prospects.push(p);
    }
  }
  const gaps: AssetGap[] = [];
  for (const { topic, prospects, coverage } of byKey.values()) {
    if (coverage >= COVERED) continue;
    const authorities = prospects.map((p) => authorityOf(p, scale))
      .filter((a): a is number => a !== null);
    const domains: string[] = [];
    for (const p of prospects) {
      if (!domains.includes(p.domain)) domains.push(p.domain);
      if (domains.length >= 3) break;
    }
    gaps.push({
      topic: topic.text,
      prospects: prospects.length,
      best_authority: authorities.length > 0 ? round(100 * Math.max(...authorities), 1) : null,
      example_domains: domains,
      best_asset_coverage: round(coverage, 2),
    });
  }
  gaps.sort((a, b) =>
    b.prospects - a.prospects ||
    (b.best_authority ?? -1) - (a.best_authority ?? -1) ||
    byText(a.topic, b.topic)
  );
  return gaps.slice(0, 20);
}

// ---------------------------------------------------------------------------------------------
// agent_workflow

interface WorkflowFacts {
  target: string;
  targetKey: string | null;
  goal: CampaignGoal;
  maxSpam: number;
  minPriority: Priority;
  counts: OpportunityFinderResult["counts"];
  actions: OpportunityAction[];
  byType: Record<OpportunityType, number>;
  assetGaps: AssetGap[];
  candidates: Prospect[];
  unique: Prospect[];
  scale: OpportunityFinderResult["authority_scale"];
  assets: Asset[];
}

/** A host that the request schemas' domain / URL patterns accept. */
const VALID_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

function decisionOf(f: WorkflowFacts): string {
  if (f.actions.length === 0) return "find_more_prospects";
  if (f.actions.some((a) => a.type === "reclaim" || a.type === "repair")) return "reclaim_first";
  const pitches = f.actions.filter((a) => a.type !== "reclaim" && a.type !== "repair");
  const unmatched = pitches.filter((a) => a.matched_asset === null).length;
  if (f.assets.length === 0 || unmatched * 2 >= pitches.length) return "build_linkable_asset";
  return "start_outreach";
}

function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const decision = decisionOf(f);
  const actions: RecommendedAction[] = [];
  for (const a of f.actions.slice(0, 6)) {
    actions.push({
      action: actionText(a),
      priority: a.priority,
      reason: `Score ${a.score}. ${a.reason}`,
      target: a.source_url ?? a.source_domain,
    });
  }
  f.assetGaps.slice(0, 2).forEach((gap, i) => {
    // One asset at a time: only the top gap can be "high", and only with 3+ prospects behind
    // it or when building an asset is the decision.
    const strong = gap.prospects >= 3 || decision === "build_linkable_asset";
    actions.push({
      action: `Create a linkable asset on "${gap.topic}"`,
      priority: i === 0 && strong ? "high" : "medium",
      reason: `${gap.prospects} prospect${gap.prospects === 1 ? " covers" : "s cover"} it (${
        gap.example_domains.join(", ")
      }) and no owned asset holds ${Math.round(100 * COVERED)}% of its terms`,
      target: gap.topic,
    });
  });
  if (
    f.counts.unique_prospects > 0 && f.counts.excluded_spam * 10 >= 3 * f.counts.unique_prospects
  ) {
    actions.push({
      action: "Tighten prospect sourcing before the next batch",
      priority: "low",
      reason:
        `${f.counts.excluded_spam} of ${f.counts.unique_prospects} unique prospects were above spam score ${f.maxSpam}`,
    });
  }
  if (f.counts.below_min_priority > 0) {
    actions.push({
      action:
        `Keep the ${f.counts.below_min_priority} lower-priority prospect(s) for a later batch`,
      priority: "low",
      reason: `They scored below min_priority ${f.minPriority}; see excluded (below_min_priority)`,
    });
  }

  const evidence: Evidence[] = [
    { claim: "Prospect rows supplied", value: f.counts.prospects_supplied, source: "prospects" },
    {
      claim: "Unique prospects after merging duplicate rows",
      value: f.counts.unique_prospects,
      source: "prospects[].source_url, prospects[].source_domain",
    },
    {
      claim: `Prospects excluded for spam_score above ${f.maxSpam}`,
      value: f.counts.excluded_spam,
      source: "prospects[].spam_score",
    },
    {
      claim: `Actions at or above min_priority ${f.minPriority}`,
      value: f.counts.returned,
      source: "actions",
    },
  ];
  for (const type of OPPORTUNITY_TYPES) {
    if (f.byType[type] === 0) continue;
    evidence.push({
      claim: `${LABEL[type]} actions returned`,
      value: f.byType[type],
      source: `actions[].type = ${type}`,
    });
  }
  const top = f.actions[0];
  if (top) {
    evidence.push({
      claim: `Score of the top action (${top.type}, ${top.source_domain})`,
      value: top.score,
      source: "actions[0].score",
    });
    if (top.authority !== null) {
      evidence.push({
        claim: `Normalised authority of ${top.source_domain} (0-100)`,
        value: top.authority,
        source: "prospects[].domain_rank, page_rank, rank",
      });
    }
  }
  if (f.scale.domain_rank !== null) {
    evidence.push({
      claim: "Scale domain_rank was read on (any value above 100 means 0-1000)",
      value: f.scale.domain_rank,
      source: "prospects[].domain_rank",
    });
  }
  const gap = f.assetGaps[0];
  if (gap) {
    evidence.push({
      claim: `Prospects covering "${gap.topic}", which no owned asset covers`,
      value: gap.prospects,
      source: "prospects[].topics, owned_assets",
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, decision),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f, decision),
  });
}

function actionText(a: OpportunityAction): string {
  const where = a.source_url ?? a.source_domain;
  const asset = a.matched_asset?.url;
  switch (a.type) {
    case "reclaim":
      return `Reclaim the lost link from ${a.source_domain}`;
    case "repair":
      return `Get the broken link on ${where} replaced${asset ? ` with ${asset}` : ""}`;
    case "link_gap":
      return `Pitch ${
        asset ?? "a matching page"
      } to ${where}, which links to ${a.linked_competitors.length} competitors but not to you`;
    case "resource_page":
      return `Suggest ${asset ?? "a useful page"} for the resource page ${where}`;
    case "digital_pr":
      return `Pitch ${a.source_domain} a story${asset ? ` built on ${asset}` : ""}`;
    case "outreach":
      return `Reach out to ${a.source_domain}${asset ? ` with ${asset}` : ""}`;
  }
}

function typeLine(byType: Record<OpportunityType, number>): string {
  return OPPORTUNITY_TYPES.filter((t) => byType[t] > 0).map((t) => `${byType[t]} ${t}`).join(
    ", ",
  );
}

function summaryOf(f: WorkflowFacts, decision: string): string {
  const c = f.counts;
  const head = `${c.returned} link action${
    c.returned === 1 ? "" : "s"
  } for ${f.target} from ${c.unique_prospects} unique prospect${
    c.unique_prospects === 1 ? "" : "s"
  }${c.returned > 0 ? ` (${typeLine(f.byType)})` : ""}`;
  const out = [
    c.excluded_spam > 0 ? `${c.excluded_spam} excluded for spam` : "",
    c.below_min_priority > 0 ? `${c.below_min_priority} below min_priority ${f.minPriority}` : "",
    c.excluded_off_goal > 0 ? `${c.excluded_off_goal} outside the ${f.goal} goal` : "",
  ]
    .filter(Boolean).join(", ");
  const next = decision === "reclaim_first"
    ? "Reclaim and repair links you already earned first: they are the cheapest wins."
    : decision === "build_linkable_asset"
    ? "Most prospects have no owned asset to pitch: build a linkable asset on the top gap first."
    : decision === "start_outreach"
    ? "Start outreach in rank order, one contact per site."
    : c.unique_prospects === c.excluded_spam
    ? "Every prospect was excluded for spam: source better prospects."
    : c.scored === 0
    ? "No prospect is left after the exclusions: source more prospects."
    : `Nothing reached min_priority ${f.minPriority}: source more prospects or lower min_priority.`;
  return `${head}${out ? `; ${out}` : ""}. ${next}`;
}

function confidenceOf(f: WorkflowFacts): number {
  const pool = f.candidates;
  if (pool.length === 0) return 0.3;
  let c = 0.7;
  const withAuthority =
    pool.filter((p) => p.domainRank !== null || p.pageRank !== null || p.rank !== null).length;
  if (withAuthority * 2 < pool.length) c -= 0.15;
  if (f.assets.length === 0) c -= 0.15;
  const withTerms = pool.filter((p) => p.topics.length > 0 || p.title !== null).length;
  if (withTerms * 2 < pool.length) c -= 0.1;
  const withSpam = f.unique.filter((p) => p.spam !== null).length;
  if (withSpam * 2 < f.unique.length) c -= 0.05;
  if (withAuthority === pool.length && withTerms === pool.length && f.assets.length > 0) c += 0.1;
  return Math.max(0.2, Math.min(0.85, c));
}

function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Works on the supplied prospects only; no page is fetched: confirm each link is still missing, lost or broken, and find a contact, before outreach.",
    "Topic matching is lexical (stemmed words), not semantic: synonyms with no shared word do not match.",
  ];
  const scales = (Object.entries(f.scale) as [string, RankScale][])
    .filter(([, s]) => s !== null).map(([field, s]) => `${field} ${s}`);
  if (scales.length > 0) {
    out.push(
      `Rank scales were inferred from the values (${
        scales.join(", ")
      }); a 0-1000 tool whose supplied values all stay at or below 100 is read as 0-100 and overstates authority.`,
    );
  }
  const noAuthority =
    f.candidates.filter((p) => p.domainRank === null && p.pageRank === null && p.rank === null)
      .length;
  if (noAuthority > 0) {
    out.push(`${noAuthority} prospect(s) have no rank; authority 0.3 was assumed for them.`);
  }
  const noSpam = f.unique.filter((p) => p.spam === null).length;
  if (noSpam > 0) {
    out.push(
      `${noSpam} prospect(s) have no spam_score and were kept unchecked; vet them manually.`,
    );
  }
  if (f.assets.length === 0) {
    out.push(
      "No owned_assets were supplied: relevance could not be measured (0.3 assumed) and no page is matched to pitch.",
    );
  }
  if (f.actions.some((a) => a.type === "repair")) {
    out.push(
      "broken_link is read as defined in the request (the source links to a broken URL of yours); the dead URL itself is not supplied, so find it in the source page before redirecting or pitching.",
    );
  }
  if (f.targetKey === null) {
    out.push(
      `The target "${f.target}" is not a domain, so own-site and already-linking prospects could not be recognised.`,
    );
  }
  return out;
}

function nextCallsOf(f: WorkflowFacts, decision: string): NextCall[] {
  const calls: NextCall[] = [];
  const target = f.targetKey !== null && VALID_HOST.test(f.targetKey) ? f.targetKey : null;
  const tally = new Map<string, number>();
  for (const p of f.candidates) {
    for (const key of p.competitors.keys()) tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const competitors = [...tally.entries()]
    .filter(([key]) => VALID_HOST.test(key))
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, 5)
    .map(([key]) => key);

  if (decision === "reclaim_first" && target) {
    if (f.byType.reclaim > 0) {
      calls.push({
        endpoint: "/backlinks/list",
        reason: "Find further lost links to reclaim, strongest first",
        body: {
          target,
          backlinks_status_type: "lost",
          mode: "one_per_domain",
          sort_by: "rank",
          limit: 100,
        },
      });
    }
    if (f.byType.repair > 0) {
      calls.push({
        endpoint: "/backlinks/list",
        reason: "Find further links pointing at broken URLs of yours, to redirect or repair",
        body: { target, broken_only: true, mode: "one_per_domain", sort_by: "rank", limit: 100 },
      });
    }
  }
  if (competitors.length > 0) {
    const body: Record<string, unknown> = {
      targets: competitors,
      limit: 100,
      max_spam_score: f.maxSpam,
    };
    if (target) body.exclude_targets = [target];
    calls.push({
      endpoint: "/backlinks/page-intersection",
      reason:
        `Find more pages that link to ${competitors.length} competitor(s) named by your prospects but not to you`,
      body,
    });
  }
  for (const gap of f.assetGaps.slice(0, 2)) {
    const keyword = gap.topic.slice(0, 200).trim();
    if (!keyword) continue;
    const body: Record<string, unknown> = { keyword };
    if (target) body.target = target;
    calls.push({
      endpoint: "/content/brief",
      reason:
        `Brief a linkable asset on "${gap.topic}": ${gap.prospects} prospect(s) cover it and no owned asset does`,
      body,
    });
  }
  return calls;
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

// ---------------------------------------------------------------------------------------------
// Result schema

const typeEnum = z.enum(OPPORTUNITY_TYPES);
const rankScale = z.enum(["0-100", "0-1000"]).nullable();
const count = z.number().int().min(0);
const weightsSchema = z.strictObject({
  authority: z.number().min(0).max(1),
  relevance: z.number().min(0).max(1),
  feasibility: z.number().min(0).max(1),
  dofollow: z.number().min(0).max(1),
  competitors: z.number().min(0).max(1),
});

/** The `/backlinks/opportunity-finder` result, exactly as {@linkcode findOpportunities} returns it. */
export const OpportunityFinderResultSchema = z.strictObject({
  target: z.string().min(1),
  campaign_goal: z.enum(CAMPAIGN_GOALS),
  max_spam_score: z.number().int().min(0).max(100),
  min_priority: LevelSchema,
  counts: z.strictObject({
    prospects_supplied: count.min(1).max(1000),
    unique_prospects: count,
    duplicates: count,
    excluded_spam: count,
    excluded_own_site: count,
    excluded_already_links: count,
    excluded_competitor: count.describe("Prospects on a competitor's own site."),
    excluded_off_goal: count,
    scored: count,
    below_min_priority: count,
    returned: count,
    owned_assets: count.max(100),
  }),
  authority_scale: z.strictObject({
    domain_rank: rankScale,
    page_rank: rankScale,
    rank: rankScale,
  }),
  actions: z.array(z.strictObject({
    rank: count.min(1).describe("1 = do first."),
    type: typeEnum,
    priority: LevelSchema,
    score: z.number().min(0).max(100),
    prospect_index: count
      .describe("Index in `prospects` of the kept row (the first of its duplicates)."),
    source_domain: z.string().min(1),
    source_url: z.string().nullable(),
    title: z.string().nullable(),
    source_type: z.string().nullable(),
    matched_asset: z.strictObject({
      url: z.string().min(1),
      title: z.string().nullable(),
      match_score: z.number().min(MIN_MATCH).max(1)
        .describe("0-1: 0.75 x topic coverage + 0.25 x Jaccard of stemmed terms."),
      shared_terms: z.array(z.string()).max(6)
        .describe("Prospect terms the asset covers (original words, at most 6)."),
    }).nullable(),
    authority: z.number().min(0).max(100).nullable().describe(
      "Normalised authority 0-100 (see `authority_scale`); null when no rank was supplied.",
    ),
    dofollow: z.boolean().nullable(),
    spam_score: z.number().min(0).max(100).nullable(),
    linked_competitors: z.array(z.string())
      .describe("Distinct competitor domains the source links to (the target excluded)."),
    score_parts: z.strictObject({
      authority: z.number().min(0),
      relevance: z.number().min(0),
      feasibility: z.number().min(0),
      dofollow: z.number().min(0),
      competitors: z.number().min(0),
      goal_adjustment: z.number(),
      spam_penalty: z.number().min(0).max(SPAM_PENALTY_MAX),
      platform_penalty: z.number().min(0).max(PLATFORM_PENALTY)
        .describe("Points taken from a UGC, social or review-listing source."),
    }),
    reason: z.string().min(1),
    outreach_angle: z.string().min(1),
    same_domain_actions: count
      .describe("Other returned actions on the same source domain: contact the site once."),
    merged_rows: z.array(count).describe("Indexes of duplicate rows merged into this one."),
  })),
  by_type: z.strictObject({
    reclaim: count,
    repair: count,
    link_gap: count,
    resource_page: count,
    digital_pr: count,
    outreach: count,
  }),
  excluded: z.array(z.strictObject({
    index: count,
    source_domain: z.string().min(1),
    source_url: z.string().nullable(),
    code: z.enum([
      "spam",
      "duplicate",
      "own_site",
      "already_links",
      "off_goal",
      "below_min_priority",
      "competitor",
    ]),
    reason: z.string().min(1),
    duplicate_of: count.nullable(),
    spam_score: z.number().min(0).max(100).nullable(),
    type: typeEnum.nullable(),
    score: z.number().min(0).max(100).nullable(),
    priority: LevelSchema.nullable(),
  })),
  asset_gaps: z.array(z.strictObject({
    topic: z.string().min(1),
    prospects: count.min(1).describe("Unique, non-excluded prospects that list the topic."),
    best_authority: z.number().min(0).max(100).nullable()
      .describe("Highest normalised authority (0-100) among them; null when none has a rank."),
    example_domains: z.array(z.string()).min(1).max(3),
    best_asset_coverage: z.number().min(0).max(1).describe(
      "Best share of the topic's terms any owned asset covers (below 0.6 counts as a gap).",
    ),
  })).max(20),
  method: z.strictObject({
    dedupe: z.string(),
    spam: z.string(),
    exclusions: z.string(),
    classification: z.string(),
    matching: z.string(),
    authority: z.string(),
    score: z.string(),
    weights: weightsSchema,
    feasibility: z.strictObject({
      reclaim: z.number(),
      repair: z.number(),
      link_gap: z.number(),
      resource_page: z.number(),
      digital_pr: z.number(),
      outreach: z.number(),
    }),
    priority_bands: z.string(),
    campaign_goal: z.string(),
    min_priority: z.string(),
    sort: z.string(),
  }),
  ...analysisExtras,
});
