/**
 * The DataForSEO adapter of `SeoDataProvider` (docs/providers.md#calls-and-authentication): one
 * task per live call, Basic auth, only the fields each endpoint accepts with our defaults sent
 * explicitly, the envelope and task status checked, failures mapped to our codes, 5xx and rate
 * limits retried with exponential backoff. `fetch`, `sleep` and the timeout are injected.
 */
import { ApiError } from "../errors.ts";
import pLimit, { type LimitFunction } from "p-limit";
import {
  classify,
  httpStatusCode,
  networkFailure,
  retryAfterMs,
  timeoutError,
  UpstreamFailure,
} from "./dataforseo_errors.ts";
import * as rows from "./dataforseo_rows.ts";
import { isRaw, type Raw, rowsOf } from "./dataforseo_read.ts";
import { requestFields, tasks } from "./dataforseo_tasks.ts";
import { labsCalls } from "./dataforseo_labs.ts";
import { serpCalls } from "./dataforseo_serp.ts";
import type * as P from "./provider.ts";

/** The production API root. */
export const DATAFORSEO_API = "https://api.dataforseo.com";

/** How to reach DataForSEO. */
export interface DataForSeoOptions {
  login: string;
  password: string;
  /** API root without `/v3` (production, sandbox or a local fake); default production. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per attempt; default 30 s. */
  timeoutMs?: number;
  /** Attempts of a retryable failure, the first included; default 3. */
  maxAttempts?: number;
  /** Retry n waits backoffMs × 2^(n-1) (longer when the provider sends Retry-After); default 500 ms. */
  backoffMs?: number;
  /**
   * The longest Retry-After the adapter waits out itself; a longer one fails the call at once,
   * retryable, for the job to retry later. Default 30 s.
   */
  maxRetryAfterMs?: number;
  /** Live calls in flight at once from this process (DataForSEO limits simultaneous requests); default 30. */
  maxConcurrent?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The settings of the calls, and the slots that bound how many are in flight at once. */
type Transport = Required<Omit<DataForSeoOptions, "maxConcurrent">> & { slots: LimitFunction };

/** What one successful live call gave: `result` (empty when none) and the reported cost. */
export interface LiveAnswer {
  result: Raw[];
  cost: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Posts `[task]` to `/v3/<path>` (`backlinks/summary/live`, `dataforseo_labs/google/…/live`,
 * `serp/google/organic/live/advanced`), retrying 5xx and rate limits.
 */
export async function live(
  t: Transport,
  path: string,
  task: Raw,
  signal?: AbortSignal,
): Promise<LiveAnswer> {
  for (let n = 1;; n++) {
    try {
      // A slot per attempt: a call waiting out its backoff holds none.
      return await t.slots(() => attempt(t, path, task, signal));
    } catch (err) {
      if (!(err instanceof UpstreamFailure)) throw err;
      const asked = err.retryAfterMs ?? 0;
      if (!err.retry || n >= t.maxAttempts || asked > t.maxRetryAfterMs) {
        throw withAttempts(err, n);
      }
      await t.sleep(Math.max(t.backoffMs * 2 ** (n - 1), asked));
    }
  }
}

function withAttempts(failure: UpstreamFailure, attempts: number): ApiError {
  const err = failure.error;
  const wait = failure.retryAfterMs;
  return new ApiError(err.code, err.message, {
    details: {
      ...err.details,
      attempts,
      ...(wait === undefined ? {} : { retry_after_seconds: Math.ceil(wait / 1000) }),
    },
    retryable: err.retryable,
  });
}

/** One HTTP exchange under the timeout. */
async function attempt(t: Transport, path: string, task: Raw, signal?: AbortSignal) {
  const endpoint = endpointOf(path);
  const timer = new AbortController();
  const id = setTimeout(() => timer.abort(), t.timeoutMs);
  const both = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
  try {
    const res = await t.fetch(`${t.baseUrl}/v3/${path}`, {
      method: "POST",
      headers: {
        "Authorization": `Basic ${btoa(`${t.login}:${t.password}`)}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify([task]),
      signal: both,
    });
    const text = await res.text();
    try {
      return interpret(endpoint, res.status, text);
    } catch (err) {
      if (err instanceof UpstreamFailure) {
        err.retryAfterMs = retryAfterMs(res.headers.get("retry-after"));
      }
      throw err;
    }
  } catch (err) {
    if (err instanceof UpstreamFailure) throw err;
    if (signal?.aborted) throw signal.reason;
    if (timer.signal.aborted) throw timeoutError(endpoint, t.timeoutMs);
    throw networkFailure(endpoint, err);
  } finally {
    clearTimeout(id);
  }
}

/** How errors name a call: the backlinks endpoint (`summary`), else the path. */
function endpointOf(path: string): string {
  return /^backlinks\/([a-z_]+)\/live$/.exec(path)?.[1] ?? path;
}

/**
 * Checks HTTP status, envelope and task status
 * (docs/providers.md#the-answer-envelope-and-status-codes).
 */
export function interpret(endpoint: string, status: number, text: string): LiveAnswer {
  let body: Raw = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch { /* not JSON: judged by the HTTP status below */ }
  const code = typeof body.status_code === "number" ? body.status_code : undefined;
  const message = typeof body.status_message === "string" ? body.status_message : `HTTP ${status}`;
  if (status >= 500) throw classify(endpoint, 50000, message);
  if (status !== 200 || code !== 20000) {
    const known = code !== undefined && code !== 20000;
    throw classify(endpoint, known ? code : httpStatusCode(status), message);
  }
  const task = Array.isArray(body.tasks) ? body.tasks[0] as Raw | undefined : undefined;
  if (!task) throw classify(endpoint, 40000, "the answer holds no task");
  const taskCode = task.status_code;
  if (taskCode === 40102) return { result: [], cost: cost(body, task) };
  if (taskCode !== 20000) {
    throw classify(endpoint, Number(taskCode) || 0, String(task.status_message ?? "task failed"));
  }
  const result = Array.isArray(task.result) ? task.result.filter(isRaw) : [];
  return { result, cost: cost(body, task) };
}

/** The USD the envelope reports (the sum of its tasks), else the task's own. */
function cost(body: Raw, task: Raw): number {
  if (typeof body.cost === "number") return body.cost;
  return typeof task.cost === "number" ? task.cost : 0;
}

/**
 * A DataForSEO refusal of a field, restated in our request's terms: the issue names the field of
 * ours the refused one was built from (`sort_by` for `order_by`, `min_rank` for `filters` ...),
 * and says what was sent.
 */
function inOurTerms(err: ApiError, endpoint: string, req: object): ApiError {
  const issues = (err.details?.issues ?? []) as { path: string; message: string }[];
  const providerField = issues[0]?.path ?? "";
  const ours = providerField ? requestFields(endpoint, providerField, req) : [];
  if (ours.length === 0) return err;
  const said = `${issues[0].message}; sent to DataForSEO as \`${providerField}\``;
  return new ApiError(
    "INVALID_PARAMETERS",
    `Invalid request parameters: ${ours.join(", ")}: ${said}`,
    {
      details: {
        ...err.details,
        issues: ours.map((path) => ({ path, message: said })),
        provider_field: providerField,
      },
    },
  );
}

/**
 * One live call: `[task]` posted to `/v3/<path>` for the request `req` (a refused field is named
 * in its terms), answered with the result objects and the cost.
 */
export type LiveCall = (
  path: string,
  task: Raw,
  req: object,
  opts?: P.CallOptions,
) => Promise<LiveAnswer>;

/** Builds the adapter. */
export function createDataForSeoProvider(options: DataForSeoOptions): P.SeoDataProvider {
  const t: Transport = {
    baseUrl: DATAFORSEO_API,
    fetch: globalThis.fetch,
    timeoutMs: 30_000,
    maxAttempts: 3,
    backoffMs: 500,
    maxRetryAfterMs: 30_000,
    sleep,
    ...options,
    slots: pLimit(options.maxConcurrent ?? 30),
  };
  t.baseUrl = t.baseUrl.replace(/\/+$/, "");
  const call: LiveCall = async (path, task, req, opts) => {
    const endpoint = endpointOf(path);
    try {
      return await live(t, path, task, opts?.signal);
    } catch (err) {
      throw err instanceof ApiError && err.code === "INVALID_PARAMETERS"
        ? inOurTerms(err, endpoint, req)
        : err;
    }
  };
  return {
    name: "dataforseo",
    ...labsCalls(call),
    ...serpCalls(call),
    async backlinksSummary(req, opts) {
      const answer = await call("backlinks/summary/live", tasks.summary(req), req, opts);
      const first = answer.result[0];
      const summary = first ? rows.summaryRow(first) : null;
      return {
        summary,
        total_count: summary ? 1 : 0,
        cost_usd: answer.cost,
        provider: "dataforseo",
      };
    },
    backlinksList: async (req, opts) =>
      rowsOf(
        await call("backlinks/backlinks/live", tasks.backlinks(req), req, opts),
        rows.backlinkRow,
      ),
    backlinksAnchors: async (req, opts) =>
      rowsOf(await call("backlinks/anchors/live", tasks.anchors(req), req, opts), rows.anchorRow),
    backlinksReferringDomains: async (req, opts) =>
      rowsOf(
        await call("backlinks/referring_domains/live", tasks.referringDomains(req), req, opts),
        rows.referringDomainRow,
      ),
    backlinksDomainPages: async (req, opts) =>
      rowsOf(
        await call("backlinks/domain_pages/live", tasks.domainPages(req), req, opts),
        rows.domainPageRow,
      ),
    backlinksCompetitors: async (req, opts) =>
      rowsOf(
        await call("backlinks/competitors/live", tasks.competitors(req), req, opts),
        rows.competitorRow,
      ),
    backlinksNewLostTimeseries: async (req, opts) =>
      rowsOf(
        await call("backlinks/timeseries_new_lost_summary/live", tasks.timeseries(req), req, opts),
        rows.newLostPoint,
      ),
    backlinksPageIntersection: async (req, opts) =>
      rowsOf(
        await call("backlinks/page_intersection/live", tasks.pageIntersection(req), req, opts),
        (item) => rows.pageIntersectionRow(item, req.targets),
      ),
  };
}
