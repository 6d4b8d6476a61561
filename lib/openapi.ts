/**
 * The OpenAPI 3.1 document, derived from the operation registry and the control registry
 * (lib/control/mod.ts) by one loop each (docs/architecture.md#one-registry); only the operator
 * API (`adminPaths`) is written here by hand.
 */
import { stringify } from "yaml";
import { z } from "zod";
import { ErrorBodySchema } from "./errors.ts";
import { portableSchema } from "./json_schema.ts";
import { describeCost, type Operation, providerSentence } from "./operations/define.ts";
import { type ControlEntry, type ControlError, IdPath } from "./control/define.ts";
import { controls } from "./control/mod.ts";
import {
  ChargedRequestListSchema,
  ChargedRequestSchema,
  DryRunSchema,
  PricingSchema,
  StatusSchema,
  UsageSchema,
} from "./schemas/account.ts";
import { LanguageListSchema, LocationListSchema } from "./schemas/geo.ts";
import { ConnectionListSchema, ConnectionSchema } from "./schemas/oauth.ts";
import { SerpHistorySchema } from "./schemas/serp_history.ts";
import { SERVER_VERSION } from "./version.ts";
import {
  ApiKeySchema,
  CreatedKeySchema,
  DeadLetterListSchema,
  GrantResultSchema,
  GrantSchema,
  KeyListSchema,
  NewBudgetSchema,
  NewKeySchema,
  NewWorkspaceSchema,
  StoredBudgetSchema,
  WorkspaceListSchema,
  WorkspaceSchema,
} from "./schemas/admin.ts";
import { ProjectBudgetSchema, ProjectListSchema } from "./schemas/budgets.ts";
import { JobEnvelopeSchema, JobListSchema, PublicJobSchema } from "./schemas/jobs.ts";
import {
  CreatedEndpointSchema,
  DeletedSchema,
  DeliveryListSchema,
  EndpointListSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "./webhooks/schemas.ts";

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("Error") } },
});

const COMMON_RESPONSES = {
  BadRequest: errorResponse(
    "`INVALID_JSON` or `INVALID_PARAMETERS` (details.issues names each field).",
  ),
  Unauthorized: errorResponse("Missing, malformed or unknown API key (`UNAUTHORIZED`)."),
  PaymentRequired: errorResponse(
    "`CREDITS_EXHAUSTED` or `BUDGET_EXCEEDED`; the message and `details` say what the request costs and what remains.",
  ),
  Forbidden: errorResponse("`ORIGIN_NOT_ALLOWED` or `KEY_REVOKED`."),
  NotFound: errorResponse("`NOT_FOUND`."),
  RequestTimeout: errorResponse(
    "The body did not arrive within BODY_READ_TIMEOUT_MS (`REQUEST_TIMEOUT`); answered with `Connection: close`.",
  ),
  PayloadTooLarge: errorResponse("Body larger than MAX_BODY_BYTES (`PAYLOAD_TOO_LARGE`)."),
  UnsupportedMediaType: errorResponse("POST without a JSON content type."),
  RateLimited: errorResponse("`RATE_LIMITED`; see Retry-After."),
  NotImplemented: errorResponse("Registered but not built yet (`NOT_IMPLEMENTED`); never charged."),
  Conflict: errorResponse("`CONFLICT` or `IDEMPOTENCY_IN_PROGRESS`."),
  ServiceUnavailable: errorResponse("`SERVICE_UNAVAILABLE`: contended; retry."),
};

/** The schemas of the control routes, each derived from its zod declaration. */
const CONTROL_SCHEMAS = {
  Error: ErrorBodySchema,
  JobEnvelope: JobEnvelopeSchema,
  DryRun: DryRunSchema,
  Usage: UsageSchema,
  ChargedRequest: ChargedRequestSchema,
  ChargedRequestList: ChargedRequestListSchema,
  Pricing: PricingSchema,
  Status: StatusSchema,
  LocationList: LocationListSchema,
  LanguageList: LanguageListSchema,
  SerpHistory: SerpHistorySchema,
  WebhookEndpoint: WebhookEndpointSchema,
  CreatedWebhookEndpoint: CreatedEndpointSchema,
  WebhookEndpointList: EndpointListSchema,
  WebhookDelivery: WebhookDeliverySchema,
  WebhookDeliveryList: DeliveryListSchema,
  Deleted: DeletedSchema,
  ProjectBudget: ProjectBudgetSchema,
  ProjectList: ProjectListSchema,
  OAuthConnection: ConnectionSchema,
  OAuthConnectionList: ConnectionListSchema,
  AdminWorkspace: WorkspaceSchema,
  AdminWorkspaceList: WorkspaceListSchema,
  AdminGrant: GrantResultSchema,
  AdminApiKey: ApiKeySchema,
  AdminCreatedKey: CreatedKeySchema,
  AdminKeyList: KeyListSchema,
  AdminDeadLetterList: DeadLetterListSchema,
  AdminBudget: StoredBudgetSchema,
} satisfies Record<string, z.ZodType>;

/** The component name of an operation's result: `serp_volatility` -> `SerpVolatilityResult`. */
export function resultComponent(op: Operation): string {
  return `${op.id.split("_").map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Result`;
}

/**
 * Every component schema: the control shapes, one result per available operation, and the
 * job record whose `result` is one of those results (or null).
 */
function componentSchemas(operations: readonly Operation[]): Json {
  const schemas: Json = {};
  for (const [name, schema] of Object.entries(CONTROL_SCHEMAS)) {
    schemas[name] = outputSchemaOf(schema);
  }
  const results = operations.filter((op) => op.output);
  for (const op of results) schemas[resultComponent(op)] = outputSchemaOf(op.output!);
  const job = outputSchemaOf(PublicJobSchema) as { properties: Record<string, Json> };
  job.properties.result = {
    description: "The operation's result once the job completed, else null.",
    oneOf: [...results.map((op) => ref(resultComponent(op))), { type: "null" }],
  };
  schemas.Job = job;
  const list = outputSchemaOf(JobListSchema) as { properties: Record<string, Json> };
  list.properties.jobs = { type: "array", items: ref("Job") };
  schemas.JobList = list;
  return schemas;
}

const PARAMETERS = {
  Sync: {
    name: "sync",
    in: "query",
    description:
      "Run inline for up to SYNC_WINDOW_MS and answer 200 with the result; otherwise 202 with a job.",
    schema: { type: "boolean", default: false },
  },
  Explain: {
    name: "explain",
    in: "query",
    description:
      "Include `method` in the result: the rules, thresholds and weights the analysis decides by (static for the operation, so left out by default).",
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

/** The header marking a replayed `Idempotency-Key` answer. */
const REPLAY_HEADERS = {
  "x-idempotent-replay": {
    description:
      "`true` when this is the stored first answer of an earlier request with the same Idempotency-Key (nothing charged again).",
    schema: { type: "string", enum: ["true"] },
  },
};
const resp = (name: string) => ({ $ref: `#/components/responses/${name}` });
const errors = {
  "400": resp("BadRequest"),
  "401": resp("Unauthorized"),
  "403": resp("Forbidden"),
  "429": resp("RateLimited"),
};

/** The JSON Schema (2020-12) of a zod request schema, as the client sends it (portable form). */
export function schemaOf(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  return portableSchema(out);
}

/** The JSON Schema (2020-12) of a zod result schema, as the server sends it (portable form). */
export function outputSchemaOf(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { io: "output", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  return portableSchema(out);
}

/** Query parameters from a zod object schema. */
function queryParameters(schema: z.ZodType): Json[] {
  const json = schemaOf(schema) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    schema: property,
    ...(json.required?.includes(name) ? { required: true } : {}),
  }));
}

/** Path parameters from a zod object schema. */
function pathParameters(schema: z.ZodType): Json[] {
  return queryParameters(schema).map((p) => ({ ...p, in: "path", required: true }));
}

/** The JSON Schema (2020-12) of an operation's request body, with its one-of rule. */
export function requestSchema(op: Operation): Json {
  const schema = schemaOf(op.input);
  if (op.requireOneOf.length > 0) schema.anyOf = op.requireOneOf.map((f) => ({ required: [f] }));
  return schema;
}

/** The 200 answer of an operation: its own result (when built) or the dry-run quote. */
function operationOk(op: Operation): Json {
  const quote = ref("DryRun");
  const schema = op.output ? { oneOf: [ref(resultComponent(op)), quote] } : quote;
  return {
    description: op.output
      ? "The result (with `sync=true`, or always for synchronous operations; `x-job-id` names its job), or with `dry_run=true` the credit quote."
      : "With `dry_run=true`, the credit quote (the operation itself is not built yet: 501).",
    headers: REPLAY_HEADERS,
    content: { "application/json": { schema } },
  };
}

function operationPath(op: Operation): Json {
  const cost = describeCost(op.cost);
  return {
    post: {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      description: `${op.description}\n\nCost: ${cost}.${providerSentence(op)}${
        op.mode === "sync" ? " Always answers synchronously." : ""
      }${op.run ? "" : " Not built yet: answers 501 NOT_IMPLEMENTED (a dry run still quotes it)."}`,
      "x-rankscope-available": op.available,
      "x-credits": op.cost,
      "x-credits-rule": cost,
      "x-provider": op.provider,
      "x-mcp-tool": op.id,
      parameters: [
        ...(op.mode === "sync" ? [] : [pref("Sync")]),
        ...(op.output?.shape.method ? [pref("Explain")] : []),
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
        "200": operationOk(op),
        ...(op.mode === "sync" ? {} : {
          "202": {
            description: "Queued: poll `poll_url` or stream `events_url`.",
            headers: REPLAY_HEADERS,
            content: { "application/json": { schema: ref("JobEnvelope") } },
          },
        }),
        ...errors,
        "402": resp("PaymentRequired"),
        "408": resp("RequestTimeout"),
        "409": resp("Conflict"),
        "413": resp("PayloadTooLarge"),
        "415": resp("UnsupportedMediaType"),
        "501": resp("NotImplemented"),
      },
    },
  };
}

function jsonOk(description: string, schema: Json) {
  return { description, content: { "application/json": { schema } } };
}

/** A JSON request body from a zod schema. */
function jsonBody(schema: z.ZodType): Json {
  return { required: true, content: { "application/json": { schema: schemaOf(schema) } } };
}

/** An error response of a control entry, beyond the four every route has. */
function controlError(error: ControlError): Json {
  return typeof error === "string" ? resp(error) : errorResponse(error.description);
}

/** The path parameters of a control route: the shared `Id`, or its own schema's. */
function controlParameters(rest: NonNullable<ControlEntry["rest"]>): Json[] {
  const path = rest.params === undefined
    ? []
    : rest.params === IdPath
    ? [pref("Id")]
    : pathParameters(rest.params);
  return [
    ...path,
    ...(rest.extraParameters ?? []),
    ...(rest.query ? queryParameters(rest.query) : []),
  ];
}

/** The OpenAPI operation of a control entry (lib/control/mod.ts). */
function controlOperation(entry: ControlEntry): Json {
  const rest = entry.rest!;
  const parameters = [
    ...controlParameters(rest),
    ...(rest.idempotent ? [pref("IdempotencyKey")] : []),
  ];
  const ok = rest.ok;
  const headers = {
    ...(rest.idempotent ? REPLAY_HEADERS : {}),
    ...Object.fromEntries(
      Object.entries(ok.headers ?? {}).map(([name, h]) => [
        name,
        { description: h.description, schema: { type: "string", enum: [h.value] } },
      ]),
    ),
  };
  return {
    operationId: entry.id,
    tags: [rest.tag],
    summary: rest.summary,
    ...(rest.description ? { description: rest.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(rest.body ? { requestBody: jsonBody(rest.body) } : {}),
    responses: {
      [String(ok.status ?? 200)]: {
        ...(ok.component
          ? jsonOk(ok.description, ref(ok.component))
          : { description: ok.description, content: ok.content }),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
      },
      ...errors,
      ...Object.fromEntries(
        Object.entries(rest.errors ?? {}).map(([status, e]) => [status, controlError(e)]),
      ),
      // Every JSON body is read by readJsonBody (routes/http.ts): 415 without a JSON type.
      ...(rest.body ? { "415": resp("UnsupportedMediaType") } : {}),
    },
  };
}

/** The paths of control entries, in their order (an entry without a REST route has none). */
export function controlPaths(entries: readonly ControlEntry[]): Json {
  const paths: Record<string, Json> = {};
  for (const entry of entries) {
    if (!entry.rest) continue;
    paths[entry.rest.path] = {
      ...paths[entry.rest.path],
      [entry.rest.method]: controlOperation(entry),
    };
  }
  return paths;
}

/** `/admin/v1` (tag `admin`): enabled by ADMIN_TOKEN, authorised by it as a bearer token. */
/** One admin operation: tag `admin`, the admin token, and the errors every admin route has. */
function admin(
  method: string,
  id: string,
  spec: { summary: string; ok: Json; body?: z.ZodType; status?: string; parameters?: Json[] },
): Json {
  return {
    [method]: {
      operationId: id,
      tags: ["admin"],
      summary: spec.summary,
      servers: [{ url: "/" }],
      security: [{ AdminToken: [] }],
      ...(spec.parameters ? { parameters: spec.parameters } : {}),
      ...(spec.body ? { requestBody: jsonBody(spec.body) } : {}),
      responses: {
        [spec.status ?? "200"]: spec.ok,
        "400": resp("BadRequest"),
        "401": resp("Unauthorized"),
        "404": resp("NotFound"),
      },
    },
  };
}

function adminPaths(): Json {
  const workspaceId = {
    name: "workspace_id",
    in: "query",
    required: true,
    schema: { type: "string" },
  };
  const projectId = { name: "project_id", in: "path", required: true, schema: { type: "string" } };
  return {
    "/admin/v1/workspaces": {
      ...admin("post", "admin_workspaces_create", {
        summary: "Create a workspace with an opening balance",
        body: NewWorkspaceSchema,
        status: "201",
        ok: jsonOk("The workspace.", ref("AdminWorkspace")),
      }),
      ...admin("get", "admin_workspaces_list", {
        summary: "Every workspace with its balance",
        ok: jsonOk("Workspaces.", ref("AdminWorkspaceList")),
      }),
    },
    "/admin/v1/workspaces/{id}/credits": admin("post", "admin_credits_grant", {
      summary: "Add credits to a workspace",
      parameters: [pref("Id")],
      body: GrantSchema,
      ok: jsonOk("The new balance.", ref("AdminGrant")),
    }),
    "/admin/v1/keys": {
      ...admin("post", "admin_keys_create", {
        summary: "Create an API key; the key is shown once",
        body: NewKeySchema,
        status: "201",
        ok: jsonOk("The key's record and the key.", ref("AdminCreatedKey")),
      }),
      ...admin("get", "admin_keys_list", {
        summary: "A workspace's keys (never the keys themselves)",
        parameters: [workspaceId],
        ok: jsonOk("Keys.", ref("AdminKeyList")),
      }),
    },
    "/admin/v1/keys/{id}": admin("delete", "admin_keys_revoke", {
      summary: "Revoke a key (at once, everywhere)",
      parameters: [pref("Id")],
      ok: jsonOk("The revoked key's record.", ref("AdminApiKey")),
    }),
    "/admin/v1/oauth/connections": admin("get", "admin_oauth_connections_list", {
      summary: "A workspace's connected MCP clients (OAuth connections), newest first",
      parameters: [workspaceId],
      ok: jsonOk("Connections.", ref("OAuthConnectionList")),
    }),
    "/admin/v1/oauth/connections/{id}": admin("delete", "admin_oauth_connections_revoke", {
      summary: "Revoke a connection of any workspace (its tokens stop working at once)",
      parameters: [pref("Id")],
      ok: jsonOk("The revoked connection.", ref("OAuthConnection")),
    }),
    "/admin/v1/backup": admin("get", "admin_backup", {
      summary: "A backup of the whole store as of one moment; `deno task admin restore` reads it",
      ok: {
        description: "The backup: a header line, one JSON line per entry, and an end line with " +
          "their count and SHA-256 (docs/backup.md). Writes wait while the store is read.",
        headers: {
          "X-Backup-Entries": {
            description: "Entries in the backup.",
            schema: { type: "integer" },
          },
        },
        content: { "application/x-ndjson": { schema: { type: "string" } } },
      },
    }),
    "/admin/v1/queue/dead-letters": admin("get", "admin_queue_dead_letters", {
      summary: "Queue messages given up after their last attempt, oldest first",
      ok: jsonOk("Dead letters.", ref("AdminDeadLetterList")),
    }),
    "/admin/v1/projects/{project_id}/budget": admin("put", "admin_budget_set", {
      summary: "Create or replace a project's monthly budget",
      parameters: [projectId],
      body: NewBudgetSchema,
      ok: jsonOk("The budget.", ref("AdminBudget")),
    }),
  };
}

/** The OpenAPI 3.1 document of the REST interface. */
export function openApiDocument(operations: readonly Operation[]): Json {
  const paths: Json = {};
  for (const op of operations) paths[op.path] = operationPath(op);
  Object.assign(paths, controlPaths(controls), adminPaths());
  return {
    openapi: "3.1.0",
    info: {
      title: "Rankscope API",
      version: SERVER_VERSION,
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
      {
        name: "admin",
        description:
          "Operator routes under /admin/v1, enabled by ADMIN_TOKEN and authorised with it as a bearer token (404 while it is unset).",
      },
    ],
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        AdminToken: { type: "http", scheme: "bearer", description: "The ADMIN_TOKEN." },
      },
      schemas: componentSchemas(operations),
      parameters: PARAMETERS,
      responses: COMMON_RESPONSES,
    },
  };
}

/** The document as YAML, as committed in `openapi.yaml` and served at `/openapi.yaml`. */
export function openApiYaml(operations: readonly Operation[]): string {
  return "# Generated from the operation registry by `deno task openapi`; do not edit.\n" +
    stringify(openApiDocument(operations), {
      lineWidth: 0,
      aliasDuplicateObjects: false,
      // YAML 1.1 rules quote date-like and yes/no scalars, so that no parser retypes them.
      version: "1.1",
    });
}
