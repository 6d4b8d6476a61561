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
      const input = {
        params: rest.params ? parseInput(rest.params, c.req.param()) : {},
        query: rest.query ? parseInput(rest.query, c.req.query()) : {},
        body: rest.body ? parseInput(rest.body, await readJsonBody(c)) : {},
      };
      if (rest.respond) return await rest.respond(c, input, ctx, options);
      const result = await entry.handler(input, ctx);
      return c.json(result as Record<string, unknown>, (rest.ok.status ?? 200) as 200);
    });
  }
  return routes;
}
