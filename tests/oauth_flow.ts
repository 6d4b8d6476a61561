/**
 * OAuth test helpers: the person at the consent page (opens the authorization URL, pastes a
 * credential, presses a button) and an `oauth4webapi` client over the app in process.
 */
import assert from "node:assert/strict";
import * as oauth from "oauth4webapi";
import type { Harness } from "./helpers.ts";

/** The origin the in-process app is addressed at. */
export const BASE = "http://localhost";
export const RESOURCE = `${BASE}/mcp`;

/** oauth4webapi's options for the in-process app over plain http. */
export function viaApp(h: Harness) {
  return {
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: async (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      await h.app.request(url, init as RequestInit),
  } as const;
}

/** The hidden fields of the consent page's form (the authorization request as received). */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[m[1]] = m[2].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  }
  return fields;
}

/** What the person does at the consent page. */
export interface Decision {
  credential?: string;
  workspace_id?: string;
  decision?: "approve" | "deny";
  origin?: string;
}

/** How a test reaches the server: the app in process, or `fetch` over a socket. */
export type Send = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Opens `authorizeUrl` (it must show the consent page), then posts the person's answer to the
 * same server; returns the answer to the post (a redirect back to the client, or the page again).
 */
export async function answerConsent(
  send: Send,
  authorizeUrl: string | URL,
  decision: Decision & { credential: string },
): Promise<Response> {
  const url = new URL(authorizeUrl);
  const page = await send(url.href);
  const html = await page.text();
  assert.equal(page.status, 200, `the consent page opens: ${html.slice(0, 300)}`);
  const form = new URLSearchParams({
    ...formFields(html),
    credential: decision.credential,
    decision: decision.decision ?? "approve",
    ...(decision.workspace_id ? { workspace_id: decision.workspace_id } : {}),
  });
  return await send(`${url.origin}/oauth/authorize`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: decision.origin ?? url.origin,
    },
    body: form.toString(),
    redirect: "manual",
  });
}

/** The consent page of the in-process app, answered (by default with the harness key). */
export function consent(
  h: Harness,
  authorizeUrl: string | URL,
  decision: Decision,
): Promise<Response> {
  const send: Send = async (url, init) => await h.app.request(url, init);
  return answerConsent(send, authorizeUrl, {
    ...decision,
    credential: decision.credential ?? h.key,
  });
}

/** The redirect a consent answer sent the browser to. */
export function redirectedTo(res: Response): URL {
  assert.ok([302, 303].includes(res.status), `a redirect (got ${res.status})`);
  return new URL(res.headers.get("location")!);
}

/** A registered public client and an authorization server description, ready for a flow. */
export interface Flow {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  redirectUri: string;
}

/** Discovers the server from a 401 on /mcp and registers a client (public unless `secret`). */
export async function discoverAndRegister(
  h: Harness,
  options: { method?: "none" | "client_secret_post" | "client_secret_basic" } = {},
): Promise<Flow> {
  const opts = viaApp(h);
  // An MCP request without a usable credential: 401, whose challenge oauth4webapi parses.
  const challenges = await oauth.protectedResourceRequest(
    "none",
    "POST",
    new URL(RESOURCE),
    new Headers({ "content-type": "application/json" }),
    "{}",
    opts,
  ).then(() => null, (err) => err instanceof oauth.WWWAuthenticateChallengeError ? err.cause : err);
  assert.ok(Array.isArray(challenges), `a 401 with a challenge (got ${challenges})`);
  assert.equal(challenges[0].scheme, "bearer");
  assert.equal(
    challenges[0].parameters.resource_metadata,
    `${BASE}/.well-known/oauth-protected-resource/mcp`,
  );
  assert.equal(challenges[0].parameters.scope, "mcp");

  const prm = await oauth.processResourceDiscoveryResponse(
    new URL(RESOURCE),
    await oauth.resourceDiscoveryRequest(new URL(RESOURCE), opts),
  );
  assert.deepEqual(prm.authorization_servers, [BASE]);
  const issuer = new URL(prm.authorization_servers![0]);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...opts, algorithm: "oauth2" }),
  );
  const redirectUri = "http://127.0.0.1:7777/callback";
  const method = options.method ?? "none";
  const registered = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(as, {
      redirect_uris: [redirectUri],
      client_name: "Test Agent",
      token_endpoint_auth_method: method,
      grant_types: ["authorization_code", "refresh_token"],
    }, opts),
  );
  const client: oauth.Client = {
    client_id: registered.client_id,
    token_endpoint_auth_method: method,
  };
  const secret = registered.client_secret as string | undefined;
  const auth = method === "none"
    ? oauth.None()
    : method === "client_secret_post"
    ? oauth.ClientSecretPost(secret!)
    : oauth.ClientSecretBasic(secret!);
  return { as, client, auth, redirectUri };
}

/** An authorization request's URL with a fresh PKCE pair; `params` override or (null) drop. */
export async function authorizationUrl(
  flow: Flow,
  params: Record<string, string | null> = {},
): Promise<{ url: URL; verifier: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(flow.as.authorization_endpoint!);
  const all: Record<string, string | null> = {
    client_id: flow.client.client_id,
    redirect_uri: flow.redirectUri,
    response_type: "code",
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    scope: "mcp",
    resource: RESOURCE,
    ...params,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return { url, verifier };
}

/** One authorization (the person approves) and the code it returns, with its verifier. */
export async function authorize(
  h: Harness,
  flow: Flow,
  options: { decision?: Decision; resource?: string; state?: string } = {},
) {
  const state = options.state ?? oauth.generateRandomState();
  const { url, verifier } = await authorizationUrl(flow, {
    state,
    ...(options.resource ? { resource: options.resource } : {}),
  });
  const answer = await consent(h, url, options.decision ?? {});
  const back = redirectedTo(answer);
  const params = oauth.validateAuthResponse(flow.as, flow.client, back, state);
  return { params, verifier, back };
}

/** The token request of a code (its raw answer, for tests of refusals). */
export function codeTokenRequest(
  h: Harness,
  flow: Flow,
  params: URLSearchParams,
  verifier: string,
  resource = RESOURCE,
): Promise<Response> {
  return oauth.authorizationCodeGrantRequest(
    flow.as,
    flow.client,
    flow.auth,
    params,
    flow.redirectUri,
    verifier,
    { ...viaApp(h), additionalParameters: { resource } },
  );
}

/** Redeems a code at the token endpoint. */
export async function redeem(
  h: Harness,
  flow: Flow,
  params: URLSearchParams,
  verifier: string,
  resource = RESOURCE,
) {
  return await oauth.processAuthorizationCodeResponse(
    flow.as,
    flow.client,
    await codeTokenRequest(h, flow, params, verifier, resource),
  );
}

/** The whole flow: discovery, registration, consent and tokens. */
export async function connectClient(h: Harness, decision: Decision = {}) {
  const flow = await discoverAndRegister(h);
  const { params, verifier } = await authorize(h, flow, { decision });
  const tokens = await redeem(h, flow, params, verifier);
  return { flow, tokens };
}
