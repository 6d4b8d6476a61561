/**
 * Where the authorization server lives and what it announces: protected-resource metadata
 * (RFC 9728) for `/mcp`, authorization-server metadata (RFC 8414), and the `WWW-Authenticate`
 * challenge of a 401 on `/mcp` that points at them (the MCP authorization specification).
 */
import { isLoopbackHost } from "../config.ts";
import { CLIENT_AUTH_METHODS, MCP_SCOPE, SCOPES } from "../schemas/oauth.ts";

/** The endpoints, under the server's own origin (the issuer). */
export const OAUTH_PATHS = {
  authorize: "/oauth/authorize",
  token: "/oauth/token",
  register: "/oauth/register",
  revoke: "/oauth/revoke",
  /** RFC 9728 §3.1: the resource's path (`/mcp`) appended to the well-known path. */
  protectedResource: "/.well-known/oauth-protected-resource/mcp",
  /** The same document at the root, where some clients look first. */
  protectedResourceRoot: "/.well-known/oauth-protected-resource",
  authorizationServer: "/.well-known/oauth-authorization-server",
} as const;

/** The canonical URI of the protected resource: the MCP endpoint at `base`. */
export function resourceOf(base: string): string {
  return `${base}/mcp`;
}

/**
 * True when `given` names `resource`: exactly, or with one trailing slash (the MCP authorization
 * specification's canonical URI has none, and clients that add one are accepted). The one rule of
 * the authorization and token endpoints (RFC 8707 §2), so a request accepted at one is not
 * refused at the other.
 */
export function sameResource(given: string, resource: string): boolean {
  return given === resource || given === `${resource}/`;
}

/** RFC 9728 protected-resource metadata of `/mcp`. */
export function protectedResourceMetadata(base: string) {
  return {
    resource: resourceOf(base),
    authorization_servers: [base],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Rankscope MCP",
    resource_documentation: `${base}/docs`,
  };
}

/** RFC 8414 authorization-server metadata; the issuer is the server's origin. */
export function authorizationServerMetadata(base: string) {
  return {
    issuer: base,
    authorization_endpoint: base + OAUTH_PATHS.authorize,
    token_endpoint: base + OAUTH_PATHS.token,
    registration_endpoint: base + OAUTH_PATHS.register,
    revocation_endpoint: base + OAUTH_PATHS.revoke,
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${base}/docs`,
  };
}

/** Quotes a value for an auth-param (RFC 9110 §11.2). */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&").replace(/[\r\n]/g, " ")}"`;
}

/**
 * The challenge of a 401 (or 403) on `/mcp`: Bearer with the metadata URL and the scope (RFC 9728
 * §5.1, RFC 6750 §3), plus `error` when a token was presented and refused.
 */
export function bearerChallenge(
  base: string,
  refused?: { error: "invalid_token" | "insufficient_scope"; description: string },
): string {
  const params = [
    `resource_metadata=${quoted(base + OAUTH_PATHS.protectedResource)}`,
    `scope=${quoted(MCP_SCOPE)}`,
  ];
  if (refused) {
    params.push(`error=${quoted(refused.error)}`);
    params.push(`error_description=${quoted(refused.description)}`);
  }
  return `Bearer ${params.join(", ")}`;
}

/**
 * The start-up warning when the issuer would be read from each request's Host: PUBLIC_BASE_URL is
 * not set and the server listens on a non-loopback address (RFC 8414 §2: the issuer is fixed;
 * RFC 9207 `iss` only protects clients if a Host header cannot choose it). Null when all is well.
 */
export function publicBaseWarning(
  config: { publicBaseUrl: string; hostname: string },
): string | null {
  if (config.publicBaseUrl || isLoopbackHost(config.hostname)) return null;
  return `PUBLIC_BASE_URL is not set and the server listens on ${config.hostname}: the OAuth ` +
    "issuer, the MCP resource and document links are taken from each request's Host header, " +
    "so anyone who can reach the server names them. Set PUBLIC_BASE_URL to the public origin " +
    "(e.g. https://seo.example.com).";
}
