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

/** Judges one link. */
export function classify(l: Backlink, scale: RankScale): Judged {
  const authority = rankOn100(l.domain_from_rank, scale);
  const strong = authority >= THRESHOLDS.strong;
  if (l.is_broken || (l.url_to_status_code ?? 200) >= 400) {
    return {
      class: "broken_target_repair",
      priority: strong ? "high" : "medium",
      action: `301-redirect ${l.url_to} (answers ${
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
  if (l.backlink_spam_score >= THRESHOLDS.spamReview || l.attributes.includes("sponsored")) {
    return {
      class: "quality_review",
      priority: l.backlink_spam_score >= 60 ? "high" : "medium",
      action: `Review ${l.domain_from}: spam score ${l.backlink_spam_score}${
        l.attributes.includes("sponsored") ? ", marked sponsored" : ""
      }; disavow only if it is part of a pattern`,
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
