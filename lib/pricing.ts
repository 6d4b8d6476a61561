/** The credit table, derived from the registry (docs/contract.md#credits). */
import { describeCost, type Operation } from "./operations/define.ts";
import type { PriceRow } from "./schemas/account.ts";

/** The table of every operation's cost, in registry order. */
export function pricingTable(operations: readonly Operation[]): PriceRow[] {
  return operations.map((op) => ({
    operation: op.path,
    tool: op.id,
    method: "POST",
    path: `/api/v1${op.path}`,
    credits: op.cost,
    rule: describeCost(op.cost),
    calls_paid_provider: op.provider,
    available: op.run !== undefined,
  }));
}

/** Requests that never cost credits. */
export const FREE_OPERATIONS = [
  "GET /api/v1/usage",
  "GET /api/v1/usage/requests",
  "GET /api/v1/pricing",
  "GET /api/v1/status",
  "GET /api/v1/locations",
  "GET /api/v1/languages",
  "GET /api/v1/serp/history",
  "jobs (/api/v1/jobs/*)",
  "webhooks (/api/v1/webhooks/*)",
  "dry runs (?dry_run=true)",
  "admin (/admin/v1/*)",
] as const;
