/** `/keys`: the calling key's workspace creates, lists and revokes its own keys (`own_keys.ts`). */
import { Hono } from "hono";
import { ownKeys } from "../lib/own_keys.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { readJsonBody } from "./http.ts";

/** `GET /keys`, `POST /keys`, `DELETE /keys/:id`. */
export function keyRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const own = ownKeys(services);

  routes.get("/keys", async (c) => c.json(await own.list(c.get("apiKey"))));

  // No Idempotency-Key replay: a replay would need the key stored, and keys are stored only as
  // hashes. A retried create makes a second key, which the list shows and a DELETE revokes.
  routes.post("/keys", async (c) => {
    const created = await own.create(c.get("apiKey"), await readJsonBody(c));
    c.header("cache-control", "no-store");
    return c.json(created, 201);
  });

  routes.delete("/keys/:id", async (c) => {
    return c.json(await own.revoke(c.get("apiKey"), c.req.param("id")));
  });
  return routes;
}
