/**
 * Which ranking pages a writer models a page on. A forum thread, a video, a directory listing or
 * a tool ranks for what it is (first-hand discussion, a player, listings, an app), not for
 * sections a writer could copy; a product or category page is a model only for a commercial
 * page, and an article only for an editorial one. So headings, questions, terms, entities,
 * figures, length and media are read from the pages of one group: the group of the page being
 * written when it is known (its own format), else the group most results belong to.
 *
 * Why: Google's guidance on helpful content asks whether a page fulfils the searcher's need in
 * the form the query calls for, and the Search Quality Rater Guidelines judge a page against
 * its type's purpose; the documented practice of SERP-based briefs ("look at what ranks")
 * compares like with like.
 */
import type { Format, RankedFormat } from "./result.ts";
import type { RankingPage } from "./evidence.ts";

/** The groups of pages a writer models on. */
export type ModelGroup = "editorial" | "commercial";

/** Each format's group; null for pages no writer copies sections from. */
export const MODEL_GROUP: Readonly<Record<Format, ModelGroup | null>> = {
  listicle: "editorial",
  comparison: "editorial",
  how_to: "editorial",
  guide: "editorial",
  definition: "editorial",
  news: "editorial",
  article: "editorial",
  product: "commercial",
  category: "commercial",
  service: "commercial",
  landing_page: "commercial",
  directory: null,
  tool: null,
  forum: null,
  video: null,
};

/** The pages modelled on, and the pages set aside with their format. */
export interface Models {
  group: ModelGroup;
  pages: RankingPage[];
  set_aside: { url: string; format: Format }[];
}

/** The model pages among `pages` for `group` (default: the group most results belong to). */
export function modelPages(
  pages: readonly RankingPage[],
  ranked: readonly RankedFormat[],
  group?: ModelGroup,
): Models {
  const formatOf = (url: string): Format => ranked.find((r) => r.url === url)?.format ?? "article";
  const chosen = group ?? majorityGroup(ranked);
  const keep = pages.filter((p) => MODEL_GROUP[formatOf(p.url)] === chosen);
  const set_aside = pages.filter((p) => !keep.includes(p)).map((p) => ({
    url: p.url,
    format: formatOf(p.url),
  }));
  return { group: chosen, pages: keep, set_aside };
}

/** The group most results belong to (editorial on a tie or when none has one). */
export function majorityGroup(ranked: readonly RankedFormat[]): ModelGroup {
  const count = (g: ModelGroup) => ranked.filter((r) => MODEL_GROUP[r.format] === g).length;
  return count("commercial") > count("editorial") ? "commercial" : "editorial";
}

/** The group of a page's own format (the page being written or refreshed). */
export function groupOf(format: Format): ModelGroup | undefined {
  return MODEL_GROUP[format] ?? undefined;
}
