/**
 * DataForSEO failures (docs/providers.md#the-answer-envelope-and-status-codes) as our coded errors
 * (docs/contract.md#providers). `UpstreamFailure` carries whether the adapter itself may try again
 * (5xx and rate limits, never validation).
 */
import { ApiError, type ErrorCode } from "../errors.ts";

/** Credentials refused or the account locked: the server's configuration must change. */
const CREDENTIALS = new Set([40100, 40201, 40207]);
/** Balance, cost limit or the API not enabled for the account. */
const ACCOUNT = new Set([40200, 40203, 40204]);
/** The request was refused as invalid: a field, an empty or unparsable body, unknown fields. */
const VALIDATION = new Set([40501, 40502, 40503, 40506]);
/** Per-minute rate limit: retried here with backoff. */
export const RATE_LIMITED = 40202;
/** Transient task failures: retried here with backoff. */
const TRANSIENT = new Set([40101, 40103]);
/** Worth a retry later, not now (hourly and daily duplicate limits, function paused). */
const LATER = new Set([40205, 40206, 50304]);
/** The one 5xxxx code that is not transient. */
const NOT_IMPLEMENTED = 50100;

/** A classified upstream failure; `retry` says whether the adapter retries it itself. */
export class UpstreamFailure extends Error {
  /** How long the provider asked us to wait (`Retry-After`), when it said. */
  retryAfterMs?: number;
  constructor(readonly error: ApiError, readonly retry: boolean) {
    super(error.message);
    this.name = "UpstreamFailure";
  }
}

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The provider status code an HTTP status stands for, when the body does not say. */
export function httpStatusCode(status: number): number {
  if (status >= 500) return 50000;
  return ({ 401: 40100, 402: 40200, 404: 40400, 429: RATE_LIMITED } as Record<number, number>)[
    status
  ] ?? 40000;
}

/** The field a 405xx message names (`Invalid Field: 'location_name'.`), if any. */
export function fieldOf(message: string): string | undefined {
  return /fields?\b[^a-z0-9_]*(?:in post data[:\s]*)?['"]?([a-z_]\w*(?:\.\w+)*)/i.exec(message)
    ?.[1];
}

/** Maps one DataForSEO status code (envelope or task) to our error. */
export function classify(endpoint: string, code: number, message: string): UpstreamFailure {
  const details = { provider: "dataforseo", endpoint, provider_status_code: code, message };
  const fail = (ours: ErrorCode, text: string, retryable: boolean, retry = false) =>
    new UpstreamFailure(new ApiError(ours, text, { details, retryable }), retry);
  const said = `DataForSEO ${endpoint}: ${message} (${code})`;
  if (CREDENTIALS.has(code)) {
    return fail("PROVIDER_NOT_CONFIGURED", `${said}; check DATAFORSEO_LOGIN/PASSWORD`, false);
  }
  if (ACCOUNT.has(code)) {
    return fail(
      "PROVIDER_NOT_CONFIGURED",
      `${said}; the DataForSEO account cannot serve this call (balance, cost limit or plan)`,
      false,
    );
  }
  if (VALIDATION.has(code)) return validation(endpoint, code, message);
  if (code === RATE_LIMITED || TRANSIENT.has(code)) return fail("UPSTREAM_ERROR", said, true, true);
  if (LATER.has(code)) return fail("UPSTREAM_ERROR", said, true);
  if (code >= 50000 && code !== NOT_IMPLEMENTED) return fail("UPSTREAM_ERROR", said, true, true);
  return fail("UPSTREAM_ERROR", said, false);
}

/** A 405xx refusal: 400 INVALID_PARAMETERS naming the refused field. */
function validation(endpoint: string, code: number, message: string): UpstreamFailure {
  const field = fieldOf(message) ?? "";
  const issue = { path: field, message: `refused by DataForSEO: ${message} (${code})` };
  const text = `Invalid request parameters: ${field || "(body)"}: ${issue.message}`;
  const details = { issues: [issue], provider: "dataforseo", endpoint, provider_status_code: code };
  return new UpstreamFailure(new ApiError("INVALID_PARAMETERS", text, { details }), false);
}

/** The call did not answer within `ms`. */
export function timeoutError(endpoint: string, ms: number): ApiError {
  return new ApiError("UPSTREAM_TIMEOUT", `DataForSEO ${endpoint} did not answer within ${ms} ms`, {
    details: { provider: "dataforseo", endpoint, timeout_ms: ms },
  });
}

/** No HTTP answer at all (connection refused, reset, DNS): retried here. */
export function networkFailure(endpoint: string, err: unknown): UpstreamFailure {
  const why = err instanceof Error ? err.message : String(err);
  const error = new ApiError("UPSTREAM_ERROR", `DataForSEO ${endpoint} unreachable: ${why}`, {
    details: { provider: "dataforseo", endpoint },
    retryable: true,
  });
  return new UpstreamFailure(error, true);
}
