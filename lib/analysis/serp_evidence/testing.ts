/** Test helpers: SERP evidence built from small HTML pages. */
import { ApiError } from "../../errors.ts";
import type { SeoDataProvider, SerpRequest } from "../../providers/provider.ts";
import type { Serp } from "../../providers/serp_types.ts";
import type { RankingResult, SerpEvidence } from "./evidence.ts";
import { readRankingPage } from "./read.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";

/** One constructed ranking page. */
export interface TestPage {
  url: string;
  title: string;
  /** The `<body>` content. */
  body: string;
  /** JSON-LD objects put in the head. */
  jsonLd?: unknown[];
}

/** A page's HTML. */
export function htmlOf(p: TestPage): string {
  const ld = (p.jsonLd ?? []).map((d) =>
    `<script type="application/ld+json">${JSON.stringify(d)}</script>`
  ).join("");
  return `<!doctype html><html lang="en"><head><title>${p.title}</title>${ld}</head>` +
    `<body><nav><ul><li><a href="/">Home</a></li></ul></nav><main>${p.body}</main></body></html>`;
}

/** The SERP of the pages, in order, with optional People also ask questions. */
export function serpOf(keyword: string, pages: readonly TestPage[], paa: string[] = []): Serp {
  const organic = pages.map((p, i) => ({
    type: "organic",
    rank_group: i + 1,
    rank_absolute: i + 2,
    title: p.title,
    url: p.url,
    domain: new URL(p.url).hostname,
    description: `About ${keyword}.`,
  }));
  const ask = paa.length > 0
    ? [{
      type: "people_also_ask",
      rank_group: 1,
      rank_absolute: 1,
      title: null,
      url: null,
      domain: null,
      description: null,
      questions: paa,
    }]
    : [];
  return {
    keyword,
    datetime: "2026-11-20 10:00:00 +00:00",
    check_url: null,
    item_types: ["organic", ...(paa.length ? ["people_also_ask"] : [])],
    se_results_count: 1000,
    items: [...ask, ...organic],
  };
}

/** Evidence with every page fetched and parsed (or only the SERP when `synthetic`). */
export function evidenceOf(
  keyword: string,
  pages: readonly TestPage[],
  options: { paa?: string[]; synthetic?: boolean; language?: string } = {},
): SerpEvidence {
  const top: RankingResult[] = pages.map((p, i) => ({
    position: i + 1,
    url: p.url,
    domain: new URL(p.url).hostname.replace(/^www\./, ""),
    title: p.title,
    description: `About ${keyword}.`,
  }));
  const language = options.language ?? "en";
  return {
    keyword,
    market: {
      location: "United States",
      location_code: 2840,
      language: language === "en" ? "English" : language,
      language_code: language,
    },
    device: "desktop",
    provider: options.synthetic ? "sandbox" : "dataforseo",
    synthetic: options.synthetic ?? false,
    serp: serpOf(keyword, pages, options.paa),
    results: top,
    top,
    pages: options.synthetic ? [] : pages.map((p, i) => readRankingPage(htmlOf(p), top[i])),
    failed: [],
    fetched_at: "2026-11-20T10:00:00.000Z",
  };
}

/** A paragraph of `n` filler words about a topic. */
export function words(n: number, topic = "planning"): string {
  const base = `Teams use ${topic} to keep work visible and deadlines honest every week.`.split(
    " ",
  );
  return Array.from({ length: n }, (_, i) => base[i % base.length]).join(" ");
}

/** A fetcher serving `pages` as HTML; a URL not among them is refused. Counts its calls. */
export function webOf(pages: readonly TestPage[]) {
  const fetched: string[] = [];
  const web = {
    get(url: string, field: string) {
      fetched.push(url);
      const page = pages.find((p) => p.url === url);
      if (!page) {
        return Promise.reject(
          new ApiError("INVALID_PARAMETERS", `${field} ${url} cannot be fetched here`),
        );
      }
      return Promise.resolve({
        url,
        status: 200,
        headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
        body: new TextEncoder().encode(htmlOf(page)),
        redirects: [],
      });
    },
  };
  return { web, fetched };
}

/** A provider answering `serp` to every SERP call. */
export function providerOf(serp: Serp | null, provider: "dataforseo" | "sandbox" = "dataforseo") {
  const requests: SerpRequest[] = [];
  const p = {
    serpOrganic(req: SerpRequest) {
      requests.push(req);
      return Promise.resolve({ serp, provider, total_count: 1, cost_usd: 0.002 });
    },
  } as unknown as SeoDataProvider;
  return { provider: p, requests };
}

/**
 * Thirty words of neutral prose: a fixture's section needs real writing under its heading to
 * count as a topic (`sections.ts`), as a competitor's section has. Stopwords only, so it adds no
 * term, phrase or topic of its own to what a test asserts.
 */
export function prose(): string {
  return [...STOPWORDS].filter((w) => /^[a-z]{2,}$/.test(w)).slice(0, 30).join(" ") + ".";
}
