/**
 * Link risk read from the links' own signals, as DataForSEO documents them and as Google's link
 * spam policy describes the patterns (links "from low-quality directory or bookmark sites",
 * automated networks, "keyword-rich anchor text"):
 *
 * - `backlinks_spam_score` is the spam score of the links pointing at the target; the site's
 *   own `info.target_spam_score` says how spammy the site looks, not who links to it.
 * - Referring domains on few subnets (`referring_subnets` / `referring_domains`) mark a network:
 *   independent sites sit on their own hosts, so a natural profile has close to one subnet per
 *   domain; a link network or a scraper farm shares a few.
 * - Links from TLDs that abuse reports rank as the most abused (Spamhaus, Interisle's Phishing
 *   Landscape: cheap new gTLDs and free ccTLDs) and from pages of no known platform.
 *
 * Each signal states its value and why it matters; the risk follows how many independent
 * signals agree, so one weak signal never condemns a profile.
 */
import type { Breakdown, LinkProfile } from "../../providers/provider.ts";
import { formatNumber } from "../../toolkit/prose.ts";

/** One risk signal with its value and the reason it counts. */
export interface RiskSignal {
  signal: string;
  value: number;
  why: string;
  strength: "strong" | "weak";
}

/** Thresholds, declared once (shown in `method`). */
export const LINK_RISK = {
  /** The links' spam score: high / medium. */
  linksSpamHigh: 30,
  linksSpamMedium: 15,
  /** Subnets per referring domain below which domains share networks (with enough domains). */
  subnetsPerDomainLow: 0.5,
  minDomainsForNetwork: 50,
  /** Share of links from abused TLDs that marks a pattern. */
  abusedTldShare: 0.3,
  /** Share of links from pages of no known platform. */
  unknownPlatformShare: 0.7,
} as const;

/**
 * TLDs abuse reports rank as the most abused for spam and malicious registrations (Spamhaus
 * "most abused TLDs", Interisle Phishing Landscape 2023-2025): cheap new gTLDs and the former
 * free ccTLDs.
 */
export const ABUSED_TLDS: ReadonlySet<string> = new Set([
  "xyz",
  "top",
  "icu",
  "buzz",
  "click",
  "loan",
  "work",
  "cyou",
  "monster",
  "rest",
  "bar",
  "cfd",
  "sbs",
  "quest",
  "gq",
  "tk",
  "ml",
  "cf",
  "ga",
  "su",
  "bid",
  "win",
  "date",
  "racing",
  "stream",
  "download",
  "review",
  "country",
  "kim",
  "party",
  "science",
  "cam",
  "uno",
  "lol",
  "mom",
  "best",
]);

/** A breakdown's share of keys that satisfy `test`. */
function shareOf(map: Breakdown, test: (key: string) => boolean): number {
  const total = Object.values(map).reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  const part = Object.entries(map).filter(([k]) => test(k)).reduce((a, [, n]) => a + n, 0);
  return Math.round((part / total) * 1000) / 1000;
}

/** What the signals read: a profile's counts and, where the provider gives them, breakdowns. */
export interface RiskInput extends
  Pick<
    LinkProfile,
    "backlinks_spam_score" | "referring_domains" | "referring_subnets" | "referring_ips"
  > {
  referring_links_tld?: Breakdown;
  referring_links_platform_types?: Breakdown;
}

/** The signals present in a profile. */
export function riskSignals(p: RiskInput): RiskSignal[] {
  const out: RiskSignal[] = [];
  if (p.backlinks_spam_score >= LINK_RISK.linksSpamMedium) {
    out.push({
      signal: "links_spam_score",
      value: p.backlinks_spam_score,
      why: "DataForSEO's spam score of the links pointing at the site (not the site's own score)",
      strength: p.backlinks_spam_score >= LINK_RISK.linksSpamHigh ? "strong" : "weak",
    });
  }
  const perDomain = p.referring_domains > 0 ? p.referring_subnets / p.referring_domains : 1;
  if (
    p.referring_domains >= LINK_RISK.minDomainsForNetwork &&
    p.referring_subnets > 0 && perDomain < LINK_RISK.subnetsPerDomainLow
  ) {
    out.push({
      signal: "subnets_per_domain",
      value: Math.round(perDomain * 100) / 100,
      why: `${formatNumber(p.referring_domains)} referring domains on only ${
        formatNumber(p.referring_subnets)
      } subnets (${
        formatNumber(p.referring_ips)
      } IPs): domains sharing a few networks, the mark of a link network or scraper farm`,
      strength: perDomain < 0.4 ? "strong" : "weak",
    });
  }
  const abused = shareOf(p.referring_links_tld ?? {}, (k) => ABUSED_TLDS.has(k.toLowerCase()));
  if (abused >= LINK_RISK.abusedTldShare) {
    out.push({
      signal: "abused_tld_share",
      value: abused,
      why: "share of links from TLDs abuse reports rank as the most abused (.xyz, .top, .icu …)",
      strength: abused >= 0.5 ? "strong" : "weak",
    });
  }
  const unknown = shareOf(p.referring_links_platform_types ?? {}, (k) => k === "unknown");
  if (unknown >= LINK_RISK.unknownPlatformShare) {
    out.push({
      signal: "unknown_platform_share",
      value: unknown,
      why: "share of links from pages of no known platform (not blogs, news, CMS or shops)",
      strength: "weak",
    });
  }
  return out;
}

/** The risk level the signals add up to: a strong signal with any other, or three, is high. */
export function riskLevelOf(signals: readonly RiskSignal[]): "high" | "medium" | "low" {
  const strong = signals.filter((s) => s.strength === "strong").length;
  if ((strong >= 1 && signals.length >= 2) || signals.length >= 3) return "high";
  return signals.length > 0 ? "medium" : "low";
}

/** How sure the verdict is: more independent signals, more confidence (0.45-0.85). */
export function riskConfidence(signals: readonly RiskSignal[]): number {
  const strong = signals.filter((s) => s.strength === "strong").length;
  return Math.min(0.85, Math.round((0.45 + 0.12 * strong + 0.06 * signals.length) * 100) / 100);
}

/** The clean-up Google's documentation supports: the pattern's domains, never the profile. */
export const PATTERN_CLEAN_UP =
  "Isolate the pattern, not the profile: list the referring domains that share those subnets, " +
  "abused TLDs and arrival dates, and handle them at domain level (a disavow file of domain: " +
  "lines for that pattern only, as Google's 'Disavow links to your site' page describes, when " +
  "they are unnatural links you cannot remove). Leave the genuine links alone, never disavow " +
  "the whole profile or try to dilute the spam with more links, and watch rankings: Google " +
  "ignores most such links.";
