/**
 * The control routes under /api/v1, derived from the control registry (lib/control/mod.ts) by
 * one loop: each entry's path parameters, query and body are parsed with its schemas, its
 * handler runs for the caller, and its answer is JSON at its status (or, for the few that
 * declare `respond`, the Response it builds: the event stream).
 */
import { Hono } from "hono";
import {
  type ControlContext,
  type ControlEntry,
  type ControlRouteOptions,
  honoPath,
} from "../lib/control/define.ts";
import { controls } from "../lib/control/mod.ts";
import type { Services } from "../lib/services.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";
import { readJsonBody } from "./http.ts";
import { idempotencyKey, idempotentResponse } from "../lib/idempotency.ts";

/** One Hono route per registry entry that has a REST side. */
export function controlRoutes(
  services: Services,
  options: ControlRouteOptions = {},
  entries: readonly ControlEntry[] = controls,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const entry of entries) {
    const rest = entry.rest;
    if (!rest) continue;
    routes.on(rest.method.toUpperCase(), honoPath(rest.path), async (c) => {
      const ctx: ControlContext = {
        caller: { key: c.get("apiKey"), requestId: c.get("requestId") },
        services,
      };
      const params = rest.params ? parseInput(rest.params, c.req.param()) : {};
      const query = rest.query ? parseInput(rest.query, c.req.query()) : {};
      const raw = rest.body ? await readJsonBody(c) : {};
      const body = rest.body && !rest.ownBodyChecks ? parseInput(rest.body, raw) : raw;
      const input = { params, query, body };
      if (rest.respond) return await rest.respond(c, input, ctx, options);
      const status = rest.ok.status ?? 200;
      const run = async () => ({ status, body: await entry.handler(input, ctx) });
      const out = rest.idempotent
        ? await idempotentResponse(services.kv, {
          workspaceId: ctx.caller.key.workspace_id,
          key: idempotencyKey(c.req.raw.headers),
          // The route as called: `POST /webhooks/deliveries/<id>/retry`.
          operation: `${rest.method.toUpperCase()} ${
            rest.path.replace(/\{(\w+)\}/g, (_, name) => c.req.param(name) ?? "")
          }`,
          body: raw,
          now: services.now(),
        }, run)
        : { ...(await run()), replayed: false };
      if (out.replayed) c.header("x-idempotent-replay", "true");
      for (const [name, h] of Object.entries(rest.ok.headers ?? {})) c.header(name, h.value);
      return c.json(out.body as Record<string, unknown>, out.status as 200);
    });
  }
  return routes;
}
