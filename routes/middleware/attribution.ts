/**
 * `attribution`: the project and workflow a request is charged to (`x-project-id`,
 * `x-workflow-id`, docs/contract.md#usage-and-attribution), validated once and set for the
 * handlers.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { attributionHeader } from "../http.ts";

/** The `attribution` middleware. */
export function attribution(): MiddlewareHandler<AppEnv> {
  return async function attribution(c, next) {
    c.set("projectId", attributionHeader(c.req.raw.headers, "x-project-id"));
    c.set("workflowId", attributionHeader(c.req.raw.headers, "x-workflow-id"));
    await next();
  };
}
