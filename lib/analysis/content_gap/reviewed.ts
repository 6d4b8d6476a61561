/**
 * The page under review is never its own competitor: when it ranks, it leaves the evidence (its
 * result, its fetched copy, its failure) before the analysis, and its position is kept.
 */
import type { RankingPage, SerpEvidence } from "../serp_evidence/evidence.ts";
import { normaliseUrl } from "../serp_volatility/urls.ts";

/** The evidence of the competitors only, and where the reviewed page ranks. */
export interface Competitors {
  evidence: SerpEvidence;
  /** The page's organic position among all results read; null when it does not rank. */
  position: number | null;
}

/** A URL as compared (scheme, `www.`, fragment and trailing slash ignored). */
export function urlKey(url: string): string {
  return normaliseUrl(url).key;
}

/** The keys the reviewed page answers to: the requested URL, where it landed, its canonical. */
export function reviewedKeys(url: string, page: RankingPage): Set<string> {
  const keys = [url, page.final_url, page.page.canonical].filter((u): u is string => !!u);
  return new Set(keys.map(urlKey));
}

/** Removes the reviewed page from the evidence. */
export function withoutReviewed(e: SerpEvidence, keys: ReadonlySet<string>): Competitors {
  const own = (u: string) => keys.has(urlKey(u));
  const ownPage = (p: RankingPage) => own(p.url) || own(p.final_url);
  const position = e.results.find((r) => own(r.url))?.position ??
    e.pages.find(ownPage)?.position ?? null;
  return {
    position,
    evidence: {
      ...e,
      results: e.results.filter((r) => !own(r.url)),
      top: e.top.filter((r) => !own(r.url) && !e.pages.some((p) => p.url === r.url && ownPage(p))),
      pages: e.pages.filter((p) => !ownPage(p)),
      failed: e.failed.filter((f) => !own(f.url)),
    },
  };
}
