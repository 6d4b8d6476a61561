/** The Hono application: middleware order and route modules (architecture.md, data flow). */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { authenticate, checkOrigin, presentedKey } from "../lib/auth.ts";
import { ApiError, errorBody, toApiError } from "../lib/errors.ts";
import { rateLimited, rateLimitHeaders } from "../lib/rate_limit.ts";
import type { Services } from "../lib/services.ts";
import { touchKey } from "../lib/store/api_keys.ts";
import { accountRoutes } from "./account.ts";
import { adminRoutes } from "./admin.ts";
import { docsRoutes } from "./docs.ts";
import type { AppEnv } from "./env.ts";
import { attribution } from "./http.ts";
import { type JobRouteOptions, jobRoutes } from "./jobs.ts";
import { mcpRoutes } from "./mcp.ts";
import { operationRoutes } from "./operations.ts";
import { webhookRoutes } from "./webhooks.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Renders any error as the envelope of decisions §2, with its headers. */
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

/** 413 before parsing for bodies over MAX_BODY_BYTES. */
function bodyLimitOf(services: Services) {
  return bodyLimit({
    maxSize: services.config.maxBodyBytes,
    onError: () => {
      throw new ApiError(
        "PAYLOAD_TOO_LARGE",
        `The request body exceeds the limit of ${services.config.maxBodyBytes} bytes.`,
      );
    },
  });
}

/** Builds the whole application over `services`. */
export function createApp(services: Services, options: JobRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID()}`;
    c.set("requestId", id);
    c.header("x-request-id", id);
    await next();
    if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", id);
  });
  app.onError((err, c) => renderError(c, err));
  app.notFound((c) =>
    renderError(c, new ApiError("NOT_FOUND", `There is no route ${c.req.method} ${c.req.path}.`))
  );

  app.route("/", docsRoutes(services));
  app.use("/mcp", bodyLimitOf(services));
  app.route("/", mcpRoutes(services));
  app.route("/admin/v1", adminRoutes(services));
  app.route("/api/v1", apiRoutes(services, options));
  return app;
}

/** Everything under /api/v1: keyed, rate-limited and metered. */
function apiRoutes(services: Services, options: JobRouteOptions): Hono<AppEnv> {
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
  api.use("*", bodyLimitOf(services));

  api.use("*", async (c, next) => {
    const key = presentedKey(c.req.raw.headers, { bearer: false });
    const record = await authenticate(services.kv, key);
    checkOrigin(record, c.req.raw.headers);
    c.set("apiKey", record);
    touchKey(services.kv, key!, record, services.now());

    const bucket = c.req.method === "POST" && workPaths.has(c.req.path) ? "work" : "control";
    const decision = await services.rateLimit(record, bucket);
    const headers = rateLimitHeaders(decision, bucket);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    try {
      if (!decision.allowed) throw rateLimited(decision, bucket, record.plan);
      c.set("projectId", attribution(c.req.raw.headers, "x-project-id"));
      c.set("workflowId", attribution(c.req.raw.headers, "x-workflow-id"));
      await next();
    } catch (err) {
      c.res = renderError(c, err);
    }
    if (!c.res.headers.has("x-credits-charged")) c.res.headers.set("x-credits-charged", "0");
    if (!c.res.headers.has("x-credits-remaining")) {
      const balance = await services.ledger.balance(record.workspace_id);
      c.res.headers.set("x-credits-remaining", String(balance?.remaining ?? 0));
    }
  });

  api.route("/", operationRoutes(services));
  api.route("/", accountRoutes(services));
  api.route("/", jobRoutes(services, options));
  api.route("/", webhookRoutes(services));
  return api;
}
