/** What every check reads, computed once: the parsed page, the fetch, the request's hints. */
import robotsParserModule from "robots-parser";
import { pageKind, utilityPage } from "../understanding/page_type.ts";
import { urlRole } from "../understanding/url_role.ts";
import { type PageMarkup, readMarkupSync } from "../understanding/rich_results/page_markup.ts";
import type { PageModel } from "../../web/html.ts";
import type { PageType, TechnicalQaInput } from "./input.ts";
import type { Loaded } from "./load.ts";
import { type PageState, pageStateOf } from "./page_state.ts";

/** The part of robots-parser's `Robot` used here. */
interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
}

// robots-parser is CommonJS: its default export is the factory, which its typings do not say.
const robotsParser = robotsParserModule as unknown as (url: string, txt: string) => Robot;

/** The page type the thresholds use, and what told it. */
export interface ResolvedType {
  type: PageType | "editorial" | "unknown";
  source: "page_type" | "url" | "none";
}

/** What robots.txt says about the page for Googlebot. */
export interface RobotsVerdict {
  allowed: boolean;
  /** The robots.txt line that decided it (1-based), or null. */
  line: number | null;
}

/** The facts of one page. */
export interface Facts extends Loaded {
  now: Date;
  /** The page's own URL: the final URL, else the requested one or `target`; null when unknown. */
  url: string | null;
  keyword: string | null;
  expected_canonical: string | null;
  page_type: ResolvedType;
  /** The page is a utility page (login, cart, legal ...): no content rules apply. */
  utility: boolean;
  /**
   * The kind of page sites keep out of Search on purpose (internal search results, login and
   * account, cart and checkout, the confirmation after a form or an order), else null.
   */
  kept_out: string | null;
  /** robots.txt's answer for the page, null when it was not read. */
  robots: RobotsVerdict | null;
  /** Live, an error status, a soft 404 or a JavaScript shell. */
  state: PageState;
  /** The raw HTML's page model when `page` is the rendered one, else null. */
  raw_page: PageModel | null;
  /** The page's own structured data, validated. */
  markup: PageMarkup;
}

/**
 * The facts of a loaded page and the request; `markup` is the validated structured data (read
 * without the validator when not given).
 */
export function factsOf(
  loaded: Loaded,
  input: TechnicalQaInput,
  now: Date,
  markup: PageMarkup = readMarkupSync(loaded.page),
): Facts {
  const url = loaded.final_url ?? loaded.requested_url ?? loaded.page.url;
  // A rendered shell is audited on its rendered DOM; the raw page is kept for what Google reads
  // before rendering (robots directives, the raw title) and for the difference.
  const rendered = loaded.rendered && loaded.rendered.error === null ? loaded.rendered.page : null;
  const rawState = pageStateOf(loaded.page, loaded.status, loaded.shell, loaded.main_text);
  const state = rawState.kind === "shell" && rendered ? { ...rawState, rendered: true } : rawState;
  return {
    ...loaded,
    page: rendered ?? loaded.page,
    raw_page: rendered ? loaded.page : null,
    now,
    url,
    keyword: input.keyword?.trim() || null,
    expected_canonical: input.expected_canonical ?? null,
    page_type: resolveType(input.page_type, url),
    utility: url !== null && utilityPage(url, loaded.page.title ?? "") !== null,
    kept_out: keptOutKind(url, loaded.page.title ?? ""),
    robots: robotsVerdict(loaded, url),
    state,
    markup,
  };
}

/** Kinds of page Google's guides expect to be kept out of its index. */
const KEPT_OUT = new Set(["login", "cart", "confirmation"]);

function keptOutKind(url: string | null, title: string): string | null {
  if (url === null) return null;
  if (urlRole(url).role === "internal_search") return "internal search results";
  const kind = utilityPage(url, title)?.kind;
  return kind && KEPT_OUT.has(kind) ? kind : null;
}

function resolveType(given: TechnicalQaInput["page_type"], url: string | null): ResolvedType {
  if (given && given !== "auto") return { type: given, source: "page_type" };
  const path = url ? new URL(url).pathname : "";
  const kind = url ? pageKind(null, path) : null;
  if (kind?.kind === "editorial") return { type: "editorial", source: "url" };
  return { type: "unknown", source: "none" };
}

function robotsVerdict(loaded: Loaded, url: string | null): RobotsVerdict | null {
  const txt = loaded.robots_txt;
  if (!txt || txt.error !== null || url === null) return null;
  const robots = robotsParser(txt.url, txt.body);
  const allowed = robots.isAllowed(url, "Googlebot") !== false;
  const line = robots.getMatchingLineNumber(url, "Googlebot");
  return { allowed, line: line > 0 ? line : null };
}

export { sameUrlKey } from "./urls.ts";
