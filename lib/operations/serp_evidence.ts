/**
 * The SERP evidence step shared by the SERP-based content operations (content gap, refresh
 * brief, SERP outline, brief, draft QA): the provider's top organic results for keyword +
 * market + device (the SERP history records it), then the top pages fetched through the
 * SSRF-guarded fetcher a few at a time, progress reported per page, each parsed once. A page that
 * cannot be read is kept with its reason (`evidenceLimitations` turns it into a line). A sandbox
 * SERP points at URLs that do not exist: nothing is fetched and the evidence says so.
 *
 * One fetch and one reading per page across operations (issue 25, item 5): the pages are fetched
 * through the shared page cache (`sharedPage`, `lib/web/page_cache.ts`), and a fetched body's
 * reading is kept by the body's digest (`readOnce`), so the five operations of a keyword fetch
 * and read each competitor once.
 */
import { createHash } from "node:crypto";
import { ApiError } from "../errors.ts";
import { normaliseUrl } from "../analysis/serp_volatility/urls.ts";
import type { ResolvedMarket } from "../geo/geo.ts";
import { organicResults } from "../analysis/serp_analysis/organic.ts";
import { fetchedAt } from "../analysis/search/serp_read.ts";
import type {
  FailedPage,
  FailureReason,
  RankingPage,
  RankingResult,
  SerpEvidence,
} from "../analysis/serp_evidence/evidence.ts";
import { readRankingPage } from "../analysis/serp_evidence/read.ts";
import { decodeHtml } from "../web/load_page.ts";
import { ByteLru, sharedPage } from "../web/page_cache.ts";
import type { SafeResponse } from "../web/safe_fetch.ts";
import type { OperationContext } from "./define.ts";

/** What the step needs from the operation context. */
export type EvidenceContext = Pick<
  OperationContext,
  "provider" | "web" | "progress" | "signal" | "now" | "workspaceId"
>;

/** What to gather. */
export interface SerpEvidenceRequest {
  keyword: string;
  market: ResolvedMarket;
  device: "desktop" | "mobile";
  /** Organic results to read from the SERP (default 10; 30 to find a target on pages 2-3). */
  depth?: number;
  /** Top results to fetch (default 10, at most `depth`). */
  maxPages?: number;
  /**
   * Pages already read (the page under review): a result that is one of them (its URL, or where
   * it landed) is not fetched again; the copy in hand is used.
   */
  known?: readonly RankingPage[];
}

/** Pages fetched at the same time: polite to the sites and to the 2-core server. */
export const FETCH_CONCURRENCY = 4;
/** Top results fetched by default. */
export const DEFAULT_PAGES = 10;

const HTML = /text\/html|application\/xhtml\+xml/i;

/** Gathers the SERP and the top ranking pages. */
export async function gatherSerpEvidence(
  ctx: EvidenceContext,
  req: SerpEvidenceRequest,
): Promise<SerpEvidence> {
  const depth = req.depth ?? DEFAULT_PAGES;
  const answer = await ctx.provider.serpOrganic({
    keyword: req.keyword,
    location_code: req.market.location_code,
    language_code: req.market.language_code,
    device: req.device,
    depth,
    ai_overview: false,
  }, { signal: ctx.signal });
  const results = rankingResults(answer.serp);
  const top = results.slice(0, Math.min(req.maxPages ?? DEFAULT_PAGES, depth));
  const synthetic = answer.provider === "sandbox";
  await ctx.progress(10, `SERP read: ${results.length} organic results`);
  const read = synthetic ? { pages: [], failed: [] } : await readPages(ctx, top, req.known ?? []);
  return {
    keyword: req.keyword,
    market: req.market,
    device: req.device,
    provider: answer.provider,
    synthetic,
    serp: answer.serp,
    results,
    top,
    pages: read.pages,
    failed: read.failed,
    fetched_at: fetchedAt(answer.serp, ctx.now).toISOString(),
  };
}

/** The organic results, one per URL, best first. */
function rankingResults(serp: SerpEvidence["serp"]): RankingResult[] {
  const seen = new Set<string>();
  const out: RankingResult[] = [];
  for (const r of organicResults(serp, null)) {
    if (r.url === null || seen.has(r.url)) continue;
    seen.add(r.url);
    const description = serp?.items.find((i) => i.type === "organic" && i.url === r.url)
      ?.description ?? null;
    out.push({ position: r.position, url: r.url, domain: r.domain, title: r.title, description });
  }
  return out;
}

/** Fetches the top pages, `FETCH_CONCURRENCY` at a time; the results keep SERP order. */
/** The top pages: a known page reused at its SERP position, the others fetched. */
async function readPages(
  ctx: EvidenceContext,
  top: readonly RankingResult[],
  known: readonly RankingPage[],
): Promise<{ pages: RankingPage[]; failed: FailedPage[] }> {
  const copyOf = (r: RankingResult) => {
    const key = normaliseUrl(r.url).key;
    const page = known.find((k) => [k.url, k.final_url].some((u) => normaliseUrl(u).key === key));
    return page ? { ...page, position: r.position, url: r.url } : null;
  };
  const reused = top.map(copyOf);
  const fetched = await fetchPages(ctx, top.filter((_, i) => reused[i] === null));
  const pages = [...reused.filter((p): p is RankingPage => p !== null), ...fetched.pages]
    .sort((a, b) => a.position - b.position);
  return { pages, failed: fetched.failed };
}

async function fetchPages(
  ctx: EvidenceContext,
  top: readonly RankingResult[],
): Promise<{ pages: RankingPage[]; failed: FailedPage[] }> {
  const outcomes: (RankingPage | FailedPage)[] = new Array(top.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < top.length) {
      const i = next++;
      outcomes[i] = await fetchOne(ctx, top[i]);
      done++;
      const percent = 10 + Math.round((80 * done) / top.length);
      await ctx.progress(percent, `Ranking pages read: ${done} of ${top.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, top.length) }, worker));
  return {
    pages: outcomes.filter((o): o is RankingPage => "page" in o),
    failed: outcomes.filter((o): o is FailedPage => "reason" in o),
  };
}

/** One ranking page, read, or the reason it could not be. */
async function fetchOne(ctx: EvidenceContext, r: RankingResult): Promise<RankingPage | FailedPage> {
  const failed = (reason: FailureReason, message: string): FailedPage => ({
    url: r.url,
    position: r.position,
    reason,
    message,
  });
  if (ctx.signal.aborted) return failed("aborted", "the job was cancelled before this page");
  try {
    const res = await ctx.web.get(
      r.url,
      `ranking result #${r.position}`,
      sharedPage({ accept: "text/html,application/xhtml+xml" }, ctx.workspaceId),
    );
    if (res.status >= 400) return failed("http_error", `answered HTTP ${res.status}`);
    const type = res.headers.get("content-type") ?? "";
    if (type && !HTML.test(type)) return failed("not_html", `is ${type.split(";")[0]}`);
    return readOnce(res, r);
  } catch (err) {
    return failed(failureReason(err), err instanceof Error ? err.message : String(err));
  }
}

/**
 * The readings of fetched bodies, as JSON: `readRankingPage` is pure, so a body read once (with
 * the same URL, headers and SERP result) need not be parsed again. JSON gives each reader a copy
 * of its own and the bytes it holds. 32 MiB: a page's reading is some 20-200 KB.
 */
const READINGS = new ByteLru<string>(32 * 1024 * 1024);

/** The headers a reading depends on: decoding (`Content-Type`) and `html.ts`'s own. */
const READ_HEADERS = ["content-type", "content-language", "x-robots-tag", "link"];

/** Where `readOnce` keeps readings and how it reads (tests count the readings). */
export interface ReadOnceOptions {
  memo?: ByteLru<string>;
  read?: typeof readRankingPage;
}

/** `res` read as a ranking page, or the reading of the same body kept from before. */
export function readOnce(
  res: SafeResponse,
  r: RankingResult,
  options: ReadOnceOptions = {},
): RankingPage {
  const { memo = READINGS, read = readRankingPage } = options;
  const digest = createHash("sha256").update(res.body).digest("hex");
  const headers = READ_HEADERS.map((h) => res.headers.get(h));
  const key = JSON.stringify([digest, res.url, headers, r]);
  let json = memo.get(key);
  if (json === undefined) {
    const type = res.headers.get("content-type") ?? "";
    const page = read(decodeHtml(res.body, type), r, { finalUrl: res.url, headers: res.headers });
    json = JSON.stringify(page);
    memo.set(key, json, json.length * 2);
  }
  return JSON.parse(json);
}

/**
 * The reason of a fetch failure, from the coded error the fetcher throws (`fetchError`):
 * refused URLs are 400s, timeouts 504s, a body over the cap a non-retryable 502, every other
 * network failure a retryable 502.
 */
export function failureReason(err: unknown): FailureReason {
  if (!(err instanceof ApiError)) return "unreachable";
  if (err.code === "INVALID_PARAMETERS") return "refused";
  if (err.code === "UPSTREAM_TIMEOUT") return "timeout";
  if (err.code === "UPSTREAM_ERROR" && !err.retryable) return "too_large";
  return "unreachable";
}
