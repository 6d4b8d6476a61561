/**
 * Action priority of a row that carries a link profile (a referring domain, a linked page), from
 * its strength, spam and broken/lost signals: repairs on strong sources first ("Redirects and
 * Google Search": a 301 passes a dead URL's links on), lost links from strong sources, then
 * spam to watch, then what to protect. One table of thresholds.
 */
import type { Level } from "../../agent/workflow.ts";
import { type LinkProfile, rankOn100, type RankScale } from "../../providers/provider.ts";
import { agree, formatNumber, plural } from "../../toolkit/prose.ts";

export const THRESHOLDS = { strong: 50, spamReview: 40, spamHigh: 60 };

/** What a row shows and what to do about it. */
export interface RowJudgement {
  rank_100: number;
  signals: string[];
  priority: Level;
  action: string;
}

/** Judges one row; `subject` names it in the action ("blog.example", "/pricing"). */
export function judgeRow(
  lp: LinkProfile,
  scale: RankScale,
  subject: string,
  pageDown = false,
): RowJudgement {
  const rank100 = rankOn100(lp.rank, scale);
  const strong = rank100 >= THRESHOLDS.strong;
  const signals = [
    ...(pageDown ? ["page_down"] : []),
    ...(lp.broken_backlinks > 0 ? ["broken_backlinks"] : []),
    ...(lp.lost_date ? ["lost"] : []),
    ...(lp.backlinks_spam_score >= THRESHOLDS.spamReview ? ["spammy"] : []),
    ...(lp.referring_domains > 0 && lp.referring_domains_nofollow >= lp.referring_domains
      ? ["nofollow_only"]
      : []),
    ...(strong ? ["strong"] : []),
  ];
  const has = (s: string) => signals.includes(s);
  if (has("page_down")) {
    return {
      rank_100: rank100,
      signals,
      priority: "high",
      action: `${subject} no longer answers but has ${plural(lp.backlinks, "backlink")} from ${
        plural(lp.referring_domains, "domain")
      }: 301 it to the closest live page`,
    };
  }
  if (has("broken_backlinks")) {
    return {
      rank_100: rank100,
      signals,
      priority: strong ? "high" : "medium",
      action: `Repair the ${
        lp.broken_backlinks === 1
          ? "broken link"
          : `${formatNumber(lp.broken_backlinks)} broken links`
      } from ${subject}: redirect the dead ${
        agree(lp.broken_backlinks, "URL", "URLs")
      } or ask for updated links`,
    };
  }
  // One spammy source on its own: Google's link spam systems ignore most such links, and its
  // "Disavow links" page reserves the disavow for a considerable number of spammy links that
  // caused or may cause a manual action. So a lone domain is watched, not cleaned up; a pattern
  // (link_risk/network.ts, the summary's signals) is what raises it to high.
  if (lp.backlinks_spam_score >= THRESHOLDS.spamHigh) {
    return {
      rank_100: rank100,
      signals,
      priority: "medium",
      action:
        `Watch ${subject} (spam score ${lp.backlinks_spam_score}): Google ignores most lone spammy links; disavow it at domain level only with the other domains of its pattern (shared subnet, TLD or first-seen dates)`,
    };
  }
  if (has("lost")) {
    return {
      rank_100: rank100,
      signals,
      priority: strong ? "high" : "medium",
      action: `Reclaim the lost links from ${subject}`,
    };
  }
  if (has("spammy")) {
    return {
      rank_100: rank100,
      signals,
      priority: "medium",
      action: `Check ${subject}: spam score ${lp.backlinks_spam_score}`,
    };
  }
  if (strong) {
    return {
      rank_100: rank100,
      signals,
      priority: "medium",
      action: `Protect ${subject}: a strong source; keep the linked pages live and relevant`,
    };
  }
  return { rank_100: rank100, signals, priority: "low", action: "No action needed" };
}
