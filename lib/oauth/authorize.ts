/**
 * The authorization request (RFC 6749 §4.1.1 with PKCE and RFC 8707 resource indicators). Every
 * error of the request is shown to the person on the error page and never sent to the redirect
 * URI on its own: registration is open, so a registered redirect URI proves nothing, and an
 * automatic redirect of errors would make this server an open redirector (RFC 9700 §4.11.2;
 * RFC 6749 §4.1.2.1 asks for the redirect only once the client and redirect URI are valid, which
 * anyone can arrange). The one answer that goes back with an error is `access_denied`, after the
 * person pressed Deny on the consent page (routes/oauth.ts).
 */
import type { WebFetcher } from "../web/fetcher.ts";
import {
  isLoopback,
  MCP_SCOPE,
  type OAuthClient,
  redirectUriProblem,
  SCOPES,
} from "../schemas/oauth.ts";
import { type DocumentFetch, findClient } from "./clients.ts";
import { OAuthError } from "./errors.ts";
import { sameResource } from "./metadata.ts";
import type { Store } from "../store/port.ts";

/** A checked authorization request. */
export interface AuthorizationRequest {
  client: OAuthClient;
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  scope: string;
  resource: string;
}

/** The parameters an authorization request reads; each may appear once (RFC 6749 §3.1). */
export const AUTHORIZATION_PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "code_challenge",
  "code_challenge_method",
  "scope",
  "state",
  "resource",
] as const;

/** `code_challenge` of S256: the base64url SHA-256, 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Reads and checks an authorization request against the client and this server's resource. */
export async function readAuthorization(
  params: URLSearchParams,
  context: {
    kv: Store;
    web: WebFetcher;
    now: Date;
    resource: string;
    /** Who asks, for the fair share of metadata-document fetches. */
    fetch?: DocumentFetch;
  },
): Promise<AuthorizationRequest> {
  for (const name of AUTHORIZATION_PARAMS) {
    if (params.getAll(name).length > 1) {
      throw new OAuthError("invalid_request", `${name}: appears more than once`);
    }
  }
  const clientId = params.get("client_id");
  if (!clientId) throw new OAuthError("invalid_request", "client_id: is required");
  const client = await findClient(context.kv, context.web, clientId, context.now, context.fetch);
  const redirectUri = chooseRedirect(client, params.get("redirect_uri"));
  const state = params.get("state");
  checkRequest(params, context.resource);
  return {
    client,
    redirectUri,
    state,
    codeChallenge: params.get("code_challenge")!,
    scope: chooseScope(client, params.get("scope")),
    resource: context.resource,
  };
}

/** Checks state, response type, PKCE and resource (RFC 6749 §4.1.1, RFC 7636 §4.3, RFC 8707). */
function checkRequest(params: URLSearchParams, serverResource: string): void {
  const state = params.get("state");
  if (state !== null && state.length > 1000) {
    throw new OAuthError("invalid_request", "state: is longer than 1000 characters");
  }
  const responseType = params.get("response_type");
  if (responseType !== "code") {
    throw new OAuthError(
      "unsupported_response_type",
      `response_type: must be "code" (got ${JSON.stringify(responseType)})`,
    );
  }
  const challenge = params.get("code_challenge");
  if (challenge === null || !CHALLENGE.test(challenge)) {
    throw new OAuthError(
      "invalid_request",
      "code_challenge: PKCE is required: the base64url SHA-256 of the verifier (43 characters)",
    );
  }
  const method = params.get("code_challenge_method");
  if (method !== "S256") {
    throw new OAuthError(
      "invalid_request",
      `code_challenge_method: must be "S256" (got ${JSON.stringify(method)})`,
    );
  }
  const resource = params.get("resource") ?? serverResource;
  if (!sameResource(resource, serverResource)) {
    throw new OAuthError(
      "invalid_target",
      `resource: this server's resource is ${serverResource} (got ${resource.slice(0, 200)})`,
    );
  }
}

/**
 * The redirect URI: the one asked for when it is registered (a loopback one on any port,
 * RFC 8252 §7.3), or the only registered one when none is asked for. The asked URI passes the
 * same rule as registration (`redirectUriProblem`): no credentials, no fragment.
 */
function chooseRedirect(client: OAuthClient, asked: string | null): string {
  if (asked === null && client.redirect_uris.length !== 1) {
    throw new OAuthError(
      "invalid_request",
      "redirect_uri: is required when the client registered more than one",
    );
  }
  const chosen = asked ?? client.redirect_uris[0];
  // Also a client stored before the rule was tightened (an OS-handler scheme) is refused.
  const problem = redirectUriProblem(chosen);
  if (problem) throw new OAuthError("invalid_request", `redirect_uri: ${problem}`);
  if (client.redirect_uris.includes(chosen) || loopbackMatch(chosen, client.redirect_uris)) {
    return chosen;
  }
  throw new OAuthError(
    "invalid_request",
    `redirect_uri: "${chosen.slice(0, 200)}" is not one the client registered`,
  );
}

function loopbackMatch(asked: string, registered: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(asked);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" || !isLoopback(url)) return false;
  return registered.some((r) => {
    const reg = new URL(r);
    return reg.protocol === url.protocol && reg.hostname === url.hostname &&
      reg.pathname === url.pathname && reg.search === url.search;
  });
}

/**
 * The scope granted: the asked scopes this server has (and the client registered), ignoring the
 * others (`openid`, `offline_access` ... are common asks; RFC 6749 §3.3 lets the server grant
 * less, and the token answer names what was granted); `mcp` when none is left.
 */
function chooseScope(client: OAuthClient, asked: string | null): string {
  const registered = client.scope ? new Set(client.scope.split(" ")) : null;
  const granted = (asked ?? "").split(" ").filter((s) =>
    (SCOPES as readonly string[]).includes(s) && (registered === null || registered.has(s))
  );
  return granted.length ? [...new Set(granted)].join(" ") : MCP_SCOPE;
}

/** `redirectUri` with `params` added to its query (RFC 6749 §4.1.2). */
export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
