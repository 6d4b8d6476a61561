/**
 * Reading a backlink profile as a link builder would: authority tier from the rank, risk from
 * spam, link concentration (many links from few domains, the mark of sitewide or paid links) and
 * broken links, and the one action that matters most next. Bands in one table.
 */
import type { Level } from "../../agent/workflow.ts";
import { type BacklinkSummary, rankOn100 } from "../../providers/provider.ts";
import type { BacklinksSummaryResult } from "./result.ts";
import { PATTERN_CLEAN_UP, riskLevelOf, riskSignals } from "../link_risk/signals.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";
import { roundSigned } from "../../toolkit/numbers.ts";

/** Tiers, risk bands and thresholds. */
/** A count as people read it: 1,186, never 1186 or 41.256. */
const n = (x: number): string => formatNumber(x, { digits: 3 });

export const BANDS = {
  tiers: [[70, "elite"], [50, "strong"], [30, "established"], [15, "emerging"]] as const,
  /** Links per referring domain above which a profile looks built on sitewide or paid links. */
  concentrationHigh: 100,
  concentrationMedium: 40,
  brokenMedium: 0.03,
  dofollowLow: 0.4,
  /** Referring domains below which a profile is thin whatever its rank. */
  thinDomains: 30,
};

type Metrics = NonNullable<BacklinksSummaryResult["metrics"]>;

/** The metrics of a summary, ranks on both scales. */
export function metricsOf(s: BacklinkSummary, scale: "one_hundred" | "one_thousand"): Metrics {
  const rank100 = rankOn100(s.rank, scale);
  const domains = Math.max(0, s.referring_domains);
  return {
    rank: s.rank,
    rank_100: rank100,
    backlinks: s.backlinks,
    referring_domains: domains,
    referring_main_domains: s.referring_main_domains,
    referring_ips: s.referring_ips,
    dofollow_share: domains > 0 ? roundSigned(1 - s.referring_domains_nofollow / domains, 3) : 0,
    backlinks_per_domain: domains > 0 ? roundSigned(s.backlinks / domains, 3) : 0,
    broken_backlinks: s.broken_backlinks,
    broken_share: s.backlinks > 0 ? roundSigned(s.broken_backlinks / s.backlinks, 3) : 0,
    spam_score: s.backlinks_spam_score,
    site_spam_score: s.target_spam_score,
    referring_subnets: s.referring_subnets,
    first_seen: s.first_seen,
  };
}

/** The authority tier of a 0-100 rank. */
export function tierOf(rank100: number): BacklinksSummaryResult["authority_tier"] {
  for (const [floor, tier] of BANDS.tiers) if (rank100 >= floor) return tier;
  return "new";
}

/**
 * The risk signals present, and the risk level they add up to: the links' own signals
 * (`link_risk`: their spam score, shared subnets, abused TLDs, unknown platforms) and the
 * profile's shape (links per domain, broken links, dofollow share).
 */
export function riskOf(
  m: Metrics,
  s: BacklinkSummary,
): { level: Level; signals: BacklinksSummaryResult["risk_signals"] } {
  const links = riskSignals(s);
  const signals: BacklinksSummaryResult["risk_signals"] = links.map((x) => ({
    signal: x.signal,
    value: x.value,
    why: x.why,
  }));
  let level: Level = riskLevelOf(links);
  const raise = (l: Level) => {
    if (l === "high" || (l === "medium" && level === "low")) level = l;
  };
  if (m.backlinks_per_domain >= BANDS.concentrationMedium && m.referring_domains < 200) {
    raise(m.backlinks_per_domain >= BANDS.concentrationHigh ? "high" : "medium");
    signals.push({
      signal: "backlinks_per_domain",
      value: m.backlinks_per_domain,
      why: "many links from few domains: sitewide, footer or paid links",
    });
  }
  if (m.broken_share >= BANDS.brokenMedium) {
    raise("medium");
    signals.push({
      signal: "broken_share",
      value: m.broken_share,
      why: "links that point at pages that no longer answer: equity lost",
    });
  }
  if (m.referring_domains > 0 && m.dofollow_share < BANDS.dofollowLow) {
    raise("medium");
    signals.push({
      signal: "dofollow_share",
      value: m.dofollow_share,
      why: "most referring domains pass no link equity",
    });
  }
  return { level, signals };
}

/** The one action that matters most next, and why. */
export function actionOf(
  m: Metrics,
  tier: BacklinksSummaryResult["authority_tier"],
  risk: Level,
): BacklinksSummaryResult["recommended_action"] {
  if (risk === "high") {
    return {
      type: "clean_up_toxic_links",
      reason: `Risk is high (links' spam score ${m.spam_score}, ${
        n(m.referring_domains)
      } referring domains on ${n(m.referring_subnets)} subnets, ${
        n(Math.round(m.backlinks_per_domain))
      } links per domain). ${PATTERN_CLEAN_UP}`,
    };
  }
  if (m.broken_share >= BANDS.brokenMedium) {
    return {
      type: "reclaim_broken_links",
      reason: `${plural(m.broken_backlinks, "backlink")} (${
        Math.round(m.broken_share * 100)
      }%) point at broken pages: redirect those URLs or ask for the links to be updated; it is the cheapest equity to win back.`,
    };
  }
  if (tier === "new" || tier === "emerging" || m.referring_domains < BANDS.thinDomains) {
    return {
      type: "build_authority",
      reason: `Authority ${m.rank_100}/100 from ${
        plural(m.referring_domains, "referring domain")
      }: earn links from relevant sites (link gaps with competitors, digital PR).`,
    };
  }
  if (m.backlinks_per_domain >= BANDS.concentrationMedium) {
    return {
      type: "diversify_referring_domains",
      reason: `${
        n(Math.round(m.backlinks_per_domain))
      } links per referring domain: grow the number of linking sites rather than links from the same ones.`,
    };
  }
  return {
    type: "maintain_and_monitor",
    reason: risk === "medium"
      ? `A ${tier} profile with medium risk: watch new and lost links monthly, check the links behind the risk signals, and protect the strongest links.`
      : `A ${tier} profile with low risk: watch new and lost links monthly and protect the strongest links.`,
  };
}
