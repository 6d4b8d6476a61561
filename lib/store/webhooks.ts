/**
 * Webhook endpoints and deliveries (docs/contract.md#webhooks). An event becomes one delivery per
 * subscribed active endpoint; the delivery id is derived from the event and the endpoint, so
 * fanning the same event out twice creates nothing new.
 */
import type { z } from "zod";
import { ApiError } from "../errors.ts";
import type {
  AttemptLogSchema,
  PublicDelivery,
  PublicEndpoint,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from "../webhooks/schemas.ts";
import { sha256Hex } from "../ids.ts";
import { keys } from "./keys.ts";
import { enqueue } from "./queue.ts";
import { pageIndex } from "./paging.ts";
import type { AtomicOp, Store } from "./port.ts";

/** The event kinds an endpoint may receive. */
export const WEBHOOK_EVENTS = [
  "job.completed",
  "job.failed",
  "job.cancelled",
  "project.budget_warning",
  "project.budget_exceeded",
] as const;

/** One event kind. */
export type WebhookEventType = typeof WEBHOOK_EVENTS[number];

/** A stored endpoint; `secret` never leaves the server after creation. */
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema> & {
  workspace_id: string;
  secret: string;
};

/** An event to deliver: what the payload says and what it is filed under. */
export interface WebhookEvent {
  id: string;
  workspace_id: string;
  type: WebhookEventType;
  timestamp: string;
  project_id: string | null;
  job_id: string | null;
  data: Record<string, unknown>;
}

/** A queue message asking for attempt `attempt` of a delivery. */
export interface DeliveryMessage {
  kind: "webhook_delivery";
  delivery_id: string;
  attempt: number;
  /** A manual retry is one attempt: if it fails, the delivery is failed again. */
  manual: boolean;
}

/** One attempt as the delivery log shows it. */
export type AttemptLog = z.output<typeof AttemptLogSchema>;

/** A delivery record as stored: the public record, its payload and its sending lease. */
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema> & {
  workspace_id: string;
  /** The exact body sent on every attempt. */
  payload: string;
  /** While an attempt is being sent: until when it may take (a crash leaves it to expire). */
  sending_until: number;
};

/** Deliveries are kept this long. */
export const DELIVERY_TTL_MS = 30 * 24 * 3600 * 1000;

/** The public view of an endpoint (no secret). */
export function publicEndpoint(e: WebhookEndpoint): PublicEndpoint {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    description: e.description,
    is_active: e.is_active,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

/** The public view of a delivery (no payload body). */
export function publicDelivery(d: WebhookDelivery): PublicDelivery {
  const { payload: _p, sending_until: _s, workspace_id: _w, ...rest } = d;
  return rest;
}

/** The endpoint of a workspace, or a 404 naming it. */
export async function getEndpoint(kv: Store, workspaceId: string, id: string) {
  const entry = await kv.get<WebhookEndpoint>(keys.webhookEndpoint(workspaceId, id));
  if (!entry.value) {
    throw new ApiError("NOT_FOUND", `Webhook endpoint "${id}" does not exist in this workspace.`);
  }
  return entry as Deno.KvEntry<WebhookEndpoint>;
}

/** The workspace's endpoints, oldest first. */
export async function listEndpoints(kv: Store, workspaceId: string): Promise<WebhookEndpoint[]> {
  const out: WebhookEndpoint[] = [];
  for await (const e of kv.list<WebhookEndpoint>({ prefix: keys.webhookEndpoints(workspaceId) })) {
    out.push(e.value);
  }
  return out;
}

/** The delivery id of an event at an endpoint: time-sortable and deterministic. */
export function deliveryId(event: WebhookEvent, endpointId: string): string {
  const time = Date.parse(event.timestamp).toString(36).padStart(9, "0");
  return `dlv_${time}${sha256Hex(`${event.id}\n${endpointId}`).slice(0, 16)}`;
}

/** Adds a delivery's message to `op`. */
export function enqueueDelivery(
  op: AtomicOp,
  message: Omit<DeliveryMessage, "kind">,
  delay: number,
) {
  const full: DeliveryMessage = { kind: "webhook_delivery", ...message };
  enqueue(op, full, { delay });
}

/**
 * Creates one pending delivery per active endpoint subscribed to each event, each with its
 * first attempt queued; the endpoints of a workspace are read once for all its events.
 * Idempotent: deliveries that exist already are left alone. Returns the ids it created.
 */
export async function fanOut(kv: Store, events: readonly WebhookEvent[]): Promise<string[]> {
  const created: string[] = [];
  const byWorkspace = Map.groupBy(events, (e) => e.workspace_id);
  for (const [workspaceId, group] of byWorkspace) {
    const endpoints = (await listEndpoints(kv, workspaceId)).filter((e) => e.is_active);
    for (const event of group) {
      for (const endpoint of endpoints.filter((e) => e.events.includes(event.type))) {
        const id = await createDelivery(kv, event, endpoint.id);
        if (id) created.push(id);
      }
    }
  }
  return created;
}

/** Creates the delivery of `event` at an endpoint with its first attempt queued, unless it exists. */
async function createDelivery(
  kv: Store,
  event: WebhookEvent,
  endpointId: string,
): Promise<string | null> {
  const id = deliveryId(event, endpointId);
  const delivery: WebhookDelivery = {
    id,
    workspace_id: event.workspace_id,
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    project_id: event.project_id,
    job_id: event.job_id,
    status: "pending",
    attempts: 0,
    next_attempt_at: event.timestamp,
    last_response_code: null,
    last_failure_reason: null,
    created_at: new Date().toISOString(),
    delivered_at: null,
    payload: JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data }),
    attempt_log: [],
    sending_until: 0,
  };
  const op = kv.atomic()
    .check({ key: keys.webhookDelivery(id), versionstamp: null })
    .set(keys.webhookDelivery(id), delivery, { expireIn: DELIVERY_TTL_MS })
    .set(keys.workspaceDelivery(event.workspace_id, id), indexOf(delivery), {
      expireIn: DELIVERY_TTL_MS,
    });
  enqueueDelivery(op, { delivery_id: id, attempt: 1, manual: false }, 0);
  return (await op.commit()).ok ? id : null;
}

/** The filter fields kept in the workspace's delivery index. */
export function indexOf(d: WebhookDelivery) {
  return {
    status: d.status,
    endpoint_id: d.endpoint_id,
    project_id: d.project_id,
    event_type: d.event_type,
  };
}

/** Filters of `GET /webhooks/deliveries`. */
export interface DeliveryFilter {
  limit: number;
  status?: WebhookDelivery["status"];
  endpoint_id?: string;
  project_id?: string;
  event_type?: WebhookEventType;
  cursor?: string;
}

/** The workspace's deliveries, newest first, filtered, with a cursor for the next page. */
export async function listDeliveries(
  kv: Store,
  workspaceId: string,
  filter: DeliveryFilter,
): Promise<{ deliveries: WebhookDelivery[]; next_cursor: string | null }> {
  const page = await pageIndex<ReturnType<typeof indexOf>, WebhookDelivery>(kv, {
    prefix: keys.workspaceDeliveries(workspaceId),
    recordKey: keys.webhookDelivery,
    limit: filter.limit,
    cursor: filter.cursor,
    maxScan: 2000,
    keep: (v) =>
      (!filter.status || v.status === filter.status) &&
      (!filter.endpoint_id || v.endpoint_id === filter.endpoint_id) &&
      (!filter.project_id || v.project_id === filter.project_id) &&
      (!filter.event_type || v.event_type === filter.event_type),
  });
  return { deliveries: page.records, next_cursor: page.next_cursor };
}

/** Stores a new endpoint. */
export async function createEndpointRecord(kv: Store, endpoint: WebhookEndpoint): Promise<void> {
  await kv.set(keys.webhookEndpoint(endpoint.workspace_id, endpoint.id), endpoint);
}

/**
 * Applies `change` to an endpoint with a checked commit, retried while it moves underneath;
 * 404 when it does not exist, 409 when it kept moving.
 */
export async function updateEndpointRecord(
  kv: Store,
  scope: { workspaceId: string; id: string },
  change: (current: WebhookEndpoint) => WebhookEndpoint,
): Promise<WebhookEndpoint> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await getEndpoint(kv, scope.workspaceId, scope.id);
    const next = change(entry.value);
    if ((await kv.atomic().check(entry).set(entry.key, next).commit()).ok) return next;
  }
  throw new ApiError("CONFLICT", "The endpoint changed while updating it; retry.");
}

/** Deletes an endpoint (its deliveries stay in the log); 404 when it does not exist. */
export async function deleteEndpointRecord(
  kv: Store,
  scope: { workspaceId: string; id: string },
): Promise<WebhookEndpoint> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await getEndpoint(kv, scope.workspaceId, scope.id);
    if ((await kv.atomic().check(entry).delete(entry.key).commit()).ok) return entry.value;
  }
  throw new ApiError("CONFLICT", "The endpoint changed while deleting it; retry.");
}

/**
 * Writes a delivery change and its index entry in one checked commit, plus whatever `then`
 * adds (the next attempt's message); false when the record moved meanwhile.
 */
export async function saveDelivery(
  kv: Store,
  entry: Deno.KvEntry<WebhookDelivery>,
  next: WebhookDelivery,
  then?: (op: AtomicOp) => void,
): Promise<boolean> {
  const op = kv.atomic().check(entry)
    .set(entry.key, next, { expireIn: DELIVERY_TTL_MS })
    .set(keys.workspaceDelivery(next.workspace_id, next.id), indexOf(next), {
      expireIn: DELIVERY_TTL_MS,
    });
  then?.(op);
  return (await op.commit()).ok;
}

/**
 * Sends a delivery again now. A failed one gets one manual attempt (failing again leaves it
 * failed); a pending one gets its next attempt now instead of at its scheduled time, and its
 * schedule continues from this attempt: the message queued for the old time finds that
 * attempt done and is dropped. False when the record moved meanwhile.
 */
export async function resendDelivery(
  kv: Store,
  entry: Deno.KvEntry<WebhookDelivery>,
  now: Date,
): Promise<{ ok: boolean; delivery: WebhookDelivery }> {
  const d = entry.value;
  const manual = d.status === "failed";
  const next: WebhookDelivery = { ...d, status: "pending", next_attempt_at: now.toISOString() };
  const ok = await saveDelivery(kv, entry, next, (op) => {
    enqueueDelivery(op, { delivery_id: d.id, attempt: d.attempts + 1, manual }, 0);
  });
  return { ok, delivery: next };
}
