/** REST routes of the analysis operations: one loop over the registry. */
import { Hono } from "hono";
import { ApiError } from "../lib/errors.ts";
import { execute } from "../lib/execute.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { callContext, queryFlag, readJsonBody, setCreditHeaders } from "./http.ts";

/** `POST /api/v1/<op.path>` for every registered operation. */
export function operationRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const op of services.operations) {
    routes.post(op.path, async (c) => {
      const dryRun = queryFlag(c, "dry_run", false);
      queryFlag(c, "sync", false); // validated now; the queued mode arrives with the job runner
      const body = await readJsonBody(c);
      const outcome = await execute(services, op, body, callContext(c, dryRun));
      if (outcome.kind === "dry_run") {
        setCreditHeaders(c, 0, outcome.body.credits_remaining);
        return c.json(outcome.body, 200);
      }
      setCreditHeaders(c, outcome.charged, outcome.remaining);
      return c.json(outcome.body, 200);
    });
    routes.on(["GET", "PUT", "PATCH", "DELETE"], op.path, (c) => {
      throw new ApiError(
        "METHOD_NOT_ALLOWED",
        `${op.path} accepts POST only (got ${c.req.method}).`,
        {
          headers: { Allow: "POST, OPTIONS" },
        },
      );
    });
  }
  return routes;
}
