/** Public documents: the OpenAPI contract and a health check. */
import { Hono } from "hono";
import { openApiYaml } from "../lib/openapi.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";

/** `GET /openapi.yaml`, `GET /health` and `GET /`. */
export function docsRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let yaml: string | undefined;
  routes.get("/openapi.yaml", (c) => {
    yaml ??= openApiYaml(services.operations);
    return c.body(yaml, 200, { "content-type": "application/yaml; charset=utf-8" });
  });
  routes.get("/health", (c) => c.json({ status: "ok" }));
  routes.get("/", (c) =>
    c.json({
      name: "Rankscope",
      api: "/api/v1",
      openapi: "/openapi.yaml",
      mcp: "/mcp",
    }));
  return routes;
}
