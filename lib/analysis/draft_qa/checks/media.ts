/** Media (images, video, tables, lists) most ranking pages use and the draft has none of. */
import { pagesOf } from "../facts.ts";
import { SHARE } from "../thresholds.ts";
import { type DraftCheck, needsPages } from "./types.ts";

export const media: DraftCheck = {
  id: "media",
  group: "missing_serp_expectation",
  method: `a media kind at least ${SHARE.mediaMedium * 100}% of pages read use (medium) or ${
    SHARE.mediaLow * 100
  }% (low) that the draft has none of`,
  needs: needsPages,
  assess(f) {
    return f.a.media.flatMap((m) => {
      if (m.share < SHARE.mediaLow || f.draft.read.media[m.kind] > 0) return [];
      const kind = f.t.media.kinds[m.kind];
      return [{
        group: "missing_serp_expectation" as const,
        id: `media:${m.kind}`,
        check: "media",
        kind: "media" as const,
        severity: m.share >= SHARE.mediaMedium ? "medium" as const : "low" as const,
        title: f.t.media.title(kind),
        why: f.t.media.why(pagesOf(f, m.support)),
        fix: f.t.media.fix(kind),
        expectation: m.kind,
        mentioned_in_draft: false,
        examples: [],
        urls: m.urls,
        support: m.support,
      }];
    });
  },
};
