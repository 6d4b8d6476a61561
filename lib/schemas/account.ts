/**
 * The shapes of the account routes (`GET /usage`, `GET /usage/requests`, `GET /pricing`) and of a
 * dry-run quote,
 * declared once: the handlers' types and OpenAPI derive from them.
 */
import { z } from "zod";

const credits = z.number().int().min(0);

/** `?dry_run=true`: the price of a request, nothing charged or run. */
export const DryRunSchema = z.strictObject({
  operation: z.string().describe("The operation's REST path."),
  credits_required: credits.describe("What the request would cost."),
  credits_remaining: credits.describe("The workspace's balance now."),
});

/** A dry-run quote. */
export type DryRun = z.output<typeof DryRunSchema>;

/** How many credits a request costs: a fixed number, or per item of a list field. */
export const CostRuleSchema = z.union([
  z.number().int().min(0),
  z.strictObject({
    credits: z.number().int().min(0),
    per: z.number().int().min(1),
    field: z.string(),
    double_if: z.string().optional(),
  }),
  z.strictObject({
    credits: z.number().int().min(0).describe("The base cost of a request."),
    plus_per_item: z.number().int().min(0).describe(
      "Added per item of `items_field` when `when_field` equals `when_value`.",
    ),
    items_field: z.string(),
    when_field: z.string(),
    when_value: z.string(),
  }),
]);

/** One row of `GET /api/v1/pricing`. */
export const PriceRowSchema = z.strictObject({
  operation: z.string(),
  tool: z.string().describe("The MCP tool name."),
  method: z.literal("POST"),
  path: z.string(),
  credits: CostRuleSchema,
  rule: z.string().describe("The cost rule in words."),
  calls_paid_provider: z.boolean(),
  available: z.boolean().describe("False: registered but not built yet (answers 501)."),
});

/** One row of the pricing table. */
export type PriceRow = z.output<typeof PriceRowSchema>;

/** `GET /api/v1/pricing`. */
export const PricingSchema = z.strictObject({
  unit: z.literal("credits"),
  operations: z.array(PriceRowSchema),
  free: z.array(z.string()).describe("Requests that never cost credits."),
});

/** `GET /api/v1/pricing`. */
export type Pricing = z.output<typeof PricingSchema>;

/** `GET /api/v1/status`: what this server runs on (free). */
export const StatusSchema = z.strictObject({
  status: z.literal("ok"),
  version: z.string().describe("The server's version."),
  provider: z.strictObject({
    name: z.enum(["dataforseo", "sandbox"]),
    live: z.boolean().describe(
      "True when data comes from DataForSEO; false for the sandbox's synthetic data.",
    ),
  }),
  cache: z.strictObject({
    enabled: z.boolean().describe("Whether provider answers are cached (`PROVIDER_CACHE`)."),
    ttl_seconds: z.record(z.string(), z.number().int().min(0)).describe(
      "How long an answer is kept, per data kind (`CACHE_TTL_<KIND>_SECONDS`).",
    ),
  }),
  operations: z.strictObject({
    built: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  key: z.strictObject({
    prefix: z.string().describe("The first characters of the key that asked."),
    workspace_id: z.string(),
    plan: z.string(),
    rate_limits: z.strictObject({
      work: z.number().int().min(1).describe("Operation calls per window."),
      control: z.number().int().min(1).describe("Other requests per window."),
      window_seconds: z.number().int().min(1),
    }),
  }).describe("The key that asked: its workspace, plan and rate limits."),
});

/** `GET /api/v1/status`. */
export type Status = z.output<typeof StatusSchema>;

const breakdown = z.record(z.string(), z.number().int());

/**
 * Credits used by a workspace, broken down by attribution (docs/contract.md#usage-and-attribution).
 */
export const UsageReportSchema = z.strictObject({
  credits_used: z.number().int(),
  by_project: breakdown,
  by_workflow: breakdown,
  by_operation: breakdown,
  provider_cost_usd: z.strictObject({
    total: z.number().min(0).describe("What provider calls cost upstream, in USD."),
    by_operation: z.record(z.string(), z.number().min(0)),
    by_project: z.record(z.string(), z.number().min(0)),
  }).describe(
    "What the provider (DataForSEO) charged for this workspace's calls, in USD: cached answers and the sandbox cost nothing. Counted when the call is made, whatever became of the request.",
  ),
});

/** Credits used, by attribution. */
export type UsageReport = z.output<typeof UsageReportSchema>;

/** `GET /api/v1/usage`. */
export const UsageSchema = UsageReportSchema.extend({
  workspace_id: z.string(),
  credits_remaining: z.number().int(),
  from: z.iso.date().nullable().describe("First day counted (UTC); null = all time."),
  to: z.iso.date().nullable().describe("Last day counted (UTC); null = all time."),
}).strict();

/** `GET /api/v1/usage`. */
export type Usage = z.output<typeof UsageSchema>;

/** How a charged request was answered (`GET /api/v1/usage/requests`). */
export const CHARGE_KINDS = ["sync", "job"] as const;

/** One charged request of the usage log. */
export const ChargedRequestSchema = z.strictObject({
  request_id: z.string().describe("The request's `x-request-id`."),
  operation: z.string().describe("The operation's REST path."),
  credits: credits.describe("What the request was charged."),
  at: z.iso.datetime().describe(
    "When the request came in (a sync run is charged once its result is ready); its UTC day is the usage period.",
  ),
  kind: z.enum(CHARGE_KINDS).nullable().describe(
    "`sync`: answered in the request itself (`?sync=true`, an MCP tool call, a synchronous operation), no job kept; it is charged only once its result is ready. `job`: the charge of the job `job_id`. null: charged before the server recorded which.",
  ),
  job_id: z.string().nullable().describe("The job the charge created (`kind: job`), else null."),
  key_id: z.string().describe("The id of the API key that asked."),
  project_id: z.string().nullable(),
  workflow_id: z.string().nullable(),
});

/** One charged request. */
export type ChargedRequest = z.output<typeof ChargedRequestSchema>;

/** `GET /api/v1/usage/requests`: in the order they were charged, newest first. */
export const ChargedRequestListSchema = z.strictObject({
  requests: z.array(ChargedRequestSchema),
  next_cursor: z.string().nullable().describe(
    "Pass as `cursor` for the next page; null at the end.",
  ),
});

/** `GET /api/v1/usage/requests`. */
export type ChargedRequestList = z.output<typeof ChargedRequestListSchema>;
