/**
 * What to do with each backlink, as a link builder sorts a list: a link to a dead page is repaired
 * first (its equity is lost until then), a lost link is reclaimed, a spammy or paid-looking link
 * is reviewed, a strong followed link is protected, and the rest is a relationship to build on.
 * One rule a class, in that order; thresholds in one table.
 */
import type { Level } from "../../agent/workflow.ts";
import { type Backlink, rankOn100, type RankScale } from "../../providers/provider.ts";

/** The classes of the spec, in the order they are judged. */
export type LinkClass =
  | "broken_target_repair"
  | "lost_link_reclaim"
  | "quality_review"
  | "authority_protection"
  | "outreach_reference";

export const THRESHOLDS = {
  /** Spam score from which a link is reviewed. */
  spamReview: 40,
  /** Source domain authority (0-100) from which a followed link is worth protecting. */
  protect: 50,
  /** Source domain authority (0-100) from which a repair or reclaim is high priority. */
  strong: 40,
};

/** A link's class, priority and the action with its reason. */
export interface Judged {
  class: LinkClass;
  priority: Level;
  action: string;
}

/** Whether a link passes no equity: nofollow, user-generated or sponsored (Google's rel values). */
function unfollowed(l: Backlink): boolean {
  return !l.dofollow || l.attributes.some((a) => ["nofollow", "ugc", "sponsored"].includes(a));
}

/**
 * Judges one link. `liveEquivalent` is the live page with the dead target's slug, when the same
 * answer shows one: the repair is then a 301 on the owner's server, not a request to the linker.
 */
export function classify(l: Backlink, scale: RankScale, liveEquivalent?: string): Judged {
  const authority = rankOn100(l.domain_from_rank, scale);
  const strong = authority >= THRESHOLDS.strong;
  if (l.page_from_status_code >= 400) {
    // The page that carried the link is gone: there is no one to ask and nothing to reclaim.
    return {
      class: "lost_link_reclaim",
      priority: "low",
      action:
        `The page that carried this link (${l.url_from}) now answers ${l.page_from_status_code}: the link went with it; nothing to reclaim`,
    };
  }
  if (l.is_broken || (l.url_to_status_code ?? 200) >= 400) {
    return {
      class: "broken_target_repair",
      priority: unfollowed(l) ? "low" : strong ? "high" : "medium",
      action: liveEquivalent
        ? `301-redirect ${l.url_to} (answers ${
          l.url_to_status_code ?? "an error"
        }) to ${liveEquivalent}, the live page with the same slug, on your server`
        : `301-redirect ${l.url_to} (answers ${
          l.url_to_status_code ?? "an error"
        }) to its closest live page, or ask ${l.domain_from} to update the link`,
    };
  }
  if (l.is_lost) {
    return {
      class: "lost_link_reclaim",
      priority: strong ? "high" : "medium",
      action:
        `Ask ${l.domain_from} why the link from ${l.url_from} was removed and offer the updated page`,
    };
  }
  if (l.backlink_spam_score >= THRESHOLDS.spamReview) {
    // A lone scraper or spam link: Google's spam systems ignore such links (link spam policy).
    return {
      class: "quality_review",
      priority: "low",
      action:
        `${l.domain_from} (spam score ${l.backlink_spam_score}) looks like a scraper or spam site: Google ignores most such links; no outreach, disavow only as part of a pattern of such domains`,
    };
  }
  if (l.attributes.includes("sponsored")) {
    return {
      class: "quality_review",
      priority: "medium",
      action:
        `${l.domain_from} marks the link sponsored: a paid placement, correctly labelled; keep it labelled, expect no equity`,
    };
  }
  if (l.dofollow && authority >= THRESHOLDS.protect) {
    return {
      class: "authority_protection",
      priority: authority >= 70 ? "high" : "medium",
      action:
        `Keep ${l.url_to} live and relevant; this followed link from ${l.domain_from} (authority ${
          Math.round(authority)
        }) carries equity`,
    };
  }
  return {
    class: "outreach_reference",
    priority: "low",
    action: `${l.domain_from} already links to you: a warm contact for the next outreach`,
  };
}
