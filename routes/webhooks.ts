/** Webhook routes: endpoints (create, list, update, delete) and deliveries (list, retry). */
import { Hono } from "hono";
import { ApiError, invalidParameters } from "../lib/errors.ts";
import { sortableId } from "../lib/ids.ts";
import type { Services } from "../lib/services.ts";
import { keys } from "../lib/store/keys.ts";
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
} from "../lib/store/webhooks.ts";
import { parseInput } from "../lib/validation.ts";
import { checkUrl, UrlRefused } from "../lib/web/safe_fetch.ts";
import {
  type CreatedEndpoint,
  type Deleted,
  type DeliveryList,
  DeliveryQuery,
  EndpointChange,
  type EndpointList,
  NewEndpoint,
} from "../lib/webhooks/schemas.ts";
import { newSecret } from "../lib/webhooks/signing.ts";
import type { AppEnv } from "./env.ts";
import { readJsonBody } from "./http.ts";
import { idempotencyKey, idempotentResponse } from "../lib/idempotency.ts";

const MAX_ENDPOINTS = 20;

/** `/webhooks/*`. */
export function webhookRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { kv, config } = services;

  /** Refuses a URL that is not https (unless allowed) or that reaches a private address. */
  async function vetUrl(raw: string): Promise<string> {
    const schemes = config.allowInsecureWebhooks ? ["https:", "http:"] : ["https:"];
    try {
      const parsed = await checkUrl(raw, { schemes, allowHosts: config.fetchAllowHosts });
      return parsed.href;
    } catch (err) {
      if (!(err instanceof UrlRefused)) throw err;
      throw invalidParameters([{
        path: "url",
        message: `${err.reason} (got ${JSON.stringify(raw.slice(0, 200))})${localHint(err)}`,
      }]);
    }
  }

  /** For a refused local receiver, the flags that allow it on a local machine. */
  function localHint(err: UrlRefused): string {
    let url: URL;
    try {
      url = new URL(err.url);
    } catch {
      return "";
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const allowHost = `FETCH_ALLOW_HOSTS=${host}`;
    if (url.protocol === "http:" && !config.allowInsecureWebhooks) {
      return `; use https, or on a local machine set ALLOW_INSECURE_WEBHOOKS=1 (and ${allowHost} ` +
        "for a loopback or private host)";
    }
    if (/loopback|private|unique-local/.test(err.reason)) {
      return `; to reach it from a local machine set ${allowHost}`;
    }
    return "";
  }

  routes.get("/webhooks/endpoints", async (c) => {
    const list = await listEndpoints(kv, c.get("apiKey").workspace_id);
    return c.json({ endpoints: list.map(publicEndpoint) } satisfies EndpointList);
  });

  routes.post("/webhooks/endpoints", async (c) => {
    const body = await readJsonBody(c);
    const workspaceId = c.get("apiKey").workspace_id;
    const out = await idempotentResponse(services.kv, {
      workspaceId,
      key: idempotencyKey(c.req.raw.headers),
      operation: "POST /webhooks/endpoints",
      body,
      now: services.now(),
    }, () => createEndpoint(workspaceId, body));
    if (out.replayed) c.header("x-idempotent-replay", "true");
    return c.json(out.body as Record<string, unknown>, out.status as 201);
  });

  async function createEndpoint(workspaceId: string, body: unknown) {
    const input = parseInput(NewEndpoint, body);
    const existing = await listEndpoints(kv, workspaceId);
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
      url: await vetUrl(input.url),
      events: input.events,
      description: input.description ?? null,
      is_active: input.is_active,
      created_at: at,
      updated_at: at,
      secret: newSecret(),
    };
    await createEndpointRecord(kv, endpoint);
    // The secret is shown here, once (and to an identical retry with the same Idempotency-Key).
    const created: CreatedEndpoint = { ...publicEndpoint(endpoint), secret: endpoint.secret };
    return { status: 201, body: created };
  }

  routes.patch("/webhooks/endpoints/:id", async (c) => {
    const change = parseInput(EndpointChange, await readJsonBody(c));
    const workspaceId = c.get("apiKey").workspace_id;
    const vetted = change.url === undefined ? undefined : await vetUrl(change.url);
    const next = await updateEndpointRecord(
      kv,
      { workspaceId, id: c.req.param("id") },
      (current) => ({
        ...current,
        url: vetted ?? current.url,
        events: change.events ?? current.events,
        description: change.description === undefined ? current.description : change.description,
        is_active: change.is_active ?? current.is_active,
        updated_at: services.now().toISOString(),
      }),
    );
    return c.json(publicEndpoint(next));
  });

  routes.delete("/webhooks/endpoints/:id", async (c) => {
    const workspaceId = c.get("apiKey").workspace_id;
    const gone = await deleteEndpointRecord(kv, { workspaceId, id: c.req.param("id") });
    return c.json({ id: gone.id, deleted: true } satisfies Deleted);
  });

  routes.get("/webhooks/deliveries", async (c) => {
    const filter = parseInput(DeliveryQuery, c.req.query());
    const page = await listDeliveries(kv, c.get("apiKey").workspace_id, filter);
    const body: DeliveryList = {
      deliveries: page.deliveries.map(publicDelivery),
      next_cursor: page.next_cursor,
    };
    return c.json(body);
  });

  async function ownDelivery(workspaceId: string, id: string) {
    const entry = await kv.get<WebhookDelivery>(keys.webhookDelivery(id));
    if (!entry.value || entry.value.workspace_id !== workspaceId) {
      throw new ApiError("NOT_FOUND", `Webhook delivery "${id}" does not exist in this workspace.`);
    }
    return entry as Deno.KvEntry<WebhookDelivery>;
  }

  routes.get("/webhooks/deliveries/:id", async (c) => {
    const entry = await ownDelivery(c.get("apiKey").workspace_id, c.req.param("id"));
    return c.json(publicDelivery(entry.value));
  });

  routes.post("/webhooks/deliveries/:id/retry", async (c) => {
    const workspaceId = c.get("apiKey").workspace_id;
    const id = c.req.param("id");
    const out = await idempotentResponse(services.kv, {
      workspaceId,
      key: idempotencyKey(c.req.raw.headers),
      operation: `POST /webhooks/deliveries/${id}/retry`,
      body: {},
      now: services.now(),
    }, () => retryDelivery(workspaceId, id));
    if (out.replayed) c.header("x-idempotent-replay", "true");
    return c.json(out.body as Record<string, unknown>, out.status as 202);
  });

  async function retryDelivery(workspaceId: string, id: string) {
    const entry = await ownDelivery(workspaceId, id);
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
    const endpoint =
      (await kv.get<WebhookEndpoint>(keys.webhookEndpoint(workspaceId, d.endpoint_id))).value;
    if (!endpoint || !endpoint.is_active) {
      throw new ApiError(
        "CONFLICT",
        `Delivery ${d.id} cannot be retried: its endpoint ${d.endpoint_id} is ${
          endpoint ? "paused" : "deleted"
        }.`,
      );
    }
    const resent = await resendDelivery(kv, entry, now);
    if (!resent.ok) throw new ApiError("CONFLICT", `Delivery ${d.id} changed meanwhile; retry.`);
    return { status: 202, body: publicDelivery(resent.delivery) };
  }
  return routes;
}
