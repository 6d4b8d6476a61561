/**
 * The page and sitemap fetcher every analysis that reads the live web is given (decisions §10):
 * `safeFetch` with the server's allow-list, and the failures turned into coded errors that name
 * the request field the URL came from.
 */
import { ApiError } from "../errors.ts";
import {
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
}

/** What the fetcher is built from: the allow-list, and for tests a `fetch`. */
export interface WebFetcherOptions {
  allowHosts?: readonly string[];
  fetch?: typeof fetch;
  resolve?: SafeFetchOptions["resolve"];
  timeoutMs?: number;
}

const USER_AGENT = "RankscopeBot/1.0 (+https://github.com/rankscope/rankscope; SEO analysis)";

/** The server's fetcher. */
export function createWebFetcher(options: WebFetcherOptions = {}): WebFetcher {
  return {
    async get(url, field, get = {}) {
      try {
        return await safeFetch(url, {
          allowHosts: options.allowHosts,
          fetch: options.fetch,
          resolve: options.resolve,
          timeoutMs: options.timeoutMs ?? 10_000,
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
    return new ApiError("UPSTREAM_TIMEOUT", `${field} ${url} did not answer in time`);
  }
  if (err instanceof BodyTooLarge) {
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
