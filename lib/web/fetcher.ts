/**
 * The page and sitemap fetcher every analysis that reads the live web is given
 * (docs/contract.md#live-fetches-and-the-ssrf-guard): `safeFetch` with the server's allow-list,
 * and the failures turned into coded errors that name the request field the URL came from. One
 * request's live fetches share one deadline (`withFetchDeadline`), and a fetch that ran out of
 * time is final for the request (`FetchDeadlineError`): neither the sync path nor the job's
 * retries fetch that host again.
 */
import { ApiError } from "../errors.ts";
import {
  BodyRefused,
  BodyTooLarge,
  FetchFailed,
  FetchTimeout,
  safeFetch,
  type SafeFetchOptions,
  type SafeResponse,
  UrlRefused,
} from "./safe_fetch.ts";

/** Fetches one URL for an analysis; throws `ApiError`s naming `field`. */
export interface WebFetcher {
  get(url: string, field: string, options?: WebGetOptions): Promise<SafeResponse>;
}

/** Limits of one fetch. */
export interface WebGetOptions {
  /** Decoded body cap in bytes (default 5 MiB; sitemaps 50 MiB). */
  maxBytes?: number;
  /** `Accept` header. */
  accept?: string;
  /** Stops the fetch when it aborts. */
  signal?: AbortSignal;
  /** `Date.now()` by which the fetch must be done (the request's fetch deadline), if sooner than the fetcher's timeout. */
  deadline?: number;
}

/** What the fetcher is built from: the allow-list, and for tests a `fetch`. */
export interface WebFetcherOptions {
  allowHosts?: readonly string[];
  fetch?: typeof fetch;
  resolve?: SafeFetchOptions["resolve"];
  timeoutMs?: number;
}

const USER_AGENT = "RankscopeBot/1.0 (+https://github.com/rankscope/rankscope; SEO analysis)";

/** One fetch's time, DNS to last body byte, unless the request's deadline comes sooner. */
export const FETCH_TIMEOUT_MS = 10_000;

/**
 * All live fetches of one request, every attempt together (the sync run, and a job's first
 * attempt and its retries, counted from the job's start). Not a setting of lib/config.ts yet:
 * a sitemap index reads at most 11 files, so 60 s is six hung files' worth.
 */
export const REQUEST_FETCH_BUDGET_MS = 60_000;

/**
 * A live fetch that ran out of time: its own timeout or the request's fetch deadline. Retryable
 * for the client (and so refunded), but final for the request: a host that hung once is not
 * fetched again by the same request, whose deadline it has spent.
 */
export class FetchDeadlineError extends ApiError {
  constructor(message: string) {
    super("UPSTREAM_TIMEOUT", message, { retryable: true });
  }
}

/** Whether `err` must not be retried within its request (a spent fetch deadline). */
export function isFinalFetchError(err: unknown): boolean {
  return err instanceof FetchDeadlineError;
}

/** The server's fetcher. */
export function createWebFetcher(options: WebFetcherOptions = {}): WebFetcher {
  return {
    async get(url, field, get = {}) {
      const own = options.timeoutMs ?? FETCH_TIMEOUT_MS;
      const left = get.deadline === undefined ? own : Math.min(own, get.deadline - Date.now());
      if (left <= 0) {
        throw new FetchDeadlineError(
          `${field} ${url} was not fetched: the request's ${
            REQUEST_FETCH_BUDGET_MS / 1000
          } s for live fetches is spent`,
        );
      }
      try {
        return await safeFetch(url, {
          allowHosts: options.allowHosts,
          fetch: options.fetch,
          resolve: options.resolve,
          timeoutMs: left,
          maxBytes: get.maxBytes,
          signal: get.signal,
          headers: { "user-agent": USER_AGENT, accept: get.accept ?? "*/*" },
        });
      } catch (err) {
        throw fetchError(field, url, err);
      }
    },
  };
}

/** A fetch failure as the coded error a client reads. */
export function fetchError(field: string, url: string, err: unknown): ApiError {
  if (err instanceof UrlRefused) {
    const where = err.url === url ? "" : ` (at ${err.url})`;
    const message = `${err.reason}${where}`;
    return new ApiError("INVALID_PARAMETERS", `${field} ${url} cannot be fetched: ${message}`, {
      details: { issues: [{ path: field, message }] },
    });
  }
  if (err instanceof FetchTimeout) {
    return new FetchDeadlineError(
      `${field} ${url} did not answer in time (${Math.round(err.timeoutMs / 100) / 10} s)`,
    );
  }
  if (err instanceof BodyTooLarge || err instanceof BodyRefused) {
    return new ApiError("UPSTREAM_ERROR", `${field} ${url}: ${err.message}`, { retryable: false });
  }
  if (err instanceof FetchFailed) {
    return new ApiError("UPSTREAM_ERROR", `${field} ${url} could not be fetched: ${err.message}`, {
      retryable: true,
    });
  }
  return new ApiError("UPSTREAM_ERROR", `${field} ${url} could not be fetched`, {
    retryable: true,
  });
}

/** A fetcher that refuses every URL (for pure runs and tests that must not reach the web). */
export const NO_WEB: WebFetcher = {
  get(url, field) {
    return Promise.reject(
      new ApiError("INVALID_PARAMETERS", `${field} ${url} cannot be fetched here`),
    );
  },
};

/**
 * `web` with every fetch stopped when `signal` aborts (a cancelled job's run): what a run's
 * analysis is given. A fetch given a signal of its own keeps it.
 */
export function abortableWeb(web: WebFetcher, signal: AbortSignal): WebFetcher {
  return { get: (url, field, options = {}) => web.get(url, field, { signal, ...options }) };
}

/**
 * `web` with every fetch done by `deadline` (a `Date.now()` time): one deadline for all of a
 * request's live fetches. A fetch given a sooner deadline of its own keeps it.
 */
export function withFetchDeadline(web: WebFetcher, deadline: number): WebFetcher {
  return {
    get: (url, field, options = {}) =>
      web.get(url, field, {
        ...options,
        deadline: Math.min(deadline, options.deadline ?? deadline),
      }),
  };
}

/**
 * The `Date.now()` deadline of a job attempt's live fetches: `REQUEST_FETCH_BUDGET_MS` from the
 * job's first start (`started_at`, kept across retries), so all its attempts share one budget.
 * `now` is the job clock (injectable), used only for the time already spent.
 */
export function runFetchDeadline(startedAt: string | null, now: Date): number {
  const spent = startedAt === null ? 0 : Math.max(0, now.getTime() - Date.parse(startedAt));
  return Date.now() + REQUEST_FETCH_BUDGET_MS - spent;
}
