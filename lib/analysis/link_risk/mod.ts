/**
 * The shared link-risk model (issue 26, item 3). Import from this module; its exports are
 * stable (other analyses, e.g. the new/lost timeseries, build on them):
 *
 * - `riskSignals(profile)`, `riskLevelOf(signals)`, `riskConfidence(signals)`, `LINK_RISK`,
 *   `ABUSED_TLDS`, `RiskSignal`, `RiskInput` (signals.ts): a profile's risk from independent
 *   signals: the links' spam score (`backlinks_spam_score`, never the site's own
 *   `target_spam_score`), referring subnets/IPs per domain, abused-TLD and unknown-platform
 *   shares. One signal is never enough for "high".
 * - `PATTERN_CLEAN_UP` (signals.ts): the pattern-level guidance: monitor, and disavow only the
 *   pattern's domains at domain level as Google's "Disavow links" page describes.
 * - `linkNetworkOf(rows)`, `isSitewide(row)`, `NETWORK`, `NetworkRow`, `LinkNetwork`
 *   (network.ts): weak sitewide footer domains first seen within one window (a first-seen
 *   cluster of sitewide/footer placements).
 * - `spamTopicOf(text)` (spam_topics.ts): the link-spam vertical of an anchor, title or URL
 *   (gambling, pharmacy, payday loans, adult, counterfeit, essay mills; several languages).
 * - `spamPatternOf(links)`, `PATTERN`, `PatternLink`, `SpamPattern` (pattern.ts): three or more
 *   spammy domains among individual links sharing a footprint (abused TLDs, spam-vertical
 *   anchors, a first-seen cluster); fewer are lone links Google ignores.
 * - `disavowLines(domains, pattern)`, `disavowHost(domain)` (disavow.ts): the `domain:` lines of
 *   a pattern's domains, as the data names them.
 *
 * Related rules live with their analyses: hacked pages attracting spam are a security fix, not
 * link equity (backlink_rows/pages.ts); a dead URL with links is 301-redirected, a 301 is not
 * broken (backlink_rows/pages.ts, backlinks_list/redirects.ts).
 */
export {
  ABUSED_TLDS,
  LINK_RISK,
  PATTERN_CLEAN_UP,
  riskConfidence,
  type RiskInput,
  riskLevelOf,
  type RiskSignal,
  riskSignals,
} from "./signals.ts";
export {
  isSitewide,
  type LinkNetwork,
  linkNetworkOf,
  NETWORK,
  type NetworkRow,
} from "./network.ts";
export { spamTopicOf } from "./spam_topics.ts";
export { disavowHost, disavowLines } from "./disavow.ts";
export { PATTERN, type PatternLink, type SpamPattern, spamPatternOf } from "./pattern.ts";
