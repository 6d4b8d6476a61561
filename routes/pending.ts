/** Webhook routes of the spec that a later part builds: registered now, answering 501. */
import { Hono } from "hono";
import { ApiError } from "../lib/errors.ts";
import type { AppEnv } from "./env.ts";

/** The spec's webhook routes, each answering 501 `NOT_IMPLEMENTED` until built. */
export const PENDING_ROUTES: readonly {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
}[] = [
  { method: "GET", path: "/webhooks/endpoints" },
  { method: "POST", path: "/webhooks/endpoints" },
  { method: "PATCH", path: "/webhooks/endpoints/:id" },
  { method: "DELETE", path: "/webhooks/endpoints/:id" },
  { method: "GET", path: "/webhooks/deliveries" },
  { method: "POST", path: "/webhooks/deliveries/:id/retry" },
];

/** Routes answering 501 for the not-yet-built webhook surface. */
export function pendingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const { method, path } of PENDING_ROUTES) {
    routes.on(method, path, (c) => {
      throw new ApiError("NOT_IMPLEMENTED", `${c.req.method} ${c.req.path} is not built yet.`);
    });
  }
  return routes;
}
