/**
 * OAuth's own errors (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 7009 §2.2.1, RFC 8707 §2): the
 * authorization server's endpoints answer `{ error, error_description }`, which OAuth clients
 * parse, instead of the REST error envelope.
 */

/** The error codes the endpoints use. */
export const OAUTH_ERROR_CODES = [
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "unsupported_response_type",
  "invalid_scope",
  "invalid_target",
  "access_denied",
  "invalid_client_metadata",
  "invalid_redirect_uri",
  "unsupported_token_type",
  "server_error",
  "temporarily_unavailable",
] as const;
export type OAuthErrorCode = typeof OAUTH_ERROR_CODES[number];

/** An OAuth error with the status it is answered with (400, or 401 for `invalid_client`). */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly status: 400 | 401 | 503 = code === "invalid_client" ? 401 : 400,
  ) {
    super(description);
  }

  /** The JSON body of the error. */
  body(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.code, error_description: this.description };
  }
}
