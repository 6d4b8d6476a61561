/**
 * A fake DataForSEO server for tests (docs/providers.md#the-fake-server): answers the real
 * Backlinks, Labs (`/v3/dataforseo_labs/google/<name>/live`) and SERP
 * (`/v3/serp/google/organic/live/advanced`) live paths with real-shaped, realistically priced
 * envelopes, checks Basic auth, counts calls per path, records request bodies and auth headers, and
 * plays queued faults (HTTP errors, envelope and task status codes, null results, slow answers).
 * Use `await using fake = await startFakeDataForSeo()`.
 */
import * as data from "./dataforseo_data.ts";
import * as labs from "./dataforseo_labs_data.ts";
import { type SerpOverride, serpResult } from "./dataforseo_serp_data.ts";

export type { OverrideOrganic, SerpOverride } from "./dataforseo_serp_data.ts";

type Raw = Record<string, unknown>;

/** One fault, played by the next call to its endpoint. */
export type Fault =
  /** This HTTP status with a DataForSEO body (`status_code` defaults from the status). */
  | { kind: "http"; status: number; code?: number; message?: string; retryAfter?: string }
  /** HTTP 200, envelope status code (e.g. 40200), `tasks: null`. */
  | { kind: "envelope"; code: number; message: string }
  /** HTTP 200, envelope 20000, the task failed with this code (e.g. 40501, 50000). */
  | { kind: "task"; code: number; message: string }
  /** A successful task whose `result` is null (no data). */
  | { kind: "null_result" }
  /** The normal answer, after `ms` (or at once when the fake closes). */
  | { kind: "slow"; ms: number };

/** One request the fake received. */
export interface RecordedRequest {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** The running fake. */
export interface FakeDataForSeo extends AsyncDisposable {
  baseUrl: string;
  login: string;
  password: string;
  requests: RecordedRequest[];
  /** Calls to one path, e.g. `/v3/backlinks/summary/live`. */
  calls(path: string): number;
  /** Calls to `path` whose client went away while a `slow` fault held the answer back. */
  aborted(path: string): number;
  /**
   * Queues faults for an endpoint, played one per call: the Backlinks or Labs endpoint name
   * (`summary`, `backlinks`, `ranked_keywords` ...) or `organic` for the SERP. `page_intersection`
   * is both a Backlinks and a Labs name: `backlinks:page_intersection` and
   * `labs:page_intersection` pick one; the bare name serves whichever is called first.
   */
  fail(endpoint: string, ...faults: Fault[]): void;
  /**
   * Sets the SERP answer for a keyword (matched trimmed and case-insensitively), or for every
   * keyword without its own with `"*"`: `override.organic` at ranks 1..n (cut to the task's
   * `depth`), with People Also Ask (`override.paa`) after rank 1. Envelope, pricing and faults
   * are unchanged.
   */
  serp(keyword: string, override: SerpOverride): void;
  close(): Promise<void>;
}

const HTTP_CODES: Record<number, [number, string]> = {
  401: [40100, "You are not authorized to access this resource."],
  402: [40200, "Payment Required."],
  404: [40400, "Not Found."],
  429: [40202, "The rate-limit per minute has been exceeded."],
  500: [50000, "Internal Error."],
};

/** Starts the fake on 127.0.0.1, a free port. */
export function startFakeDataForSeo(
  creds = { login: "fake-login", password: "fake-password" },
): Promise<FakeDataForSeo> {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const abortedCounts = new Map<string, number>();
  const faults = new Map<string, Fault[]>();
  const serps = new Map<string, SerpOverride>();
  const { delay, wake } = sleeper();
  const expected = `Basic ${btoa(`${creds.login}:${creds.password}`)}`;
  const handler = async (req: Request) => {
    const path = new URL(req.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const text = await req.text();
    const body = parse(text);
    const authorization = req.headers.get("authorization");
    requests.push({ path, body, authorization });
    if (authorization !== expected) return httpError(401);
    const route = routeOf(path, serps);
    if (req.method !== "POST" || !route) return httpError(404);
    const fault = faults.get(`${route.api}:${route.name}`)?.shift() ??
      faults.get(route.name)?.shift();
    // The client may give up while a slow answer is held back (a timeout, a cancelled job).
    if (fault?.kind === "slow" && await delay(fault.ms, req.signal)) {
      abortedCounts.set(path, (abortedCounts.get(path) ?? 0) + 1);
      return httpError(499);
    }
    return answer(route, body, fault);
  };
  return new Promise((resolve) => {
    const server = Deno.serve({
      hostname: "127.0.0.1",
      port: 0,
      onListen: () => {},
    }, handler);
    const baseUrl = `http://127.0.0.1:${server.addr.port}`;
    const close = () => {
      wake();
      return server.shutdown();
    };
    resolve({
      baseUrl,
      ...creds,
      requests,
      calls: (p) => counts.get(p) ?? 0,
      aborted: (p) => abortedCounts.get(p) ?? 0,
      fail: (endpoint, ...f) => faults.set(endpoint, [...(faults.get(endpoint) ?? []), ...f]),
      serp: (keyword, override) => serps.set(serpKey(keyword), override),
      close,
      [Symbol.asyncDispose]: close,
    });
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Waits `ms`, or until `signal` aborts (then resolves true: the client went away); `wake` cuts
 * every pending wait short (the fake is closing).
 */
function sleeper() {
  const pending = new Set<() => void>();
  const delay = (ms: number, signal?: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      const done = (gone = false) => {
        clearTimeout(id);
        pending.delete(done);
        signal?.removeEventListener("abort", onAbort);
        resolve(gone);
      };
      const onAbort = () => done(true);
      const id = setTimeout(done, ms);
      pending.add(done);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  return { delay, wake: () => [...pending].forEach((done) => done()) };
}

/** An HTTP error with DataForSEO's request-level body. */
function httpError(status: number, code?: number, message?: string, retryAfter?: string) {
  const [dCode, dMessage] = HTTP_CODES[status] ?? [50000, "Internal Error."];
  return Response.json(
    envelope(code ?? dCode, message ?? dMessage, null),
    { status, headers: retryAfter === undefined ? {} : { "retry-after": retryAfter } },
  );
}

function envelope(code: number, message: string, tasks: Raw[] | null): Raw {
  const cost = (tasks ?? []).reduce((sum, t) => sum + Number(t.cost ?? 0), 0);
  return {
    version: "0.1.20240801",
    status_code: code,
    status_message: message,
    time: "0.1000 sec.",
    cost: Math.round(cost * 1e5) / 1e5,
    tasks_count: tasks?.length ?? 0,
    tasks_error: (tasks ?? []).filter((t) => t.status_code !== 20000).length,
    tasks,
  };
}

/** One result object and how many items it holds (priced per item). */
type Built = { result: Raw; items: number };

/** `items` cut to the task's limit, in the list result shape of the Backlinks endpoints. */
function list(task: Raw, items: Raw[], total: number, extra: Raw = {}): Built {
  const limit = typeof task.limit === "number" ? task.limit : 100;
  const shown = items.slice(0, limit);
  const result = { target: task.target, total_count: total, items_count: shown.length };
  return { result: { ...result, ...extra, items: shown }, items: shown.length };
}

/** The normal answer of each endpoint. */
const RESULTS: Record<string, (task: Raw) => Built> = {
  summary: (t) => ({ result: data.summaryResult(String(t.target)), items: 1 }),
  backlinks: (t) =>
    list(t, [data.BACKLINK, data.BROKEN_BACKLINK], 512, {
      mode: t.mode ?? "as_is",
      custom_mode: null,
      search_after_token: "fake-search-after-token",
    }),
  anchors: (t) => list(t, [data.ANCHOR], 1),
  referring_domains: (t) => list(t, [data.REFERRING_DOMAIN], 12372),
  domain_pages: (t) => list(t, [data.DOMAIN_PAGE], 2150),
  competitors: (t) => list(t, data.COMPETITORS, 2),
  timeseries_new_lost_summary: (t) =>
    list(t, data.NEW_LOST, 2, {
      date_from: t.date_from ?? "2024-03-01",
      date_to: t.date_to ?? "2024-04-30",
      group_range: t.group_range ?? "month",
    }),
  page_intersection: (t) => {
    const targets = (t.targets ?? {}) as Raw;
    const item = data.pageIntersectionItem(Object.keys(targets).length);
    return list(t, [item], 1, { target: undefined, targets });
  },
};

/** A Labs list result: the market echoed, `items` cut to the task's limit. */
function labsList(task: Raw, items: Raw[], total: number, extra: Raw = {}): Built {
  const limit = typeof task.limit === "number" ? task.limit : 100;
  const shown = items.slice(0, limit);
  const result = {
    se_type: "google",
    ...extra,
    location_code: task.location_code ?? 2840,
    language_code: task.language_code ?? "en",
    total_count: total,
    items_count: shown.length,
    items: shown,
  };
  return { result, items: shown.length };
}

const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * The keywords keyword_overview knows: it omits (and does not bill) the others, as the real API
 * does; here, any keyword containing "zxq" or longer than 10 words.
 */
const known = (k: string) => !k.includes("zxq") && k.split(/\s+/).length <= 10;

/** The normal answer of each Labs endpoint (docs/providers.md#labs-endpoints). */
const LABS: Record<string, (task: Raw) => Built> = {
  keyword_ideas: (t) => {
    const seeds = stringList(t.keywords);
    return labsList(t, labs.keywordIdeas(seeds[0] ?? "seo tools"), 3712, {
      seed_keywords: seeds,
      offset: 0,
      offset_token: "fake-offset-token",
    });
  },
  keyword_overview: (t) => {
    const items = stringList(t.keywords).filter(known).map(labs.overviewItem);
    const { total_count: _, ...result } = labsList({ ...t, limit: 700 }, items, items.length)
      .result as Raw;
    return { result, items: items.length };
  },
  ranked_keywords: (t) => {
    const items = labs.rankedKeywords(String(t.target), String(t.historical_serp_mode ?? "live"));
    return labsList(t, items, 4207, {
      target: t.target,
      metrics: labs.RANKED_METRICS,
      metrics_absolute: null,
    });
  },
  relevant_pages: (t) =>
    labsList(t, labs.relevantPages(String(t.target)), 2150, { target: t.target }),
  competitors_domain: (t) => labsList(t, labs.COMPETITORS, 1836, { target: t.target }),
  domain_intersection: (t) =>
    labsList(
      t,
      labs.domainIntersection(String(t.target1), String(t.target2), t.intersections !== false),
      642,
      { target1: t.target1, target2: t.target2 },
    ),
  bulk_traffic_estimation: (t) => {
    const types = t.item_types === undefined ? ["organic", "paid"] : stringList(t.item_types);
    const items = stringList(t.targets).map((target, i) => labs.trafficItem(target, i, types));
    return labsList({ ...t, limit: 1000 }, items, items.length);
  },
  page_intersection: (t) => {
    const pages = Object.values((t.pages ?? {}) as Raw).map(String);
    const items = labs.pageIntersection(pages, t.intersection_mode === "union");
    return labsList(t, items, 57, { pages: t.pages, exclude_pages: t.exclude_pages ?? null });
  },
};

const RANK_FIELDS = new Set(["rank", "page_from_rank", "domain_from_rank"]);

/**
 * The data above is on the provider's default scale, 0-1000; a task asking for `one_hundred`
 * gets every rank divided by 10, as the real API answers it.
 */
function onScale(built: Built, task: Raw): Built {
  if (task.rank_scale !== "one_hundred") return built;
  const scale = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(scale);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value as Raw).map((
        [k, v],
      ) => [k, RANK_FIELDS.has(k) && typeof v === "number" ? Math.round(v / 10) : scale(v)]),
    );
  };
  return { ...built, result: scale(built.result) as Raw };
}

/** USD rounded as the provider reports it (5 decimals). */
const usd = (n: number) => Math.round(n * 1e5) / 1e5;

/** Backlinks: $0.02 per request plus $0.00003 per item (docs/providers.md#costs). */
const price = (items: number) => usd(0.02 + 0.00003 * items);

/**
 * Labs: $0.01 per task plus $0.0001 per item, doubled with `include_clickstream_data`
 * (docs/providers.md#costs).
 */
const labsPrice = (items: number, sent: Raw) =>
  usd((0.01 + 0.0001 * items) * (sent.include_clickstream_data === true ? 2 : 1));

/**
 * SERP: $0.002 per started 10 results of `depth` (default 10), plus $0.002 with
 * `load_async_ai_overview` (docs/providers.md#costs).
 */
const serpPrice = (sent: Raw) =>
  usd(
    0.002 * Math.max(1, Math.ceil((typeof sent.depth === "number" ? sent.depth : 10) / 10)) +
      (sent.load_async_ai_overview === true ? 0.002 : 0),
  );

/** One answered path: its API, endpoint name, result builder, price and task echo. */
interface Route {
  api: "backlinks" | "labs" | "serp";
  name: string;
  build(sent: Raw): Built;
  price(built: Built | null, sent: Raw): number;
  path: string[];
  data: Raw;
}

/** The key of a SERP override: the keyword trimmed and lowercased (`"*"` stays). */
const serpKey = (keyword: string) => keyword.trim().toLowerCase();

/** The SERP override for a task's keyword: its own, else `"*"`, else none. */
function overrideFor(serps: Map<string, SerpOverride>, task: Raw): SerpOverride | undefined {
  return serps.get(serpKey(String(task.keyword ?? ""))) ?? serps.get("*");
}

/** The route of a request path, or undefined (404). */
function routeOf(
  path: string,
  serps: Map<string, SerpOverride> = new Map(),
): Route | undefined {
  const backlinks = /^\/v3\/backlinks\/([a-z_]+)\/live$/.exec(path)?.[1];
  if (backlinks && backlinks in RESULTS) {
    return {
      api: "backlinks",
      name: backlinks,
      build: (t) => onScale(RESULTS[backlinks](t), t),
      price: (b) => price(b?.items ?? 0),
      path: ["v3", "backlinks", backlinks, "live"],
      data: { api: "backlinks", function: backlinks },
    };
  }
  const lab = /^\/v3\/dataforseo_labs\/google\/([a-z_]+)\/live$/.exec(path)?.[1];
  if (lab && lab in LABS) {
    return {
      api: "labs",
      name: lab,
      build: LABS[lab],
      price: (b, t) => labsPrice(b?.items ?? 0, t),
      path: ["v3", "dataforseo_labs", "google", lab, "live"],
      data: { api: "dataforseo_labs", function: lab, se_type: "google" },
    };
  }
  if (path !== "/v3/serp/google/organic/live/advanced") return undefined;
  return {
    api: "serp",
    name: "organic",
    build: (t) => ({ result: serpResult(t, overrideFor(serps, t)), items: 1 }),
    price: (_, t) => serpPrice(t),
    path: ["v3", "serp", "google", "organic", "live", "advanced"],
    data: { api: "serp", function: "live", se: "google", se_type: "organic" },
  };
}

function task(route: Route, sent: Raw, code: number, message: string, result: Built | null) {
  return {
    id: crypto.randomUUID(),
    status_code: code,
    status_message: message,
    time: "0.0900 sec.",
    cost: code === 20000 ? route.price(result, sent) : 0,
    result_count: result ? 1 : 0,
    path: route.path,
    data: { ...route.data, ...sent },
    result: result ? [result.result] : null,
  };
}

/** The envelope for a well-authorized call, with the fault (if any) applied. */
function answer(route: Route, body: unknown, fault?: Fault): Response {
  if (fault?.kind === "http") {
    return httpError(fault.status, fault.code, fault.message, fault.retryAfter);
  }
  if (fault?.kind === "envelope") return Response.json(envelope(fault.code, fault.message, null));
  if (!Array.isArray(body) || body.length === 0) {
    return Response.json(envelope(40503, "POST Data Is Invalid.", null));
  }
  const tasks = body.map((sent: Raw, i) => {
    if (i > 0) return task(route, sent, 40000, "You can set only one task at a time.", null);
    if (fault?.kind === "task") return task(route, sent, fault.code, fault.message, null);
    if (fault?.kind === "null_result") return task(route, sent, 20000, "Ok.", null);
    return task(route, sent, 20000, "Ok.", route.build(sent));
  });
  return Response.json(envelope(20000, "Ok.", tasks));
}
