/**
 * OAuth connection routes: the approved MCP clients of the calling key's workspace, and revoking
 * one (its tokens stop working at once). Only API keys reach them: OAuth tokens are for /mcp only.
 */
import { Hono } from "hono";
import { listConnections, revokeConnection } from "../lib/oauth/grants.ts";
import type { Connection, ConnectionList } from "../lib/schemas/oauth.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";

/** `GET /oauth/connections`, `DELETE /oauth/connections/:id`. */
export function connectionRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/oauth/connections", async (c) => {
    const connections = await listConnections(services.kv, c.get("apiKey").workspace_id);
    return c.json({ connections } satisfies ConnectionList);
  });

  routes.delete("/oauth/connections/:id", async (c) => {
    const revoked = await revokeConnection(
      services.kv,
      c.req.param("id"),
      services.now(),
      c.get("apiKey").workspace_id,
    );
    return c.json(revoked satisfies Connection);
  });
  return routes;
}
