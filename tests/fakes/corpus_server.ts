/**
 * A local web server for end-to-end tests: real HTML pages from the article-extraction-benchmark
 * corpus (read and gunzipped from `../shared/corpus/article-extraction-benchmark/html` at start,
 * never copied into the repository) at `http://127.0.0.1:<port>/page/<n>`, request counts per
 * path, and fault routes an analysis must survive:
 *
 * | fault | path | what it does | through the app's fetcher |
 * |---|---|---|---|
 * | `timeout` | `/fault/timeout` | answers after `slowMs` (default 15 s, or at once on close) | 504 UPSTREAM_TIMEOUT |
 * | `too_large` | `/fault/too-large` | streams 6 MiB of HTML (cap: 5 MiB) | 502 UPSTREAM_ERROR |
 * | `metadata_redirect` | `/fault/metadata-redirect` | 302 to `http://169.254.169.254/latest/meta-data/` | 400 INVALID_PARAMETERS naming the field |
 * | `not_html` | `/fault/not-html` | a PDF (`application/pdf`) | 502 UPSTREAM_ERROR |
 * | `not_found` | `/fault/not-found` | 404 | 502 UPSTREAM_ERROR |
 *
 * Pages are the first `pages` benchmark files, sorted by id, that have a non-empty `<title>`:
 * `/page/1` is always the same file. Tests that use it should be guarded with
 * `needsShared(CORPUS_DIR, ...)` (tests/shared.ts). Use
 * `await using corpus = await startCorpusServer({ pages: 3 })`.
 */
import { sharedPath } from "../shared.ts";

/** The corpus folder the pages come from, relative to `../shared` (for `needsShared`). */
export const CORPUS_DIR = "corpus/article-extraction-benchmark/html";

/** The ground truth beside it (the pages' original URLs). */
const GROUND_TRUTH = "corpus/article-extraction-benchmark/ground-truth.json.gz";

/** The fault routes, by name. */
export const FAULTS = {
  timeout: "/fault/timeout",
  too_large: "/fault/too-large",
  metadata_redirect: "/fault/metadata-redirect",
  not_html: "/fault/not-html",
  not_found: "/fault/not-found",
} as const;

/** A fault route's name. */
export type FaultKind = keyof typeof FAULTS;

/** Where the metadata redirect points (refused by the SSRF guard even with 127.0.0.1 allowed). */
export const METADATA_URL = "http://169.254.169.254/latest/meta-data/";

/** Bytes the too-large route sends: past the fetcher's 5 MiB page cap. */
export const TOO_LARGE_BYTES = 6 * 1024 * 1024;

/** One served corpus page. */
export interface CorpusPage {
  /** 1-based; served at `/page/<n>`. */
  n: number;
  /** The benchmark id (file name without `.html.gz`). */
  id: string;
  path: string;
  url: string;
  /** The `<title>` text, entities decoded and whitespace collapsed. */
  title: string;
  /** The page's original URL (from the benchmark's ground truth). */
  originalUrl: string;
  /** Its article body as annotated by the benchmark (human ground truth). */
  articleBody: string;
  html: string;
}

/** Options of `startCorpusServer`. */
export interface CorpusServerOptions {
  /** How many corpus pages to serve (default 5; at most the usable pages, about 180). */
  pages?: number;
  /** Benchmark ids to serve instead, in this order (`pages` is then ignored). */
  ids?: string[];
  /**
   * How long `/fault/timeout` waits before answering (default 15,000 ms, past the 10 s fetch
   * timeout; cut short when the server closes).
   */
  slowMs?: number;
}

/** The running server. */
export interface CorpusServer extends AsyncDisposable {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  pages: CorpusPage[];
  /** The URLs of the served pages, in order. */
  urls: string[];
  /** The absolute URL of a fault route. */
  faultUrl(kind: FaultKind): string;
  /** Requests received for a path (`/page/1`) or a full URL on this server. */
  hits(pathOrUrl: string): number;
  /** Every request path, in arrival order. */
  requested: string[];
  close(): Promise<void>;
}

type Truth = Record<string, { articleBody?: string; url?: string }>;

async function gunzipText(rel: string): Promise<string> {
  const file = await Deno.open(sharedPath(rel));
  const stream = file.readable.pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The `<title>` of an HTML page, decoded and collapsed ("" when none). */
export function titleOf(html: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  }).replace(/\s+/g, " ").trim();
}

/** Reads the pages to serve: the given ids, or the first `count` titled ones by sorted id. */
async function loadPages(count: number, ids?: string[]): Promise<Omit<CorpusPage, "url">[]> {
  const truth: Truth = JSON.parse(await gunzipText(GROUND_TRUTH));
  const chosen = ids ?? Object.keys(truth).sort();
  const pages: Omit<CorpusPage, "url">[] = [];
  for (const id of chosen) {
    if (!ids && pages.length >= count) break;
    const html = await gunzipText(`${CORPUS_DIR}/${id}.html.gz`);
    const title = titleOf(html);
    if (!ids && title === "") continue;
    const n = pages.length + 1;
    pages.push({
      n,
      id,
      path: `/page/${n}`,
      title,
      originalUrl: truth[id]?.url ?? "",
      articleBody: truth[id]?.articleBody ?? "",
      html,
    });
  }
  if (!ids && pages.length < count) {
    throw new Error(`the corpus has ${pages.length} titled pages, ${count} asked`);
  }
  return pages;
}

/**
 * Waits `ms`, or less when `wake` is called (the server is closing). `request.signal` is not
 * used: Deno 2.9 warns about its legacy abort behaviour.
 */
function sleeper() {
  const pending = new Set<() => void>();
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(id);
        pending.delete(done);
        resolve();
      };
      const id = setTimeout(done, ms);
      pending.add(done);
    });
  return { delay, wake: () => [...pending].forEach((done) => done()) };
}

/** A stream of `bytes` bytes of HTML, produced chunk by chunk (stops when cancelled). */
function hugeHtml(bytes: number): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode(
    "<!doctype html><html><head><title>Huge</title></head><body>",
  );
  const chunk = new TextEncoder().encode(`<p>${"x".repeat(64 * 1024 - 8)}</p>\n`);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.byteLength;
        return;
      }
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const HTML_TYPE = { "content-type": "text/html; charset=utf-8" };

/** Starts the server on 127.0.0.1, a free port. */
export async function startCorpusServer(options: CorpusServerOptions = {}): Promise<CorpusServer> {
  const loaded = await loadPages(options.pages ?? 5, options.ids);
  const slowMs = options.slowMs ?? 15_000;
  const byPath = new Map(loaded.map((p) => [p.path, p]));
  const counts = new Map<string, number>();
  const requested: string[] = [];
  const { delay, wake } = sleeper();
  const handler = async (req: Request): Promise<Response> => {
    const path = new URL(req.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    requested.push(path);
    const page = byPath.get(path);
    if (page) return new Response(page.html, { headers: HTML_TYPE });
    switch (path) {
      case FAULTS.timeout:
        await delay(slowMs);
        return new Response("<!doctype html><title>Late</title><p>Too late.</p>", {
          headers: HTML_TYPE,
        });
      case FAULTS.too_large:
        return new Response(hugeHtml(TOO_LARGE_BYTES), { headers: HTML_TYPE });
      case FAULTS.metadata_redirect:
        return new Response(null, { status: 302, headers: { location: METADATA_URL } });
      case FAULTS.not_html:
        return new Response("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", {
          headers: { "content-type": "application/pdf" },
        });
    }
    return new Response("<!doctype html><title>Not found</title><p>No such page.</p>", {
      status: 404,
      headers: HTML_TYPE,
    });
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  const baseUrl = `http://127.0.0.1:${server.addr.port}`;
  const pages = loaded.map((p) => ({ ...p, url: baseUrl + p.path }));
  const close = async () => {
    wake();
    await server.shutdown();
  };
  return {
    baseUrl,
    pages,
    urls: pages.map((p) => p.url),
    faultUrl: (kind) => baseUrl + FAULTS[kind],
    hits: (p) => counts.get(p.startsWith("http") ? new URL(p).pathname : p) ?? 0,
    requested,
    close,
    [Symbol.asyncDispose]: close,
  };
}
