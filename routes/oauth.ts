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
  RedirectedError,
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
  REGISTRATION_WINDOW_MS,
  registrationLimit,
  REGISTRATIONS_PER_WINDOW,
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
import { publicBase } from "./http.ts";
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
  const client = await findClient(services.kv, services.web, presented.clientId, services.now());
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

/** The address a request came from (Deno.serve's connection info), or "unknown". */
function remoteAddress(c: OAuthContext): string {
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return info?.remoteAddr?.hostname ?? "unknown";
}

/** `POST /oauth/register` (RFC 7591), at most so many clients per address and window. */
async function registerEndpoint(
  services: Services,
  c: OAuthContext,
  limit: ReturnType<typeof registrationLimit>,
): Promise<Response> {
  const address = remoteAddress(c);
  const wait = limit.wait(address);
  if (wait > 0) {
    throw new ApiError(
      "RATE_LIMITED",
      `This address registered ${REGISTRATIONS_PER_WINDOW} clients in the last ${
        REGISTRATION_WINDOW_MS / 60_000
      } minutes; retry in ${wait} s (or reuse a registered client).`,
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

/** The page of a request that cannot go back to its client (400, or 503 to retry). */
function errorPage(c: OAuthContext, err: OAuthError): Response {
  const busy = err.status === 503;
  return c.html(
    AuthorizationErrorPage({ error: err.code, description: err.description }) as string,
    busy ? 503 : 400,
    { ...consentHeaders(null), ...(busy ? { "retry-after": "5" } : {}) },
  );
}

/** The consent page (again, with `problem`, after a refused answer: 403). */
function consentPage(
  services: Services,
  c: OAuthContext,
  request: AuthorizationRequest,
  source: URLSearchParams,
  problem?: string,
): Response {
  const adminEnabled = Boolean(services.config.adminToken);
  return c.html(
    ConsentPage({ request, params: paramsOf(source), problem, adminEnabled }) as string,
    problem ? 403 : 200,
    consentHeaders(redirectSource(request.redirectUri)),
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

/** Reads the request; an error either shows the page or goes back to the client. */
async function readRequest(
  services: Services,
  c: OAuthContext,
  params: URLSearchParams,
  status: 302 | 303,
): Promise<AuthorizationRequest | Response> {
  try {
    return await readAuthorization(params, {
      kv: services.kv,
      web: services.web,
      now: services.now(),
      resource: resourceOf(publicBase(services, c)),
    });
  } catch (err) {
    if (err instanceof RedirectedError) {
      return backTo(services, c, err.redirectUri, {
        error: err.error.code,
        error_description: err.error.description,
        state: err.state,
      }, status);
    }
    if (err instanceof OAuthError) return errorPage(c, err);
    throw err;
  }
}

/** `GET /oauth/authorize`: the consent page of a valid request. */
async function showConsent(services: Services, c: OAuthContext): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const request = await readRequest(services, c, params, 302);
  return request instanceof Response ? request : consentPage(services, c, request, params);
}

/** `POST /oauth/authorize`: the person's answer; an approval sends the client a code. */
async function answerConsent(services: Services, c: OAuthContext): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = readForm(c, [...AUTHORIZATION_PARAMS, "credential", "workspace_id", "decision"]);
    checkFormOrigin(c, publicBase(services, c));
  } catch (err) {
    if (err instanceof OAuthError) return errorPage(c, err);
    throw err;
  }
  const request = await readRequest(services, c, form, 303);
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
  let approver;
  try {
    approver = await approverOf(
      services.kv,
      services.config,
      form.get("credential") ?? "",
      (form.get("workspace_id") ?? "").trim(),
    );
  } catch (err) {
    if (err instanceof ApprovalRefused) return consentPage(services, c, request, form, err.message);
    throw err;
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

/** A form posted from another site's page is refused (the key field makes forgery moot; still). */
function checkFormOrigin(c: OAuthContext, base: string): void {
  const origin = c.req.header("origin");
  if (origin === undefined || origin === base || origin === new URL(c.req.url).origin) return;
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
  const metadataHeaders = { "cache-control": "public, max-age=300" };

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
  const registrations = registrationLimit();
  routes.post(
    OAUTH_PATHS.register,
    (c) => oauthJson(c, () => registerEndpoint(services, c, registrations)),
  );
  routes.use(OAUTH_PATHS.token, open);
  routes.post(OAUTH_PATHS.token, (c) => oauthJson(c, () => tokenEndpoint(services, c)));
  routes.use(OAUTH_PATHS.revoke, open);
  routes.post(OAUTH_PATHS.revoke, (c) => oauthJson(c, () => revokeEndpoint(services, c)));

  routes.get(OAUTH_PATHS.authorize, (c) => showConsent(services, c));
  routes.post(OAUTH_PATHS.authorize, (c) => answerConsent(services, c));
  routes.get(
    "/oauth/static/:file",
    pageFiles(
      { "consent.css": { url: own("consent.css"), type: "text/css; charset=utf-8" } },
      pageCsp(),
    ),
  );
  return routes;
}
