/**
 * The authorization server for `/mcp` (OAuth 2.1 as the MCP authorization specification profiles
 * it): metadata at the well-known paths, client registration, the authorization endpoint with its
 * consent page, the token endpoint and revocation. The endpoints answer OAuth's own error bodies
 * (`lib/oauth/errors.ts`), which OAuth clients read; the work is in `lib/oauth/`.
 */
import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import {
  AUTHORIZATION_PARAMS,
  type AuthorizationRequest,
  readAuthorization,
  redirectWith,
} from "../lib/oauth/authorize.ts";
import { ApprovalRefused, approverOf } from "../lib/oauth/approver.ts";
import {
  authenticateClient,
  findClient,
  presentedClient,
  registerClient,
} from "../lib/oauth/clients.ts";
import { OAuthError } from "../lib/oauth/errors.ts";
import {
  type AddressLimit,
  addressLimit,
  type Budget,
  CONSENT_CHECK_BUDGET,
  REGISTRATION_BUDGET,
} from "../lib/oauth/registration_limit.ts";
import { ApiError } from "../lib/errors.ts";
import { exchangeCode, issueCode, refreshTokens, revokeToken } from "../lib/oauth/grants.ts";
import {
  authorizationServerMetadata,
  OAUTH_PATHS,
  protectedResourceMetadata,
  resourceOf,
} from "../lib/oauth/metadata.ts";
import type { OAuthClient } from "../lib/schemas/oauth.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { clientAddress, publicBase } from "./http.ts";
import {
  AuthorizationErrorPage,
  consentHeaders,
  ConsentPage,
  redirectSource,
} from "./oauth_consent.tsx";
import { own, pageCsp, pageFiles } from "./pages.ts";

type OAuthContext = Context<AppEnv>;

/** Answers an `OAuthError` as OAuth's JSON error; anything else propagates. */
async function oauthJson(c: OAuthContext, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (err.status === 401 && c.req.header("authorization")) {
      headers["www-authenticate"] = 'Basic realm="rankscope-oauth"';
    }
    if (err.status === 503) headers["retry-after"] = "5";
    return c.json(err.body(), err.status, headers);
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text, or `invalid_request` when it is not UTF-8. */
function bodyText(c: OAuthContext): string {
  try {
    return UTF8.decode(c.get("body") ?? new Uint8Array());
  } catch {
    throw new OAuthError("invalid_request", "body: is not valid UTF-8");
  }
}

/** A form body (`application/x-www-form-urlencoded`), each parameter at most once. */
function readForm(c: OAuthContext, once: readonly string[]): URLSearchParams {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new OAuthError(
      "invalid_request",
      `Content-Type: must be application/x-www-form-urlencoded (got ${
        type ? JSON.stringify(type.slice(0, 80)) : "none"
      })`,
    );
  }
  const form = new URLSearchParams(bodyText(c));
  for (const name of once) {
    if (form.getAll(name).length > 1) {
      throw new OAuthError("invalid_request", `${name}: appears more than once`);
    }
  }
  return form;
}

/** The client of a token or revocation request, authenticated. */
async function clientOf(
  services: Services,
  c: OAuthContext,
  form: URLSearchParams,
): Promise<OAuthClient> {
  const presented = presentedClient(c.req.raw.headers, form);
  const client = await findClient(
    services.kv,
    services.web,
    presented.clientId,
    services.now(),
    { address: clientAddress(services, c) },
  );
  authenticateClient(client, presented);
  return client;
}

const TOKEN_PARAMS = [
  "grant_type",
  "code",
  "code_verifier",
  "redirect_uri",
  "resource",
  "refresh_token",
  "scope",
  "client_id",
  "client_secret",
] as const;

/** `POST /oauth/token`: the authorization code and refresh grants. */
async function tokenEndpoint(services: Services, c: OAuthContext): Promise<Response> {
  const form = readForm(c, TOKEN_PARAMS);
  const client = await clientOf(services, c, form);
  const grant = form.get("grant_type");
  const required = (name: string) => {
    const value = form.get(name);
    if (!value) throw new OAuthError("invalid_request", `${name}: is required`);
    return value;
  };
  if (grant !== "authorization_code" && grant !== "refresh_token") {
    throw new OAuthError(
      grant ? "unsupported_grant_type" : "invalid_request",
      grant
        ? `grant_type: "${grant.slice(0, 60)}" is not supported (authorization_code, refresh_token)`
        : "grant_type: is required",
    );
  }
  if (!client.grant_types.includes(grant)) {
    throw new OAuthError("unauthorized_client", `grant_type: the client did not register ${grant}`);
  }
  const now = services.now();
  const tokens = grant === "authorization_code"
    ? await exchangeCode(services.kv, {
      client,
      code: required("code"),
      verifier: required("code_verifier"),
      redirectUri: form.get("redirect_uri"),
      resource: form.get("resource"),
    }, now)
    : await refreshTokens(services.kv, {
      client,
      refreshToken: required("refresh_token"),
      scope: form.get("scope"),
      resource: form.get("resource"),
    }, now);
  return c.json(tokens, 200, { "cache-control": "no-store", pragma: "no-cache" });
}

/** `POST /oauth/revoke` (RFC 7009): revokes the connection of an access or refresh token. */
async function revokeEndpoint(services: Services, c: OAuthContext): Promise<Response> {
  const form = readForm(c, ["token", "token_type_hint", "client_id", "client_secret"]);
  const client = await clientOf(services, c, form);
  const token = form.get("token");
  if (!token) throw new OAuthError("invalid_request", "token: is required");
  await revokeToken(services.kv, client, token, services.now());
  return c.body(null, 200, { "cache-control": "no-store" });
}

/** What a budget's refusal says: who used it up, and when to retry. */
function limitMessage(budget: Budget, scope: "address" | "global", what: string, wait: number) {
  const window = `${budget.windowMs / 60_000} minute${budget.windowMs === 60_000 ? "" : "s"}`;
  const who = scope === "address" ? "This address" : "All addresses together";
  const max = scope === "address" ? budget.perAddress : budget.global;
  return `${who} made ${max} ${what} in the last ${window}; retry in ${wait} s.`;
}

/**
 * `POST /oauth/register` (RFC 7591), within the registration budget of the client's address and
 * of everyone (`REGISTRATION_BUDGET`): 429 with Retry-After beyond it.
 */
async function registerEndpoint(
  services: Services,
  c: OAuthContext,
  limit: AddressLimit,
): Promise<Response> {
  const address = clientAddress(services, c);
  const refusal = limit.refusal(address);
  if (refusal) {
    const { wait, scope } = refusal;
    throw new ApiError(
      "RATE_LIMITED",
      limitMessage(REGISTRATION_BUDGET, scope, "client registrations", wait) +
        " Reuse a registered client, or use a client ID metadata document.",
      { headers: { "Retry-After": String(wait) }, details: { retry_after_seconds: wait } },
    );
  }
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new OAuthError(
      "invalid_client_metadata",
      `Content-Type: must be application/json (got ${
        type ? JSON.stringify(type.slice(0, 80)) : "none"
      })`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText(c));
  } catch (err) {
    if (err instanceof OAuthError) throw err;
    throw new OAuthError(
      "invalid_client_metadata",
      `body: is not JSON (${(err as Error).message})`,
    );
  }
  const info = await registerClient(services.kv, body, services.now());
  limit.count(address);
  return c.json(info, 201, { "cache-control": "no-store", pragma: "no-cache" });
}

/** The request as posted back by the consent form: only the authorization parameters. */
function paramsOf(source: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    AUTHORIZATION_PARAMS.filter((n) => source.has(n)).map((n) => [n, source.get(n)!]),
  );
}

/** The page of a refused authorization request (400, or 503 to retry): never a redirect. */
function errorPage(c: OAuthContext, err: OAuthError): Response {
  const busy = err.status === 503;
  return c.html(
    AuthorizationErrorPage({ error: err.code, description: err.description }) as string,
    busy ? 503 : 400,
    { ...consentHeaders(null), ...(busy ? { "retry-after": "5" } : {}) },
  );
}

/**
 * The consent page (again, with `problem`, after a refused answer: 403; or 429 with Retry-After
 * when `retryAfter` is given: too many refused credentials).
 */
function consentPage(
  services: Services,
  c: OAuthContext,
  request: AuthorizationRequest,
  source: URLSearchParams,
  problem?: string,
  retryAfter?: number,
): Response {
  const adminEnabled = Boolean(services.config.adminToken);
  const headers = consentHeaders(redirectSource(request.redirectUri));
  if (retryAfter) headers["retry-after"] = String(retryAfter);
  return c.html(
    ConsentPage({ request, params: paramsOf(source), problem, adminEnabled }) as string,
    retryAfter ? 429 : problem ? 403 : 200,
    headers,
  );
}

/** A redirect back to the client with `params` and the issuer (RFC 9207). */
function backTo(
  services: Services,
  c: OAuthContext,
  redirectUri: string,
  params: Record<string, string | null>,
  status: 302 | 303,
): Response {
  return c.body(null, status, {
    location: redirectWith(redirectUri, { ...params, iss: publicBase(services, c) }),
    "cache-control": "no-store",
  });
}

/** Reads the request; an error shows the error page (never a redirect: lib/oauth/authorize.ts). */
async function readRequest(
  services: Services,
  c: OAuthContext,
  params: URLSearchParams,
): Promise<AuthorizationRequest | Response> {
  try {
    return await readAuthorization(params, {
      kv: services.kv,
      web: services.web,
      now: services.now(),
      resource: resourceOf(publicBase(services, c)),
      fetch: { address: clientAddress(services, c) },
    });
  } catch (err) {
    if (err instanceof OAuthError) return errorPage(c, err);
    throw err;
  }
}

/** `GET /oauth/authorize`: the consent page of a valid request. */
async function showConsent(services: Services, c: OAuthContext): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const request = await readRequest(services, c, params);
  return request instanceof Response ? request : consentPage(services, c, request, params);
}

/**
 * `POST /oauth/authorize`: the person's answer; an approval sends the client a code, a denial
 * `access_denied`. Refused credentials count against `CONSENT_CHECK_BUDGET` (per address and in
 * all): beyond it the page is shown again with 429 and Retry-After, the credential unchecked.
 */
async function answerConsent(
  services: Services,
  c: OAuthContext,
  checks: AddressLimit,
): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = readForm(c, [...AUTHORIZATION_PARAMS, "credential", "workspace_id", "decision"]);
    checkFormOrigin(c, publicBase(services, c));
  } catch (err) {
    if (err instanceof OAuthError) return errorPage(c, err);
    throw err;
  }
  const request = await readRequest(services, c, form);
  if (request instanceof Response) return request;
  const decision = form.get("decision");
  if (decision === "deny") {
    return backTo(services, c, request.redirectUri, {
      error: "access_denied",
      error_description: "The person declined the connection.",
      state: request.state,
    }, 303);
  }
  if (decision !== "approve") {
    return consentPage(services, c, request, form, "decision: must be approve or deny.");
  }
  const address = clientAddress(services, c);
  const refusal = checks.refusal(address);
  if (refusal) {
    const problem = limitMessage(
      CONSENT_CHECK_BUDGET,
      refusal.scope,
      "refused sign-in attempts",
      refusal.wait,
    );
    return consentPage(services, c, request, form, problem, refusal.wait);
  }
  let approver;
  try {
    approver = await approverOf(
      services.kv,
      services.config,
      form.get("credential") ?? "",
      (form.get("workspace_id") ?? "").trim(),
    );
  } catch (err) {
    if (!(err instanceof ApprovalRefused)) throw err;
    checks.count(address);
    return consentPage(services, c, request, form, err.message);
  }
  const code = await issueCode(services.kv, {
    client_id: request.client.client_id,
    client_name: request.client.client_name ?? request.client.client_id,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    scope: request.scope,
    resource: request.resource,
    ...approver,
  }, services.now());
  return backTo(services, c, request.redirectUri, { code, state: request.state }, 303);
}

/**
 * A form posted from another site's page is refused (the key field makes forgery moot; still).
 * With PUBLIC_BASE_URL only that origin is this server's; without it, the origin asked for.
 */
function checkFormOrigin(c: OAuthContext, base: string): void {
  const origin = c.req.header("origin");
  if (origin === undefined || origin === base) return;
  throw new OAuthError(
    "invalid_request",
    `Origin: the consent form was posted from ${origin.slice(0, 100)}, not from this server`,
  );
}

/** The authorization server's routes. */
export function oauthRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Metadata, registration, token and revocation are read by browser-based clients too.
  const open = cors({ origin: "*", allowHeaders: ["authorization", "content-type"], maxAge: 600 });
  // Without PUBLIC_BASE_URL the documents name the Host asked for: no shared cache may keep one.
  const metadataHeaders: Record<string, string> = services.config.publicBaseUrl
    ? { "cache-control": "public, max-age=300" }
    : { "cache-control": "no-store", vary: "Host" };

  for (const path of [OAUTH_PATHS.protectedResource, OAUTH_PATHS.protectedResourceRoot]) {
    routes.use(path, open);
    routes.get(
      path,
      (c) => c.json(protectedResourceMetadata(publicBase(services, c)), 200, metadataHeaders),
    );
  }
  routes.use(OAUTH_PATHS.authorizationServer, open);
  routes.get(
    OAUTH_PATHS.authorizationServer,
    (c) => c.json(authorizationServerMetadata(publicBase(services, c)), 200, metadataHeaders),
  );

  routes.use(OAUTH_PATHS.register, open);
  const registrations = addressLimit(REGISTRATION_BUDGET);
  routes.post(
    OAUTH_PATHS.register,
    (c) => oauthJson(c, () => registerEndpoint(services, c, registrations)),
  );
  routes.use(OAUTH_PATHS.token, open);
  routes.post(OAUTH_PATHS.token, (c) => oauthJson(c, () => tokenEndpoint(services, c)));
  routes.use(OAUTH_PATHS.revoke, open);
  routes.post(OAUTH_PATHS.revoke, (c) => oauthJson(c, () => revokeEndpoint(services, c)));

  routes.get(OAUTH_PATHS.authorize, (c) => showConsent(services, c));
  const consentChecks = addressLimit(CONSENT_CHECK_BUDGET);
  routes.post(OAUTH_PATHS.authorize, (c) => answerConsent(services, c, consentChecks));
  routes.get(
    "/oauth/static/:file",
    pageFiles(
      { "consent.css": { url: own("consent.css"), type: "text/css; charset=utf-8" } },
      pageCsp(),
    ),
  );
  return routes;
}
