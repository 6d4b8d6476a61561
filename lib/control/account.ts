/** The account entries of the control registry: usage, charged requests, status, pricing, projects. */
import { readUsage } from "../credits.ts";
import { FREE_OPERATIONS, pricingTable } from "../pricing.ts";
import { ChargedRequestQuery, ProjectPath, UsageQuery } from "../queries.ts";
import {
  type ChargedRequestList,
  ChargedRequestListSchema,
  type Pricing,
  PricingSchema,
  type Status,
  StatusSchema,
  type Usage,
  UsageSchema,
} from "../schemas/account.ts";
import { ProjectBudgetSchema, ProjectListSchema } from "../schemas/budgets.ts";
import { listProjectBudgets, readProjectBudget } from "../store/budgets.ts";
import { listChargedRequests } from "../usage_log.ts";
import { SERVER_VERSION } from "../version.ts";
import { defineControl } from "./define.ts";

export const usage = defineControl({
  id: "usage",
  rest: {
    method: "get",
    path: "/usage",
    tag: "account",
    summary: "Credit balance and usage by project, workflow and operation",
    query: UsageQuery,
    ok: { description: "Usage.", component: "Usage" },
  },
  output: UsageSchema,
  bucket: "control",
  handler: async ({ query: range }, { caller, services }) => {
    const workspaceId = caller.key.workspace_id;
    const [balance, usage] = await Promise.all([
      services.ledger.balance(workspaceId),
      readUsage(services.kv, workspaceId, range),
    ]);
    return {
      workspace_id: workspaceId,
      credits_remaining: balance?.remaining ?? 0,
      ...usage,
      from: range.from ?? null,
      to: range.to ?? null,
    } satisfies Usage;
  },
});

// The usage log the ledger writes with every charge, read back newest first.
export const usageRequests = defineControl({
  id: "usage_requests",
  rest: {
    method: "get",
    path: "/usage/requests",
    tag: "account",
    summary: "The charged requests of the workspace, newest first: sync runs and jobs (free)",
    description:
      "Every request that was charged, as the credit ledger logged it (kept 400 days): what it cost, when, by which key, for which project and workflow, and how it was answered. `kind=sync` lists the runs answered in the request itself (`?sync=true`, MCP tool calls, synchronous operations), which keep no job record; `kind=job` the charges of jobs, whose state is at `/jobs/{id}`. Refunds (a cancelled job, a failure that says `refunded`) are not entries; dry runs and `Idempotency-Key` replays cost nothing and are not listed. Free.",
    query: ChargedRequestQuery,
    ok: {
      description: "Charged requests, in the order they were charged, newest first.",
      component: "ChargedRequestList",
    },
  },
  output: ChargedRequestListSchema,
  bucket: "control",
  handler: async ({ query }, { caller, services }) =>
    (await listChargedRequests(
      services.kv,
      caller.key.workspace_id,
      query,
    )) satisfies ChargedRequestList,
});

export const status = defineControl({
  id: "status",
  rest: {
    method: "get",
    path: "/status",
    tag: "account",
    summary:
      "Which data provider is active, whether the cache is on, and the server version (free)",
    ok: { description: "The server's status.", component: "Status" },
  },
  output: StatusSchema,
  bucket: "control",
  handler: (_input, { caller, services }) => ({
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
      prefix: caller.key.prefix,
      workspace_id: caller.key.workspace_id,
      plan: caller.key.plan,
      rate_limits: {
        ...services.planLimits(caller.key),
        window_seconds: services.config.rateLimitWindowSeconds,
      },
    },
  } satisfies Status),
});

export const pricing = defineControl({
  id: "pricing",
  rest: {
    method: "get",
    path: "/pricing",
    tag: "account",
    summary: "The credit table, derived from the operation registry",
    ok: { description: "Every operation's cost.", component: "Pricing" },
  },
  output: PricingSchema,
  bucket: "control",
  handler: (_input, { services }) => ({
    unit: "credits",
    operations: pricingTable(services.operations),
    free: [...FREE_OPERATIONS],
  } satisfies Pricing),
});

export const projectsList = defineControl({
  id: "projects_list",
  rest: {
    method: "get",
    path: "/projects",
    tag: "account",
    summary: "The workspace's projects with their budgets and month-to-date usage",
    ok: {
      description: "Every project with a budget or with usage this month.",
      component: "ProjectList",
    },
  },
  output: ProjectListSchema,
  bucket: "control",
  handler: (_input, { caller, services }) =>
    listProjectBudgets(services.kv, caller.key.workspace_id, services.now()),
});

export const projectBudget = defineControl({
  id: "project_budget",
  rest: {
    method: "get",
    path: "/projects/{id}/budget",
    tag: "account",
    summary: "One project's budget and month-to-date usage",
    params: ProjectPath,
    ok: {
      description:
        "The project's budget state; a project nothing was charged to reads as zeros with `budget: null`.",
      component: "ProjectBudget",
    },
  },
  output: ProjectBudgetSchema,
  bucket: "control",
  handler: ({ params }, { caller, services }) =>
    readProjectBudget(
      services.kv,
      { workspaceId: caller.key.workspace_id, projectId: params.id },
      services.now(),
    ),
});
