/** Public documents: the OpenAPI contract, discovery documents and a health check. */
import { type Context, Hono } from "hono";
import {
  aiCatalog,
  DISCOVERY_PATHS,
  type DiscoveryContext,
  llmsTxt,
  serverCard,
} from "../lib/discovery.ts";
import { MCP_VERSION_NAMES } from "../lib/mcp_versions.ts";
import { openApiYaml } from "../lib/openapi.ts";
import { consolePage } from "./console.tsx";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { publicBase } from "./http.ts";

/**
 * `GET /openapi.yaml`, `/llms.txt`, the MCP server card (at `/mcp/server-card` and at the
 * well-known path earlier drafts use), `/.well-known/ai-catalog.json`, `GET /health` and `GET /`.
 */
export function docsRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Links name the configured public address, else the address the request came to.
  const discovery = (c: Context<AppEnv>): DiscoveryContext => ({
    base: publicBase(services, c),
    protocolVersions: MCP_VERSION_NAMES,
    syncWindowMs: services.config.syncWindowMs,
  });
  // Public, and read by browser-based agents on other origins too.
  const open = { "access-control-allow-origin": "*" };
  routes.get(DISCOVERY_PATHS.llms, (c) =>
    c.body(llmsTxt(services.operations, discovery(c)), 200, {
      ...open,
      "content-type": "text/markdown; charset=utf-8",
    }));
  for (const path of [DISCOVERY_PATHS.card, DISCOVERY_PATHS.cardWellKnown]) {
    routes.get(path, (c) => c.json(serverCard(discovery(c)), 200, open));
  }
  routes.get(DISCOVERY_PATHS.catalog, (c) =>
    c.body(JSON.stringify(aiCatalog(discovery(c))), 200, {
      ...open,
      "content-type": "application/ai-catalog+json",
    }));
  let yaml: string | undefined;
  routes.get("/openapi.yaml", (c) => {
    yaml ??= openApiYaml(services.operations);
    return c.body(yaml, 200, { "content-type": "application/yaml; charset=utf-8" });
  });
  routes.get("/health", (c) => c.json({ status: "ok" }));
  // A browser gets the console; anything else (curl, agents) the index of the service.
  const consoleAnswer = consolePage(services.operations);
  routes.get(
    "/",
    (c) =>
      /\btext\/html\b/.test(c.req.header("accept") ?? "") ? consoleAnswer() : c.json({
        name: "Rankscope",
        api: "/api/v1",
        openapi: "/openapi.yaml",
        docs: "/docs",
        mcp: "/mcp",
        llms_txt: DISCOVERY_PATHS.llms,
        mcp_server_card: DISCOVERY_PATHS.card,
        ai_catalog: DISCOVERY_PATHS.catalog,
      }),
  );
  return routes;
}
