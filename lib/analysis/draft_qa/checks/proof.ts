/** Shared reading of proof on the draft and the ranking pages. */
import type { RankingPage } from "../../serp_evidence/evidence.ts";
import type { Facts } from "../facts.ts";

/** The content text of a ranking page (its main content when extraction found some). */
export function pageText(p: RankingPage): string {
  return p.main_words >= 100 ? p.main_text : p.page.text;
}

/** Links out of the content (navigation, header and footer left out). */
export function outboundLinks(p: RankingPage): number {
  return p.page.links.filter((l) =>
    l.internal === false && l.crawlable &&
    !l.regions.some((r) => r === "nav" || r === "header" || r === "footer")
  ).length;
}

/** The ranking pages read whose text or structure passes `test`. */
export function pagesWith(f: Facts, test: (p: RankingPage) => boolean): string[] {
  return f.e.pages.filter(test).map((p) => p.url);
}

/** The draft's content text: its main content (a draft is all content, however short). */
export function draftText(f: Facts): string {
  return f.draft.read.main_text.trim() !== "" ? f.draft.read.main_text : f.draft.page.text;
}
