/**
 * Media (images, video, tables, lists) most ranking pages use in their content and the draft has
 * none of. Counted where a writer would put them: lists are the list items of the main content
 * (a menu, a footer or a "related posts" list is chrome); images only when pages carry three or
 * more at the median, since every page has a logo and often an author photo that say nothing of
 * its content (image positions are not known, so fewer is no evidence).
 */
import type { RankingPage } from "../../serp_evidence/evidence.ts";
import type { MediaBand } from "../../serp_evidence/result.ts";
import { pagesOf } from "../facts.ts";
import { SHARE } from "../thresholds.ts";
import { type DraftCheck, needsPages } from "./types.ts";

/** Images per page at the median from which images are a content expectation. */
const MIN_MEDIAN_IMAGES = 3;
/** List items in the main content from which a page uses a list. */
const MIN_LIST_ITEMS = 2;

export const media: DraftCheck = {
  id: "media",
  group: "missing_serp_expectation",
  method: `a media kind at least ${SHARE.mediaMedium * 100}% of pages read use (medium) or ${
    SHARE.mediaLow * 100
  }% (low) that the draft has none of; lists counted as ${MIN_LIST_ITEMS}+ list items in the main content, images only when the median page has ${MIN_MEDIAN_IMAGES}+`,
  needs: needsPages,
  assess(f) {
    return f.a.media.flatMap((band) => {
      const m = band.kind === "lists" ? contentLists(f.e.pages, f.a.pages_read) : band;
      if (band.kind === "images" && band.median < MIN_MEDIAN_IMAGES) return [];
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

/** The pages whose main content holds a list (its items are lines of the main text). */
function contentLists(pages: readonly RankingPage[], read: number): MediaBand {
  const urls = pages.filter((p) => {
    const lines = new Set(p.main_text.split(/\n+/).map((l) => l.trim()));
    const items = p.page.blocks.filter((b) =>
      b.tag === "li" && lines.has(b.text.trim()) && b.linked.join(" ").trim() !== b.text.trim()
    );
    return items.length >= MIN_LIST_ITEMS;
  }).map((p) => p.url);
  return {
    kind: "lists",
    median: 0,
    urls,
    support: urls.length,
    share: read > 0 ? urls.length / read : 0,
  };
}
