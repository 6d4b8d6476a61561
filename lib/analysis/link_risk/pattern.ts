/**
 * A spam pattern among individual links (a backlink list, a page of new links): Google's link
 * spam policy and its "Disavow links" page deal with spam as patterns of domains, never one
 * link at a time. Spammy links (the link's own spam score, DataForSEO `backlink_spam_score`, or
 * an anchor of a link-spam vertical, spam_topics.ts) form a pattern when three or more distinct
 * domains share a footprint: the same abused TLD family (signals.ts ABUSED_TLDS), the same
 * spam vertical in their anchors, or arrival within one window (`first_seen`). Fewer are lone
 * links Google ignores: they stay low.
 */
import { ABUSED_TLDS } from "./signals.ts";
import { spamTopicOf } from "./spam_topics.ts";

/** Thresholds, declared once. */
export const PATTERN = { spamScore: 40, minDomains: 3, windowDays: 60 } as const;

/** What the pattern test reads of one link. */
export interface PatternLink {
  domain: string;
  spam_score: number;
  anchor?: string | null;
  first_seen?: string | null;
}

/** A pattern found: its domains and the footprints they share. */
export interface SpamPattern {
  domains: string[];
  markers: string[];
  first_seen_from: string | null;
  first_seen_to: string | null;
}

const DAY = 86_400_000;
const tldOf = (domain: string) => domain.toLowerCase().replace(/\.$/, "").split(".").at(-1) ?? "";

/** The spam pattern of a set of links, or null when fewer than three domains share one. */
export function spamPatternOf(links: readonly PatternLink[]): SpamPattern | null {
  const spammy = links.filter((l) =>
    l.spam_score >= PATTERN.spamScore || spamTopicOf(l.anchor ?? "") !== null
  );
  const domains = new Set(spammy.map((l) => l.domain));
  if (domains.size < PATTERN.minDomains) return null;
  const share = (test: (l: PatternLink) => boolean) =>
    new Set(spammy.filter(test).map((l) => l.domain)).size;
  const markers: string[] = [];
  const abused = share((l) => ABUSED_TLDS.has(tldOf(l.domain)));
  if (abused >= PATTERN.minDomains) markers.push(`${abused} domains on abused TLDs`);
  const topics = new Set(spammy.map((l) => spamTopicOf(l.anchor ?? "")).filter(Boolean));
  const topical = share((l) => spamTopicOf(l.anchor ?? "") !== null);
  if (topical >= PATTERN.minDomains) {
    markers.push(`${topical} domains with ${[...topics].join("/")} anchors`);
  }
  const dates = spammy.map((l) => l.first_seen ? Date.parse(l.first_seen) : NaN)
    .filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  const dated = dates.length >= PATTERN.minDomains &&
    dates.at(-1)! - dates[0] <= PATTERN.windowDays * DAY;
  if (dated) markers.push(`first seen within ${PATTERN.windowDays} days`);
  if (markers.length === 0) return null;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return {
    domains: [...domains],
    markers,
    first_seen_from: dated ? day(dates[0]) : null,
    first_seen_to: dated ? day(dates.at(-1)!) : null,
  };
}
