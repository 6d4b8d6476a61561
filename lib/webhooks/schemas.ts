/**
 * Request and answer schemas of the webhook routes; the routes, the store's types and OpenAPI
 * derive from them.
 */
import { z } from "zod";
import { WEBHOOK_EVENTS } from "../store/webhooks.ts";

const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, "must not repeat an event")
  .describe("Event kinds this endpoint receives.");
const url = z.string().trim().min(1).max(2048)
  .describe("HTTPS URL that receives webhook POSTs; private and loopback addresses are refused.");
const description = z.string().trim().max(500).describe("A label for people.");

/** `POST /webhooks/endpoints`. */
export const NewEndpoint = z.object({
  url,
  events: events.default([...WEBHOOK_EVENTS]),
  description: description.optional(),
  is_active: z.boolean().default(true),
}).strict();

/** `PATCH /webhooks/endpoints/{id}`: at least one field. */
export const EndpointChange = z.object({
  url: url.optional(),
  events: events.optional(),
  description: description.nullable().optional(),
  is_active: z.boolean().optional().describe(
    "false pauses deliveries; true resumes with new events only.",
  ),
}).strict().refine(
  (c) => Object.keys(c).length > 0,
  "give at least one of url, events, description, is_active",
);

/** `GET /webhooks/deliveries` query. */
export const DeliveryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(["pending", "delivered", "failed"]).optional(),
  endpoint_id: z.string().min(1).max(100).optional(),
  project_id: z.string().min(1).max(128).optional(),
  event_type: z.enum(WEBHOOK_EVENTS).optional(),
  cursor: z.string().min(1).max(200).optional(),
}).strict();

/** An endpoint as the API shows it (never its secret, except once at creation). */
export const WebhookEndpointSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** The answer to `POST /webhooks/endpoints`: the endpoint and its signing secret, shown once. */
export const CreatedEndpointSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe("`whsec_...`: returned once, in the answer to the create request."),
}).strict();

/** `GET /webhooks/endpoints`. */
export const EndpointListSchema = z.strictObject({ endpoints: z.array(WebhookEndpointSchema) });

/** One attempt of a delivery, as its log shows it. */
export const AttemptLogSchema = z.strictObject({
  attempt: z.number().int().min(1),
  at: z.iso.datetime(),
  response_code: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  duration_ms: z.number().int().min(0),
});

/**
 * A delivery record (docs/contract.md#deliveries-and-retries) with its attempt log, as the API
 * shows it.
 */
export const WebhookDeliverySchema = z.strictObject({
  id: z.string().describe("Also the `webhook-id` header of every attempt."),
  endpoint_id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  project_id: z.string().nullable(),
  job_id: z.string().nullable(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int().min(0),
  next_attempt_at: z.iso.datetime().nullable(),
  last_response_code: z.number().int().nullable(),
  last_failure_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  attempt_log: z.array(AttemptLogSchema),
});

/** `GET /webhooks/deliveries`. */
export const DeliveryListSchema = z.strictObject({
  deliveries: z.array(WebhookDeliverySchema),
  next_cursor: z.string().nullable(),
});

/** `DELETE /webhooks/endpoints/{id}`. */
export const DeletedSchema = z.strictObject({ id: z.string(), deleted: z.literal(true) });

/** An endpoint as the API shows it. */
export type PublicEndpoint = z.output<typeof WebhookEndpointSchema>;
/** A delivery as the API shows it. */
export type PublicDelivery = z.output<typeof WebhookDeliverySchema>;
/** The answer to `POST /webhooks/endpoints`. */
export type CreatedEndpoint = z.output<typeof CreatedEndpointSchema>;
/** `GET /webhooks/endpoints`. */
export type EndpointList = z.output<typeof EndpointListSchema>;
/** `GET /webhooks/deliveries`. */
export type DeliveryList = z.output<typeof DeliveryListSchema>;
/** `DELETE /webhooks/endpoints/{id}`. */
export type Deleted = z.output<typeof DeletedSchema>;
