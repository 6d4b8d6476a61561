/**
 * The Hono application: middleware order and route modules
 * (docs/architecture.md#a-request-end-to-end).
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { methodNotAllowed } from "hono/method-not-allowed";
import { ApiError, errorBody, invalidParameters, toApiError } from "../lib/errors.ts";
import type { Services } from "../lib/services.ts";
import { adminRoutes } from "./admin.ts";
import { docsRoutes } from "./docs.ts";
import { referenceRoutes } from "./reference.ts";
import { consoleRoutes } from "./console.tsx";
import type { AppEnv } from "./env.ts";
import { clientAddress } from "./http.ts";
import {
  bodyGuard,
  byAddress,
  byAdminToken,
  byCaller,
  keyedSlots,
  keylessSlots,
} from "./middleware/body.ts";
import { apiKey } from "./middleware/api_key.ts";
import { attribution } from "./middleware/attribution.ts";
import { creditHeaders } from "./middleware/credit_headers.ts";
import { rateLimit } from "./middleware/rate_limit.ts";
import { requestLog } from "./middleware/request_log.ts";
import { controlRoutes } from "./control.ts";
import type { ControlRouteOptions } from "../lib/control/define.ts";
import { mcpRoutes } from "./mcp.ts";
import { oauthRoutes } from "./oauth.ts";
import { operationRoutes } from "./operations.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Renders any error as the envelope (docs/contract.md#the-envelope), with its headers. */
export function renderError(c: Context<AppEnv>, err: unknown): Response {
  const apiError = toApiError(err);
  if (apiError.status >= 500 && !(err instanceof ApiError)) {
    console.error(`[${c.get("requestId")}] ${c.req.method} ${c.req.path}:`, err);
  }
  const requestId = c.get("requestId") ?? crypto.randomUUID();
  const res = c.json(errorBody(apiError, requestId), apiError.status as 400);
  for (const [name, value] of Object.entries(apiError.headers)) res.headers.set(name, value);
  return res;
}

/** Builds the whole application over `services`. */
export function createApp(services: Services, options: ControlRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
    c.set("requestId", id);
    c.header("x-request-id", id);
    await next();
    if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", id);
  });
  if (services.config.logRequests) app.use("*", requestLog());
  app.use(
    "*",
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        renderError(
          c,
          new ApiError(
            "METHOD_NOT_ALLOWED",
            `${c.req.path} accepts ${methods.join(", ")} only (got ${c.req.method}).`,
            { headers: { Allow: methods.join(", ") } },
          ),
        ),
    }),
  );
  app.onError((err, c) => renderError(c, err));
  app.notFound((c) =>
    renderError(c, new ApiError("NOT_FOUND", `There is no route ${c.req.method} ${c.req.path}.`))
  );

  // Two pools of body slots (routes/middleware/body.ts): the keyed routes' (per caller, after the
  // credential check) and the OAuth routes' (per address, before the caller is known). A keyless
  // upload never holds a slot a keyed request needs.
  const config = services.config;
  const keyed = keyedSlots(config);
  const callerBodies = bodyGuard(config, keyed, byCaller);
  const adminBodies = bodyGuard(config, keyed, byAdminToken);
  const addressBodies = bodyGuard(
    config,
    keylessSlots(config),
    byAddress((c) => clientAddress(services, c)),
  );
  app.use("*", boundedPath());
  app.route("/", docsRoutes(services));
  app.route("/", referenceRoutes());
  app.route("/", consoleRoutes());
  // Keyed routes check the credential before a body is read (mcp, admin, api); the OAuth routes
  // take no key, so their bodies come from a per-address share of their own.
  app.use("/oauth/*", addressBodies);
  app.route("/", oauthRoutes(services));
  app.route("/", mcpRoutes(services, callerBodies));
  app.route("/admin/v1", adminRoutes(services, adminBodies));
  app.route("/api/v1", apiRoutes(services, options, callerBodies));
  return app;
}

/** The longest path segment accepted: ids, names and paths here are far shorter. */
export const MAX_PATH_SEGMENT = 256;

/**
 * Refuses a path with an overlong segment (an id of thousands of characters) with 400 naming it,
 * before it reaches a route or becomes a store key too large to look up.
 */
function boundedPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const long = c.req.path.split("/").find((s) => s.length > MAX_PATH_SEGMENT);
    if (long !== undefined) {
      throw invalidParameters([{
        path: "path",
        message: `a path segment of ${long.length} characters is longer than ${MAX_PATH_SEGMENT}`,
      }]);
    }
    await next();
  };
}

/** Everything under /api/v1: keyed, rate-limited and metered. */
function apiRoutes(
  services: Services,
  options: ControlRouteOptions,
  bodies: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const workPaths = new Set(services.operations.map((op) => `/api/v1${op.path}`));

  // Browser callers use domain-restricted keys; the key, not a cookie, is the credential.
  // Server-side callers send no Origin and skip the CORS work.
  const corsHeaders = cors({
    origin: (origin) => origin,
    allowHeaders: [
      "x-api-key",
      "content-type",
      "idempotency-key",
      "x-project-id",
      "x-workflow-id",
      "last-event-id",
      "x-request-id",
    ],
    exposeHeaders: [
      "x-request-id",
      "x-credits-charged",
      "x-credits-remaining",
      "x-job-id",
      "Location",
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
      "RateLimit-Policy",
      "Retry-After",
    ],
    maxAge: 600,
  });
  api.use("*", (c, next) => c.req.header("origin") ? corsHeaders(c, next) : next());

  // The request edge, shared with /mcp: balance headers, key, body, rate limit, attribution.
  api.use("*", creditHeaders(services));
  api.use("*", apiKey(services, "rest"));
  api.use("*", bodies);
  api.use(
    "*",
    rateLimit(
      services,
      (c) => c.req.method === "POST" && workPaths.has(c.req.path) ? "work" : "control",
    ),
  );
  api.use("*", attribution());

  api.route("/", operationRoutes(services));
  // Every other route under /api/v1 (usage, status, pricing, projects, connections, keys, jobs,
  // the free lookups, webhooks): the control registry.
  api.route("/", controlRoutes(services, options));
  return api;
}
