/**
 * The control routes answer exactly the shapes they declare (the zod schemas OpenAPI is
 * generated from): account, projects, jobs, webhooks, admin, dry runs and errors.
 */
import { LanguageListSchema, LocationListSchema } from "../lib/schemas/geo.ts";
import { SerpHistorySchema } from "../lib/schemas/serp_history.ts";
import assert from "node:assert/strict";
import type { z } from "zod";
import { ErrorBodySchema } from "../lib/errors.ts";
import {
  ChargedRequestListSchema,
  DryRunSchema,
  PricingSchema,
  StatusSchema,
  UsageSchema,
} from "../lib/schemas/account.ts";
import {
  ApiKeySchema,
  CreatedKeySchema,
  GrantResultSchema,
  KeyListSchema,
  StoredBudgetSchema,
  WorkspaceListSchema,
  WorkspaceSchema,
} from "../lib/schemas/admin.ts";
import { ProjectBudgetSchema, ProjectListSchema } from "../lib/schemas/budgets.ts";
import { JobEnvelopeSchema, JobListSchema, PublicJobSchema } from "../lib/schemas/jobs.ts";
import {
  CreatedEndpointSchema,
  DeletedSchema,
  DeliveryListSchema,
  EndpointListSchema,
  WebhookEndpointSchema,
} from "../lib/webhooks/schemas.ts";
import { jobOperations } from "./fake_ops.ts";
import { runJob, setup } from "./helpers.ts";

/** Asserts status, JSON content type and that the body parses strictly with `schema`. */
async function expectShape(res: Response, status: number, schema: z.ZodType, label: string) {
  assert.equal(res.status, status, label);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/, label);
  const body = await res.json();
  const parsed = schema.safeParse(body);
  assert.ok(parsed.success, `${label}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
  return body;
}

Deno.test("[contract] account, project, job and error answers match their declared schemas", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const headers = { "x-project-id": "client-a" };
  await expectShape(
    await h.post("/test/steps", { tag: "cc" }, headers),
    202,
    JobEnvelopeSchema,
    "202",
  );
  const job = await runJob(h, "/test/steps", { tag: "cc2" }, headers);
  assert.ok(PublicJobSchema.safeParse(job).success, "job record");
  await expectShape(await h.get("/jobs"), 200, JobListSchema, "GET /jobs");
  await expectShape(await h.get(`/jobs/${job.job_id}`), 200, PublicJobSchema, "GET /jobs/{id}");
  await expectShape(await h.get("/usage"), 200, UsageSchema, "GET /usage");
  await expectShape(await h.get("/usage?from=2026-01-01"), 200, UsageSchema, "GET /usage?from");
  const charged = await expectShape(
    await h.get("/usage/requests"),
    200,
    ChargedRequestListSchema,
    "GET /usage/requests",
  );
  assert.ok(charged.requests.length > 0);
  await expectShape(await h.get("/pricing"), 200, PricingSchema, "GET /pricing");
  await expectShape(await h.get("/status"), 200, StatusSchema, "GET /status");
  // Without DataForSEO credentials the sandbox serves, and says its data is not live.
  const status = await (await h.get("/status")).json();
  assert.deepEqual(status.provider, { name: "sandbox", live: false });
  await expectShape(await h.get("/locations?q=united"), 200, LocationListSchema, "GET /locations");
  await expectShape(await h.get("/languages"), 200, LanguageListSchema, "GET /languages");
  await expectShape(
    await h.get("/serp/history?keyword=crm&language=en&device=mobile&limit=5"),
    200,
    SerpHistorySchema,
    "GET /serp/history",
  );
  await expectShape(await h.get("/projects"), 200, ProjectListSchema, "GET /projects");
  await expectShape(
    await h.get("/projects/client-a/budget"),
    200,
    ProjectBudgetSchema,
    "GET /projects/{id}/budget",
  );
  await expectShape(
    await h.post("/test/pending?dry_run=true", { url: "https://example.com" }),
    200,
    DryRunSchema,
    "dry run of an unbuilt operation",
  );
  await expectShape(await h.get("/jobs/job_nope"), 404, ErrorBodySchema, "404");
  await expectShape(await h.post("/test/echo", { word: "" }), 400, ErrorBodySchema, "400");
  await expectShape(await h.post("/test/pending", { html: "<p>" }), 501, ErrorBodySchema, "501");
  await h.close();
});

Deno.test("[contract] webhook endpoint and delivery answers match their declared schemas", async () => {
  const h = await setup({
    operations: jobOperations,
    env: { ALLOW_INSECURE_WEBHOOKS: "1", FETCH_ALLOW_HOSTS: "127.0.0.1" },
  });
  const created = await expectShape(
    await h.post("/webhooks/endpoints", { url: "http://127.0.0.1:9/hooks" }),
    201,
    CreatedEndpointSchema,
    "POST /webhooks/endpoints",
  );
  await expectShape(await h.get("/webhooks/endpoints"), 200, EndpointListSchema, "list");
  const patch = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "PATCH",
    headers: { "x-api-key": h.key, "content-type": "application/json" },
    body: JSON.stringify({ description: "ci" }),
  });
  await expectShape(patch, 200, WebhookEndpointSchema, "PATCH");
  await expectShape(await h.get("/webhooks/deliveries"), 200, DeliveryListSchema, "deliveries");
  const gone = await h.app.request(`/api/v1/webhooks/endpoints/${created.id}`, {
    method: "DELETE",
    headers: { "x-api-key": h.key },
  });
  await expectShape(gone, 200, DeletedSchema, "DELETE");
  await h.close();
});

Deno.test("[contract] admin answers match their declared schemas", async () => {
  const h = await setup({ operations: jobOperations });
  const admin = (method: string, path: string, body?: unknown) =>
    h.app.request(`/admin/v1${path}`, {
      method,
      headers: {
        authorization: "Bearer test-admin-token-0123456789",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const ws = await expectShape(
    await admin("POST", "/workspaces", { name: "acme", credits: 5 }),
    201,
    WorkspaceSchema,
    "create workspace",
  );
  await expectShape(await admin("GET", "/workspaces"), 200, WorkspaceListSchema, "workspaces");
  await expectShape(
    await admin("POST", `/workspaces/${ws.workspace_id}/credits`, { amount: 10 }),
    200,
    GrantResultSchema,
    "grant",
  );
  const key = await expectShape(
    await admin("POST", "/keys", { workspace_id: ws.workspace_id }),
    201,
    CreatedKeySchema,
    "create key",
  );
  await expectShape(
    await admin("GET", `/keys?workspace_id=${ws.workspace_id}`),
    200,
    KeyListSchema,
    "keys",
  );
  await expectShape(await admin("DELETE", `/keys/${key.id}`), 200, ApiKeySchema, "revoke");
  await expectShape(
    await admin("PUT", "/projects/client-a/budget", {
      workspace_id: ws.workspace_id,
      limit_credits: 100,
    }),
    200,
    StoredBudgetSchema,
    "budget",
  );
  await h.close();
});
