/** REST routes of the analysis operations: one loop over the registry. */
import { Hono } from "hono";
import { execute } from "../lib/execute.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { callContext, queryFlag, readJsonBody } from "./http.ts";

/** `POST /api/v1/<op.path>` for every registered operation. */
export function operationRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const op of services.operations) {
    routes.post(op.path, async (c) => {
      const call = callContext(c, {
        dryRun: queryFlag(c, "dry_run", false),
        sync: queryFlag(c, "sync", false),
        explain: queryFlag(c, "explain", false),
      });
      const body = await readJsonBody(c);
      const outcome = await execute(services, op, body, call);
      if (outcome.replayed) c.header("x-idempotent-replay", "true");
      switch (outcome.kind) {
        case "dry_run":
          c.header("x-credits-charged", "0");
          c.header("x-credits-remaining", String(outcome.body.credits_remaining));
          return c.json(outcome.body, 200);
        case "result":
          c.header("x-credits-charged", String(outcome.charged));
          if (outcome.jobId) c.header("x-job-id", outcome.jobId);
          if (outcome.remaining !== undefined) {
            c.header("x-credits-remaining", String(outcome.remaining));
          }
          return c.json(outcome.body, 200);
        case "job":
          c.header("x-credits-charged", String(outcome.charged));
          c.header("Location", outcome.body.poll_url);
          c.header("Retry-After", String(outcome.body.retry_after_seconds));
          return c.json(outcome.body, 202);
        case "failed":
          c.header("x-credits-charged", String(outcome.charged));
          c.header("x-job-id", outcome.jobId);
          throw outcome.error;
      }
    });
  }
  return routes;
}
