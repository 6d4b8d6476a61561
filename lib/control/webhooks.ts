/** The webhook entries of the control registry: endpoints (create, list, update, delete) and deliveries (list, one, retry). */
import { ApiError, invalidParameters } from "../errors.ts";
import { sortableId } from "../ids.ts";
import type { Services } from "../services.ts";
import { keys } from "../store/keys.ts";
import {
  createEndpointRecord,
  deleteEndpointRecord,
  listDeliveries,
  listEndpoints,
  publicDelivery,
  publicEndpoint,
  resendDelivery,
  updateEndpointRecord,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../store/webhooks.ts";
import { parseInput } from "../validation.ts";
import { checkUrl, UrlRefused } from "../web/safe_fetch.ts";
import {
  type CreatedEndpoint,
  CreatedEndpointSchema,
  type Deleted,
  DeletedSchema,
  type DeliveryList,
  DeliveryListSchema,
  DeliveryQuery,
  EndpointChange,
  type EndpointList,
  EndpointListSchema,
  NewEndpoint,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "../webhooks/schemas.ts";
import { newSecret } from "../webhooks/signing.ts";
import { defineControl, IdPath } from "./define.ts";

const MAX_ENDPOINTS = 20;

/** Refuses a URL that is not https (unless allowed) or that reaches a private address. */
async function vetUrl(services: Services, raw: string): Promise<string> {
  const { config } = services;
  const schemes = config.allowInsecureWebhooks ? ["https:", "http:"] : ["https:"];
  try {
    const parsed = await checkUrl(raw, { schemes, allowHosts: config.fetchAllowHosts });
    return parsed.href;
  } catch (err) {
    if (!(err instanceof UrlRefused)) throw err;
    throw invalidParameters([{
      path: "url",
      message: `${err.reason} (got ${JSON.stringify(raw.slice(0, 200))})${
        localHint(services, err)
      }`,
    }]);
  }
}

/** For a refused local receiver, the flags that allow it on a local machine. */
function localHint(services: Services, err: UrlRefused): string {
  let url: URL;
  try {
    url = new URL(err.url);
  } catch {
    return "";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowHost = `FETCH_ALLOW_HOSTS=${host}`;
  if (url.protocol === "http:" && !services.config.allowInsecureWebhooks) {
    return `; use https, or on a local machine set ALLOW_INSECURE_WEBHOOKS=1 (and ${allowHost} ` +
      "for a loopback or private host)";
  }
  if (/loopback|private|unique-local/.test(err.reason)) {
    return `; to reach it from a local machine set ${allowHost}`;
  }
  return "";
}

/** The workspace's delivery `id`, or NOT_FOUND. */
async function ownDelivery(services: Services, workspaceId: string, id: string) {
  const entry = await services.kv.get<WebhookDelivery>(keys.webhookDelivery(id));
  if (!entry.value || entry.value.workspace_id !== workspaceId) {
    throw new ApiError("NOT_FOUND", `Webhook delivery "${id}" does not exist in this workspace.`);
  }
  return entry as Deno.KvEntry<WebhookDelivery>;
}

export const endpointsList = defineControl({
  id: "webhook_endpoints_list",
  rest: {
    method: "get",
    path: "/webhooks/endpoints",
    tag: "webhooks",
    summary: "List webhook endpoints of the workspace",
    ok: { description: "Endpoints (without secrets).", component: "WebhookEndpointList" },
  },
  output: EndpointListSchema,
  bucket: "control",
  handler: async (_input, { caller, services }) => {
    const list = await listEndpoints(services.kv, caller.key.workspace_id);
    return { endpoints: list.map(publicEndpoint) } satisfies EndpointList;
  },
});

export const endpointsCreate = defineControl({
  id: "webhook_endpoints_create",
  rest: {
    method: "post",
    path: "/webhooks/endpoints",
    tag: "webhooks",
    summary: "Create a signed endpoint; the signing secret is returned once",
    description:
      "Deliveries are signed per Standard Webhooks v1: headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret. Payload `{ type, timestamp, data }`. Failed attempts are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`.",
    body: NewEndpoint,
    // An identical retry replays the first answer before the body is checked again.
    ownBodyChecks: true,
    idempotent: true,
    ok: {
      status: 201,
      description: "The endpoint with its `secret`.",
      component: "CreatedWebhookEndpoint",
    },
    errors: { "409": "Conflict" },
  },
  output: CreatedEndpointSchema,
  bucket: "control",
  handler: async ({ body }, { caller, services }) => {
    const workspaceId = caller.key.workspace_id;
    const input = parseInput(NewEndpoint, body);
    const existing = await listEndpoints(services.kv, workspaceId);
    if (existing.length >= MAX_ENDPOINTS) {
      throw new ApiError(
        "CONFLICT",
        `A workspace can have at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`,
      );
    }
    const at = services.now().toISOString();
    const endpoint: WebhookEndpoint = {
      id: sortableId("we", services.now().getTime()),
      workspace_id: workspaceId,
      url: await vetUrl(services, input.url),
      events: input.events,
      description: input.description ?? null,
      is_active: input.is_active,
      created_at: at,
      updated_at: at,
      secret: newSecret(),
    };
    await createEndpointRecord(services.kv, endpoint);
    // The secret is shown here, once (and to an identical retry with the same Idempotency-Key).
    return { ...publicEndpoint(endpoint), secret: endpoint.secret } satisfies CreatedEndpoint;
  },
});

export const endpointsUpdate = defineControl({
  id: "webhook_endpoints_update",
  rest: {
    method: "patch",
    path: "/webhooks/endpoints/{id}",
    tag: "webhooks",
    summary: "Update an endpoint; is_active=false pauses deliveries",
    params: IdPath,
    body: EndpointChange,
    ok: { description: "The endpoint.", component: "WebhookEndpoint" },
    errors: { "404": "NotFound" },
  },
  output: WebhookEndpointSchema,
  bucket: "control",
  handler: async ({ params, body: change }, { caller, services }) => {
    const vetted = change.url === undefined ? undefined : await vetUrl(services, change.url);
    const next = await updateEndpointRecord(
      services.kv,
      { workspaceId: caller.key.workspace_id, id: params.id },
      (current) => ({
        ...current,
        url: vetted ?? current.url,
        events: change.events ?? current.events,
        description: change.description === undefined ? current.description : change.description,
        is_active: change.is_active ?? current.is_active,
        updated_at: services.now().toISOString(),
      }),
    );
    return publicEndpoint(next);
  },
});

export const endpointsDelete = defineControl({
  id: "webhook_endpoints_delete",
  rest: {
    method: "delete",
    path: "/webhooks/endpoints/{id}",
    tag: "webhooks",
    summary: "Delete an endpoint; delivery history is kept",
    params: IdPath,
    ok: { description: "Deleted.", component: "Deleted" },
    errors: { "404": "NotFound" },
  },
  output: DeletedSchema,
  bucket: "control",
  handler: async ({ params }, { caller, services }) => {
    const gone = await deleteEndpointRecord(services.kv, {
      workspaceId: caller.key.workspace_id,
      id: params.id,
    });
    return { id: gone.id, deleted: true } satisfies Deleted;
  },
});

export const deliveriesList = defineControl({
  id: "webhook_deliveries_list",
  rest: {
    method: "get",
    path: "/webhooks/deliveries",
    tag: "webhooks",
    summary: "Recent deliveries with response codes and failure reasons, newest first",
    query: DeliveryQuery,
    ok: { description: "Deliveries.", component: "WebhookDeliveryList" },
  },
  output: DeliveryListSchema,
  bucket: "control",
  handler: async ({ query }, { caller, services }) => {
    const page = await listDeliveries(services.kv, caller.key.workspace_id, query);
    return {
      deliveries: page.deliveries.map(publicDelivery),
      next_cursor: page.next_cursor,
    } satisfies DeliveryList;
  },
});

export const delivery = defineControl({
  id: "webhook_delivery",
  rest: {
    method: "get",
    path: "/webhooks/deliveries/{id}",
    tag: "webhooks",
    summary: "One delivery with its attempt log",
    params: IdPath,
    ok: { description: "The delivery.", component: "WebhookDelivery" },
    errors: { "404": "NotFound" },
  },
  output: WebhookDeliverySchema,
  bucket: "control",
  handler: async ({ params }, { caller, services }) =>
    publicDelivery((await ownDelivery(services, caller.key.workspace_id, params.id)).value),
});

export const deliveryRetry = defineControl({
  id: "webhook_deliveries_retry",
  rest: {
    method: "post",
    path: "/webhooks/deliveries/{id}/retry",
    tag: "webhooks",
    summary:
      "Send a failed or pending delivery now (same payload, new attempt) without re-running the job",
    params: IdPath,
    idempotent: true,
    ok: { status: 202, description: "The delivery, being sent.", component: "WebhookDelivery" },
    errors: {
      "404": "NotFound",
      "409": {
        description:
          "`CONFLICT`: the delivery was delivered already, or its endpoint is paused or deleted.",
      },
    },
  },
  output: WebhookDeliverySchema,
  bucket: "control",
  handler: async ({ params }, { caller, services }) => {
    const workspaceId = caller.key.workspace_id;
    const entry = await ownDelivery(services, workspaceId, params.id);
    const d = entry.value;
    const now = services.now();
    if (d.status === "delivered") {
      throw new ApiError(
        "CONFLICT",
        `Delivery ${d.id} was delivered at ${d.delivered_at}; there is nothing to retry.`,
      );
    }
    if (d.sending_until > now.getTime()) {
      throw new ApiError("CONFLICT", `Delivery ${d.id} is being sent right now; retry shortly.`, {
        headers: { "Retry-After": String(Math.ceil((d.sending_until - now.getTime()) / 1000)) },
      });
    }
    const endpoint = (await services.kv.get<WebhookEndpoint>(
      keys.webhookEndpoint(workspaceId, d.endpoint_id),
    )).value;
    if (!endpoint || !endpoint.is_active) {
      throw new ApiError(
        "CONFLICT",
        `Delivery ${d.id} cannot be retried: its endpoint ${d.endpoint_id} is ${
          endpoint ? "paused" : "deleted"
        }.`,
      );
    }
    const resent = await resendDelivery(services.kv, entry, now);
    if (!resent.ok) throw new ApiError("CONFLICT", `Delivery ${d.id} changed meanwhile; retry.`);
    return publicDelivery(resent.delivery);
  },
});
