/** Webhook routes: endpoints (create, list, update, delete) and deliveries (list, retry). */
import { Hono } from "hono";
import { ApiError, invalidParameters } from "../lib/errors.ts";
import { sortableId } from "../lib/ids.ts";
import type { Services } from "../lib/services.ts";
import { keys } from "../lib/store/keys.ts";
import {
  DELIVERY_TTL_MS,
  enqueueDelivery,
  getEndpoint,
  indexOf,
  listDeliveries,
  listEndpoints,
  publicDelivery,
  publicEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../lib/store/webhooks.ts";
import { parseInput } from "../lib/validation.ts";
import { checkUrl, UrlRefused } from "../lib/web/safe_fetch.ts";
import { DeliveryQuery, EndpointChange, NewEndpoint } from "../lib/webhooks/schemas.ts";
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
    return c.json({ endpoints: list.map(publicEndpoint) });
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
    await kv.set(keys.webhookEndpoint(workspaceId, endpoint.id), endpoint);
    // The secret is shown here, once (and to an identical retry with the same Idempotency-Key).
    return { status: 201, body: { ...publicEndpoint(endpoint), secret: endpoint.secret } };
  }

  routes.patch("/webhooks/endpoints/:id", async (c) => {
    const change = parseInput(EndpointChange, await readJsonBody(c));
    const workspaceId = c.get("apiKey").workspace_id;
    const vetted = change.url === undefined ? undefined : await vetUrl(change.url);
    for (let attempt = 0; attempt < 10; attempt++) {
      const entry = await getEndpoint(kv, workspaceId, c.req.param("id"));
      const next: WebhookEndpoint = {
        ...entry.value,
        url: vetted ?? entry.value.url,
        events: change.events ?? entry.value.events,
        description: change.description === undefined
          ? entry.value.description
          : change.description,
        is_active: change.is_active ?? entry.value.is_active,
        updated_at: services.now().toISOString(),
      };
      if ((await kv.atomic().check(entry).set(entry.key, next).commit()).ok) {
        return c.json(publicEndpoint(next));
      }
    }
    throw new ApiError("CONFLICT", "The endpoint changed while updating it; retry.");
  });

  routes.delete("/webhooks/endpoints/:id", async (c) => {
    const entry = await getEndpoint(kv, c.get("apiKey").workspace_id, c.req.param("id"));
    await kv.atomic().check(entry).delete(entry.key).commit();
    return c.json({ id: entry.value.id, deleted: true });
  });

  routes.get("/webhooks/deliveries", async (c) => {
    const filter = parseInput(DeliveryQuery, c.req.query());
    const page = await listDeliveries(kv, c.get("apiKey").workspace_id, filter);
    return c.json({
      deliveries: page.deliveries.map(publicDelivery),
      next_cursor: page.next_cursor,
    });
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
    if (d.status !== "failed") {
      throw new ApiError(
        "CONFLICT",
        `Only a failed delivery can be retried; delivery ${d.id} is ${d.status}.`,
      );
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
    const next: WebhookDelivery = {
      ...d,
      status: "pending",
      next_attempt_at: services.now().toISOString(),
    };
    const op = kv.atomic().check(entry)
      .set(entry.key, next, { expireIn: DELIVERY_TTL_MS })
      .set(keys.workspaceDelivery(workspaceId, d.id), indexOf(next), { expireIn: DELIVERY_TTL_MS });
    enqueueDelivery(op, { delivery_id: d.id, attempt: d.attempts + 1, manual: true }, 0);
    if (!(await op.commit()).ok) {
      throw new ApiError("CONFLICT", `Delivery ${d.id} changed meanwhile; retry.`);
    }
    return { status: 202, body: publicDelivery(next) };
  }
  return routes;
}
