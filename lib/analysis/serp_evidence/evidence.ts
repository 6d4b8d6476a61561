/**
 * The SERP evidence every SERP-based content operation reads (content gap, refresh brief, SERP
 * outline, brief, draft QA): the ranking results, the pages fetched and parsed once, and the
 * pages that could not be read, with why. Gathered by `lib/operations/serp_evidence.ts`;
 * analysed here, purely.
 */
import type { ResolvedMarket } from "../../geo/geo.ts";
import type { ProviderName, Serp } from "../../providers/provider.ts";
import type { PageModel } from "../../web/html.ts";
import type { FailedPage, FailureReason } from "./result.ts";
import type { MainSection } from "./sections.ts";

export type { FailedPage, FailureReason };

/** One organic result of the SERP, best first. */
export interface RankingResult {
  /** Organic rank (rank_group). */
  position: number;
  url: string;
  /** Host without `www.`. */
  domain: string;
  title: string | null;
  /** The SERP snippet. */
  description: string | null;
}

/** What a ranking page holds beyond its `PageModel`: read from the same single parse. */
export interface PageExtras {
  /** The main content's plain text (navigation and boilerplate removed). */
  main_text: string;
  main_words: number;
  /** The main content's headings, each with the words under it (`sections.ts`). */
  main_sections: MainSection[];
  media: PageMedia;
}

/** Media and structure counts of one page. */
export interface PageMedia {
  images: number;
  videos: number;
  tables: number;
  lists: number;
}

/** A ranking page fetched and parsed once. */
export interface RankingPage extends RankingResult, PageExtras {
  page: PageModel;
  /** The URL after redirects. */
  final_url: string;
}

/** Everything the SERP step gathered for one keyword in one market. */
export interface SerpEvidence {
  keyword: string;
  market: ResolvedMarket;
  device: "desktop" | "mobile";
  provider: ProviderName;
  /**
   * True when the SERP is demo data (the sandbox): its URLs do not exist, so no page was
   * fetched and the analysis reads the SERP's titles and snippets only.
   */
  synthetic: boolean;
  /** The provider's result page; null when it had none. */
  serp: Serp | null;
  /** Every organic result read (up to the requested depth), best first. */
  results: RankingResult[];
  /** The top results that were to be fetched (`maxPages`), best first. */
  top: RankingResult[];
  /** The top results fetched and parsed, best first. */
  pages: RankingPage[];
  /** The top results that could not be read, best first. */
  failed: FailedPage[];
  /** When the SERP was fetched (ISO 8601). */
  fetched_at: string;
}

/** Readable label of each failure reason, for limitations. */
const REASON_LABEL: Readonly<Record<FailureReason, string>> = {
  timeout: "did not answer in time",
  too_large: "is larger than the fetch limit",
  refused: "was refused by the fetch guard",
  unreachable: "could not be reached",
  http_error: "answered with an error status",
  not_html: "is not an HTML page",
  aborted: "was not fetched (the job was cancelled)",
};

/**
 * The `limitations` lines of the evidence, for every consumer's `agent_workflow`: the pages
 * that could not be read (each named, with its reason), a missing SERP, a synthetic SERP.
 */
export function evidenceLimitations(e: SerpEvidence): string[] {
  const out: string[] = [];
  if (e.serp === null || e.results.length === 0) {
    out.push(
      `The provider returned no organic results for "${e.keyword}" (${e.market.location}, ${e.market.language}): nothing ranks to learn from.`,
    );
  }
  if (e.synthetic) {
    out.push(
      "Sandbox SERP (synthetic demo data): its URLs do not exist, so no ranking page was fetched; headings, word counts and media come from real pages only and are empty here, and the rest reads the SERP titles and snippets.",
    );
  }
  for (const f of e.failed) {
    out.push(`#${f.position} ${f.url} ${REASON_LABEL[f.reason]} (${f.reason}): ${f.message}`);
  }
  return out;
}

/** How many of the top results were read, as "7 of 10". */
export function fetchedShare(e: SerpEvidence): string {
  return `${e.pages.length} of ${e.top.length}`;
}
