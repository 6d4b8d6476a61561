/** Account routes: usage by attribution, the charged requests, project budgets and the credit table. */
import { Hono } from "hono";
import { readUsage } from "../lib/credits.ts";
import { FREE_OPERATIONS, pricingTable } from "../lib/pricing.ts";
import { ChargedRequestQuery, ProjectPath, UsageQuery } from "../lib/queries.ts";
import type { ChargedRequestList, Pricing, Status, Usage } from "../lib/schemas/account.ts";
import { listChargedRequests } from "../lib/usage_log.ts";
import { SERVER_VERSION } from "../lib/version.ts";
import { listProjectBudgets, readProjectBudget } from "../lib/store/budgets.ts";
import type { Services } from "../lib/services.ts";
import { parseInput } from "../lib/validation.ts";
import type { AppEnv } from "./env.ts";

/**
 * `GET /usage`, `GET /usage/requests`, `GET /projects`, `GET /projects/:id/budget`, `GET /pricing`
 * and `GET /status`.
 */
export function accountRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/usage", async (c) => {
    const range = parseInput(UsageQuery, c.req.query());
    const workspaceId = c.get("apiKey").workspace_id;
    const [balance, usage] = await Promise.all([
      services.ledger.balance(workspaceId),
      readUsage(services.kv, workspaceId, range),
    ]);
    return c.json(
      {
        workspace_id: workspaceId,
        credits_remaining: balance?.remaining ?? 0,
        ...usage,
        from: range.from ?? null,
        to: range.to ?? null,
      } satisfies Usage,
    );
  });

  // The usage log the ledger writes with every charge, read back newest first.
  routes.get("/usage/requests", async (c) => {
    const query = parseInput(ChargedRequestQuery, c.req.query());
    const page = await listChargedRequests(services.kv, c.get("apiKey").workspace_id, query);
    return c.json(page satisfies ChargedRequestList);
  });

  routes.get(
    "/projects",
    async (c) =>
      c.json(await listProjectBudgets(services.kv, c.get("apiKey").workspace_id, services.now())),
  );

  routes.get("/projects/:id/budget", async (c) => {
    const { id: projectId } = parseInput(ProjectPath, c.req.param());
    const workspaceId = c.get("apiKey").workspace_id;
    return c.json(await readProjectBudget(services.kv, { workspaceId, projectId }, services.now()));
  });

  routes.get("/status", (c) =>
    c.json(
      {
        status: "ok",
        version: SERVER_VERSION,
        provider: { name: services.provider.name, live: services.provider.name === "dataforseo" },
        cache: {
          enabled: services.providerCache.settings.enabled,
          ttl_seconds: services.providerCache.settings.ttlSeconds,
        },
        operations: {
          built: services.operations.filter((op) => op.run !== undefined).length,
          total: services.operations.length,
        },
        key: {
          prefix: c.get("apiKey").prefix,
          workspace_id: c.get("apiKey").workspace_id,
          plan: c.get("apiKey").plan,
          rate_limits: {
            ...services.planLimits(c.get("apiKey")),
            window_seconds: services.config.rateLimitWindowSeconds,
          },
        },
      } satisfies Status,
    ));

  routes.get("/pricing", (c) =>
    c.json(
      {
        unit: "credits",
        operations: pricingTable(services.operations),
        free: [...FREE_OPERATIONS],
      } satisfies Pricing,
    ));
  return routes;
}
