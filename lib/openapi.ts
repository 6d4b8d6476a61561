/** The OpenAPI 3.1 document, derived from the registry by one loop (architecture.md). */
import { stringify } from "yaml";
import { z } from "zod";
import { describeCost, type Operation } from "./operations/define.ts";
import { JobListQuery, UsageQuery } from "./queries.ts";
import { WEBHOOK_EVENTS } from "./store/webhooks.ts";
import { DeliveryQuery, EndpointChange, NewEndpoint } from "./webhooks/schemas.ts";

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("Error") } },
});

const ERROR_CODES = [
  "INVALID_JSON",
  "INVALID_PARAMETERS",
  "UNAUTHORIZED",
  "CREDITS_EXHAUSTED",
  "BUDGET_EXCEEDED",
  "ORIGIN_NOT_ALLOWED",
  "KEY_REVOKED",
  "KEY_NOT_ALLOWED_FOR_MCP",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "IDEMPOTENCY_IN_PROGRESS",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "IDEMPOTENCY_KEY_REUSED",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "NOT_IMPLEMENTED",
  "UPSTREAM_ERROR",
  "PROVIDER_NOT_CONFIGURED",
  "UPSTREAM_TIMEOUT",
];

const COMMON_RESPONSES = {
  BadRequest: errorResponse(
    "`INVALID_JSON` or `INVALID_PARAMETERS` (details.issues names each field).",
  ),
  Unauthorized: errorResponse("Missing, malformed or unknown API key (`UNAUTHORIZED`)."),
  PaymentRequired: errorResponse("`CREDITS_EXHAUSTED` or `BUDGET_EXCEEDED`."),
  Forbidden: errorResponse("`ORIGIN_NOT_ALLOWED` or `KEY_REVOKED`."),
  NotFound: errorResponse("`NOT_FOUND`."),
  PayloadTooLarge: errorResponse("Body larger than MAX_BODY_BYTES (`PAYLOAD_TOO_LARGE`)."),
  UnsupportedMediaType: errorResponse("POST without a JSON content type."),
  RateLimited: errorResponse("`RATE_LIMITED`; see Retry-After."),
  NotImplemented: errorResponse("Registered but not built yet (`NOT_IMPLEMENTED`); never charged."),
};

const SCHEMAS: Json = {
  Error: {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["code", "message", "request_id", "retryable"],
        properties: {
          code: { type: "string", enum: ERROR_CODES },
          message: { type: "string" },
          details: { type: "object", additionalProperties: true },
          request_id: { type: "string" },
          retryable: { type: "boolean" },
        },
      },
    },
  },
  AgentWorkflow: {
    type: "object",
    required: [
      "decision",
      "confidence",
      "summary",
      "recommended_actions",
      "evidence",
      "limitations",
      "next_calls",
    ],
    properties: {
      decision: { type: "string" },
      confidence: { type: "number", minimum: 0, maximum: 1 },
      summary: { type: "string" },
      recommended_actions: {
        type: "array",
        items: {
          type: "object",
          required: ["action", "priority", "reason"],
          properties: {
            action: { type: "string" },
            priority: { type: "string", enum: ["high", "medium", "low"] },
            reason: { type: "string" },
            target: { type: "string" },
          },
        },
      },
      evidence: {
        type: "array",
        items: {
          type: "object",
          required: ["claim", "value", "source"],
          properties: {
            claim: { type: "string" },
            value: { type: ["string", "number", "boolean", "null"] },
            source: { type: "string" },
          },
        },
      },
      limitations: { type: "array", items: { type: "string" } },
      next_calls: {
        type: "array",
        items: {
          type: "object",
          required: ["endpoint", "reason", "body"],
          properties: {
            endpoint: { type: "string" },
            reason: { type: "string" },
            body: { type: "object", additionalProperties: true },
          },
        },
      },
    },
  },
  ResultMeta: {
    type: "object",
    required: ["operation", "provider", "generated_at", "credits_charged", "request_id"],
    properties: {
      operation: { type: "string" },
      provider: { type: "string", enum: ["dataforseo", "sandbox", "none"] },
      location: { type: ["string", "integer", "null"] },
      language: { type: ["string", "null"] },
      generated_at: { type: "string", format: "date-time" },
      credits_charged: { type: "integer" },
      request_id: { type: "string" },
      project_id: { type: ["string", "null"] },
      workflow_id: { type: ["string", "null"] },
    },
  },
  AnalysisResult: {
    type: "object",
    required: ["meta"],
    properties: {
      agent_workflow: ref("AgentWorkflow"),
      markdown_summary: { type: "string" },
      meta: ref("ResultMeta"),
    },
    additionalProperties: true,
  },
  JobEnvelope: {
    type: "object",
    required: [
      "job_id",
      "status",
      "operation",
      "poll_url",
      "events_url",
      "retry_after_seconds",
      "credits_charged",
    ],
    properties: {
      job_id: { type: "string" },
      status: { type: "string", enum: ["queued", "running"] },
      operation: { type: "string" },
      poll_url: { type: "string" },
      events_url: { type: "string" },
      retry_after_seconds: { type: "integer" },
      credits_charged: { type: "integer" },
    },
  },
  Job: {
    type: "object",
    required: [
      "job_id",
      "operation",
      "status",
      "phase",
      "progress",
      "attempts",
      "max_attempts",
      "created_at",
      "result",
      "error",
      "credits_charged",
    ],
    properties: {
      job_id: { type: "string" },
      operation: { type: "string" },
      status: { type: "string", enum: ["queued", "running", "completed", "failed"] },
      phase: { type: "string" },
      progress: {
        type: "object",
        properties: {
          percent: { type: "integer", minimum: 0, maximum: 100 },
          message: { type: "string" },
        },
      },
      attempts: { type: "integer" },
      max_attempts: { type: "integer" },
      created_at: { type: "string", format: "date-time" },
      started_at: { type: ["string", "null"], format: "date-time" },
      finished_at: { type: ["string", "null"], format: "date-time" },
      result: { oneOf: [ref("AnalysisResult"), { type: "null" }] },
      error: {
        oneOf: [{
          type: "object",
          required: ["code", "message", "retryable"],
          properties: {
            code: { type: "string" },
            message: { type: "string" },
            retryable: { type: "boolean" },
          },
        }, { type: "null" }],
      },
      credits_charged: { type: "integer" },
      project_id: { type: ["string", "null"] },
      workflow_id: { type: ["string", "null"] },
      request_id: { type: "string" },
    },
  },
  JobList: {
    type: "object",
    required: ["jobs", "next_cursor"],
    properties: {
      jobs: { type: "array", items: ref("Job") },
      next_cursor: { type: ["string", "null"] },
    },
  },
  DryRun: {
    type: "object",
    required: ["operation", "credits_required", "credits_remaining"],
    properties: {
      operation: { type: "string" },
      credits_required: { type: "integer" },
      credits_remaining: { type: "integer" },
    },
  },
  Usage: {
    type: "object",
    required: [
      "workspace_id",
      "credits_remaining",
      "credits_used",
      "by_project",
      "by_workflow",
      "by_operation",
    ],
    properties: {
      workspace_id: { type: "string" },
      credits_remaining: { type: "integer" },
      credits_used: { type: "integer" },
      by_project: { type: "object", additionalProperties: { type: "integer" } },
      by_workflow: { type: "object", additionalProperties: { type: "integer" } },
      by_operation: { type: "object", additionalProperties: { type: "integer" } },
      from: { type: ["string", "null"], format: "date" },
      to: { type: ["string", "null"], format: "date" },
    },
  },
  WebhookEndpoint: {
    type: "object",
    required: ["id", "url", "events", "description", "is_active", "created_at"],
    properties: {
      id: { type: "string" },
      url: { type: "string" },
      events: { type: "array", items: { type: "string", enum: [...WEBHOOK_EVENTS] } },
      description: { type: ["string", "null"] },
      is_active: { type: "boolean" },
      created_at: { type: "string", format: "date-time" },
      updated_at: { type: "string", format: "date-time" },
      secret: {
        type: "string",
        description: "`whsec_...`: returned once, in the answer to the create request.",
      },
    },
  },
  WebhookDelivery: {
    type: "object",
    required: ["id", "endpoint_id", "event_type", "status", "attempts", "created_at"],
    properties: {
      id: { type: "string", description: "Also the `webhook-id` header of every attempt." },
      endpoint_id: { type: "string" },
      event_id: { type: "string" },
      event_type: { type: "string", enum: [...WEBHOOK_EVENTS] },
      project_id: { type: ["string", "null"] },
      job_id: { type: ["string", "null"] },
      status: { type: "string", enum: ["pending", "delivered", "failed"] },
      attempts: { type: "integer" },
      next_attempt_at: { type: ["string", "null"], format: "date-time" },
      last_response_code: { type: ["integer", "null"] },
      last_failure_reason: { type: ["string", "null"] },
      created_at: { type: "string", format: "date-time" },
      delivered_at: { type: ["string", "null"], format: "date-time" },
      attempt_log: {
        type: "array",
        items: {
          type: "object",
          properties: {
            attempt: { type: "integer" },
            at: { type: "string", format: "date-time" },
            response_code: { type: ["integer", "null"] },
            failure_reason: { type: ["string", "null"] },
            duration_ms: { type: "integer" },
          },
        },
      },
    },
  },
};

const PARAMETERS = {
  Sync: {
    name: "sync",
    in: "query",
    description:
      "Run inline for up to SYNC_WINDOW_MS and answer 200 with the result; otherwise 202 with a job.",
    schema: { type: "boolean", default: false },
  },
  DryRun: {
    name: "dry_run",
    in: "query",
    description: "Validate and return the credit cost without charging or running.",
    schema: { type: "boolean", default: false },
  },
  ProjectId: {
    name: "x-project-id",
    in: "header",
    description: "Project attribution, carried into usage and jobs.",
    schema: { type: "string", maxLength: 128 },
  },
  WorkflowId: {
    name: "x-workflow-id",
    in: "header",
    description: "Workflow or run attribution.",
    schema: { type: "string", maxLength: 128 },
  },
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    description: "Same key and body within 24 h returns the first answer without a second charge.",
    schema: { type: "string", maxLength: 255 },
  },
  Id: { name: "id", in: "path", required: true, schema: { type: "string" } },
};

const pref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const resp = (name: string) => ({ $ref: `#/components/responses/${name}` });
const errors = {
  "400": resp("BadRequest"),
  "401": resp("Unauthorized"),
  "403": resp("Forbidden"),
  "429": resp("RateLimited"),
};

/** The JSON Schema (2020-12) of a zod request schema, as the client sends it. */
export function schemaOf(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  return out;
}

/** The JSON Schema (2020-12) of a zod result schema, as the server sends it. */
export function outputSchemaOf(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { io: "output", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  return out;
}

/** Query parameters from a zod object schema. */
function queryParameters(schema: z.ZodObject): Json[] {
  const json = schemaOf(schema) as { properties: Record<string, Json> };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    schema: property,
  }));
}

/** The JSON Schema (2020-12) of an operation's request body, with its one-of rule. */
export function requestSchema(op: Operation): Json {
  const schema = schemaOf(op.input);
  if (op.requireOneOf.length > 0) schema.anyOf = op.requireOneOf.map((f) => ({ required: [f] }));
  return schema;
}

function operationPath(op: Operation): Json {
  const cost = describeCost(op.cost);
  return {
    post: {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      description: `${op.description}\n\nCost: ${cost}.${
        op.provider ? " Calls the configured data provider." : " No paid provider call."
      }${op.mode === "sync" ? " Always answers synchronously." : ""}${
        op.run ? "" : " Not built yet: answers 501 NOT_IMPLEMENTED."
      }`,
      "x-credits": op.cost,
      "x-credits-rule": cost,
      "x-provider": op.provider,
      "x-mcp-tool": op.id,
      parameters: [
        ...(op.mode === "sync" ? [] : [pref("Sync")]),
        pref("DryRun"),
        pref("ProjectId"),
        pref("WorkflowId"),
        pref("IdempotencyKey"),
      ],
      requestBody: {
        required: true,
        content: { "application/json": { schema: requestSchema(op), example: op.example } },
      },
      responses: {
        "200": {
          description:
            "The result (with `sync=true`, or always for synchronous operations; `x-job-id` names its job), or with `dry_run=true` the credit quote.",
          content: {
            "application/json": { schema: { oneOf: [ref("AnalysisResult"), ref("DryRun")] } },
          },
        },
        ...(op.mode === "sync" ? {} : {
          "202": {
            description: "Queued: poll `poll_url` or stream `events_url`.",
            content: { "application/json": { schema: ref("JobEnvelope") } },
          },
        }),
        ...errors,
        "402": resp("PaymentRequired"),
        "413": resp("PayloadTooLarge"),
        "415": resp("UnsupportedMediaType"),
        "501": resp("NotImplemented"),
      },
    },
  };
}

function jsonOk(description: string, schema: Json = { type: "object" }) {
  return { description, content: { "application/json": { schema } } };
}

/** Paths that are not analysis operations: account, jobs and webhooks. */
function controlPaths(): Json {
  const tag = (t: string) => [t];
  return {
    "/usage": {
      get: {
        operationId: "usage",
        tags: tag("account"),
        summary: "Credit balance and usage by project, workflow and operation",
        parameters: queryParameters(UsageQuery),
        responses: { "200": jsonOk("Usage.", ref("Usage")), ...errors },
      },
    },
    "/pricing": {
      get: {
        operationId: "pricing",
        tags: tag("account"),
        summary: "The credit table, derived from the operation registry",
        responses: { "200": jsonOk("Every operation's cost."), ...errors },
      },
    },
    "/jobs": {
      get: {
        operationId: "jobs_list",
        tags: tag("jobs"),
        summary: "Recent jobs of the workspace, newest first",
        parameters: queryParameters(JobListQuery),
        responses: { "200": jsonOk("Jobs, newest first.", ref("JobList")), ...errors },
      },
    },
    "/jobs/{id}": {
      get: {
        operationId: "job_status",
        tags: tag("jobs"),
        summary: "Public progress, attempts, result, error and attribution of a job",
        parameters: [pref("Id")],
        responses: {
          "200": jsonOk("The job record, with its result once completed.", ref("Job")),
          ...errors,
          "404": resp("NotFound"),
        },
      },
    },
    "/jobs/{id}/events": {
      get: {
        operationId: "job_events",
        tags: tag("jobs"),
        summary: "Server-sent events: job.open, job.status, job.done, job.failed",
        description:
          "`job.open` (the current record, without an id), then `job.status` on each change of status, phase or progress, then `job.done` (with `result`) or `job.failed` (with `error`); logged events carry `id:` = the job's event sequence number, and the stream closes after the terminal event. Send `Last-Event-ID` (or `?last_event_id=`) to resume after an event. `retry: 2000`; a `: keep-alive` comment every 15 s.",
        parameters: [
          pref("Id"),
          { name: "Last-Event-ID", in: "header", schema: { type: "string", pattern: "^[0-9]+$" } },
          { name: "last_event_id", in: "query", schema: { type: "string", pattern: "^[0-9]+$" } },
        ],
        responses: {
          "200": {
            description: "An event stream.",
            content: { "text/event-stream": { schema: { type: "string" } } },
          },
          ...errors,
          "404": resp("NotFound"),
        },
      },
    },
    "/webhooks/endpoints": {
      get: {
        operationId: "webhook_endpoints_list",
        tags: tag("webhooks"),
        summary: "List webhook endpoints of the workspace",
        responses: {
          "200": jsonOk("Endpoints (without secrets).", {
            type: "object",
            properties: { endpoints: { type: "array", items: ref("WebhookEndpoint") } },
          }),
          ...errors,
        },
      },
      post: {
        operationId: "webhook_endpoints_create",
        tags: tag("webhooks"),
        summary: "Create a signed endpoint; the signing secret is returned once",
        description:
          "Deliveries are signed per Standard Webhooks v1: headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret. Payload `{ type, timestamp, data }`. Failed attempts are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`.",
        requestBody: {
          required: true,
          content: { "application/json": { schema: schemaOf(NewEndpoint) } },
        },
        responses: {
          "201": jsonOk("The endpoint with its `secret`.", ref("WebhookEndpoint")),
          ...errors,
        },
      },
    },
    "/webhooks/endpoints/{id}": {
      patch: {
        operationId: "webhook_endpoints_update",
        tags: tag("webhooks"),
        summary: "Update an endpoint; is_active=false pauses deliveries",
        parameters: [pref("Id")],
        requestBody: {
          required: true,
          content: { "application/json": { schema: schemaOf(EndpointChange) } },
        },
        responses: {
          "200": jsonOk("The endpoint.", ref("WebhookEndpoint")),
          ...errors,
          "404": resp("NotFound"),
        },
      },
      delete: {
        operationId: "webhook_endpoints_delete",
        tags: tag("webhooks"),
        summary: "Delete an endpoint; delivery history is kept",
        parameters: [pref("Id")],
        responses: { "200": jsonOk("Deleted."), ...errors, "404": resp("NotFound") },
      },
    },
    "/webhooks/deliveries": {
      get: {
        operationId: "webhook_deliveries_list",
        tags: tag("webhooks"),
        summary: "Recent deliveries with response codes and failure reasons, newest first",
        parameters: queryParameters(DeliveryQuery),
        responses: {
          "200": jsonOk("Deliveries.", {
            type: "object",
            properties: {
              deliveries: { type: "array", items: ref("WebhookDelivery") },
              next_cursor: { type: ["string", "null"] },
            },
          }),
          ...errors,
        },
      },
    },
    "/webhooks/deliveries/{id}": {
      get: {
        operationId: "webhook_delivery",
        tags: tag("webhooks"),
        summary: "One delivery with its attempt log",
        parameters: [pref("Id")],
        responses: {
          "200": jsonOk("The delivery.", ref("WebhookDelivery")),
          ...errors,
          "404": resp("NotFound"),
        },
      },
    },
    "/webhooks/deliveries/{id}/retry": {
      post: {
        operationId: "webhook_deliveries_retry",
        tags: tag("webhooks"),
        summary:
          "Retry a failed delivery now (same payload, new attempt) without re-running the job",
        parameters: [pref("Id")],
        responses: {
          "202": jsonOk("The delivery, pending again.", ref("WebhookDelivery")),
          ...errors,
          "404": resp("NotFound"),
          "409": errorResponse(
            "`CONFLICT`: the delivery is not failed, or its endpoint is paused or deleted.",
          ),
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the REST interface. */
export function openApiDocument(operations: readonly Operation[]): Json {
  const paths: Json = {};
  for (const op of operations) paths[op.path] = operationPath(op);
  Object.assign(paths, controlPaths());
  return {
    openapi: "3.1.0",
    info: {
      title: "Rankscope API",
      version: "1.0.0",
      description:
        "Self-hostable SEO analysis: backlinks, content and page quality, keywords and competitors, search and extraction. Every analysis also serves as a tool of the hosted MCP endpoint at /mcp. Costs are in credits (see x-credits and GET /pricing).",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/api/v1" }],
    security: [{ ApiKey: [] }],
    tags: [
      { name: "backlinks" },
      { name: "content" },
      { name: "keywords" },
      { name: "search" },
      { name: "account" },
      { name: "jobs" },
      { name: "webhooks" },
    ],
    paths,
    components: {
      securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      schemas: SCHEMAS,
      parameters: PARAMETERS,
      responses: COMMON_RESPONSES,
    },
  };
}

/** The document as YAML, as committed in `openapi.yaml` and served at `/openapi.yaml`. */
export function openApiYaml(operations: readonly Operation[]): string {
  return "# Generated from the operation registry by `deno task openapi`; do not edit.\n" +
    stringify(openApiDocument(operations), { lineWidth: 0, aliasDuplicateObjects: false });
}
