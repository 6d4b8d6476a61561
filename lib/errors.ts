/** Coded API errors: thrown anywhere, rendered once by `renderError` (docs/contract.md#errors). */
import { z } from "zod";

/** Every error code the API answers with, and its HTTP status. */
export const ERROR_STATUS = {
  INVALID_JSON: 400,
  INVALID_PARAMETERS: 400,
  UNAUTHORIZED: 401,
  CREDITS_EXHAUSTED: 402,
  BUDGET_EXCEEDED: 402,
  ORIGIN_NOT_ALLOWED: 403,
  KEY_REVOKED: 403,
  KEY_NOT_ALLOWED_FOR_MCP: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  IDEMPOTENCY_IN_PROGRESS: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_ERROR: 502,
  PROVIDER_NOT_CONFIGURED: 503,
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes whose failure a client may cure by retrying the same request later. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "REQUEST_TIMEOUT",
  "IDEMPOTENCY_IN_PROGRESS",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "UPSTREAM_TIMEOUT",
  "SERVICE_UNAVAILABLE",
]);

/** Options of an `ApiError` beyond its code and message. */
export interface ApiErrorOptions {
  details?: Record<string, unknown>;
  /** Overrides the code's default retryability (e.g. an upstream 5xx vs 4xx). */
  retryable?: boolean;
  /** Extra response headers, such as `Retry-After` or `WWW-Authenticate`. */
  headers?: Record<string, string>;
}

/** The one error type of the service; `renderError` turns it into the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly retryable: boolean;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.retryable = options.retryable ?? RETRYABLE.has(code);
    this.headers = options.headers ?? {};
  }
}

/** Every error code, in the order of the table. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The error envelope (docs/contract.md#the-envelope); OpenAPI and the renderer derive from it. */
export const ErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES).describe("What was refused; the HTTP status follows from it."),
    message: z.string().describe("What was refused and why, naming the field and value."),
    details: z.record(z.string(), z.unknown()).optional()
      .describe("`issues` ({path, message}[]) for INVALID_PARAMETERS, figures for 402s ..."),
    request_id: z.string(),
    retryable: z.boolean().describe("Whether the same request may succeed later."),
  }),
});

/** The error envelope (docs/contract.md#the-envelope). */
export type ErrorBody = z.output<typeof ErrorBodySchema>;

/** Turns any thrown value into an `ApiError`; unknown errors become a bare 500. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return new ApiError("INTERNAL_ERROR", "The server failed to handle this request.");
}

/** Builds the envelope body for an error; never includes a stack trace. */
export function errorBody(err: ApiError, requestId: string): ErrorBody {
  const body: ErrorBody = {
    error: {
      code: err.code,
      message: err.message,
      request_id: requestId,
      retryable: err.retryable,
    },
  };
  if (err.details) body.error.details = err.details;
  return body;
}

/** One validation issue as reported in `details.issues`. */
export interface Issue {
  path: string;
  message: string;
}

/** A 400 `INVALID_PARAMETERS` carrying every issue; the message names the first fields. */
export function invalidParameters(issues: Issue[]): ApiError {
  const shown = issues.slice(0, 3).map((i) => `${i.path || "(body)"}: ${i.message}`).join("; ");
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
  return new ApiError("INVALID_PARAMETERS", `Invalid request parameters: ${shown}${more}`, {
    details: { issues },
  });
}
