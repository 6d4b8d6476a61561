/** Request schemas of the webhook routes; the routes and OpenAPI both derive from them. */
import { z } from "zod";
import { WEBHOOK_EVENTS } from "../store/webhooks.ts";

const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(4)
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
