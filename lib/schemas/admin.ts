/**
 * The admin API's bodies and answers (`/admin/v1`, also the CLI's inputs), declared once: the
 * actions validate with them, the store's types and OpenAPI derive from them.
 */
import { z } from "zod";
import { BudgetSettingSchema } from "./budgets.ts";

const credits = z.number().int().min(0).max(1_000_000_000);
const id = z.string().trim().min(1).max(128);

/** `POST /admin/v1/workspaces`. */
export const NewWorkspaceSchema = z.object({
  name: z.string().trim().min(1).max(100).describe("A label for people."),
  credits: credits.default(0).describe("Opening balance."),
}).strict();

/** `POST /admin/v1/workspaces/{id}/credits`. */
export const GrantSchema = z.object({
  amount: z.number().int().min(1).max(1_000_000_000).describe("Credits to add."),
}).strict();

/** `POST /admin/v1/keys`. */
export const NewKeySchema = z.object({
  workspace_id: id,
  name: z.string().trim().min(1).max(100).optional(),
  plan: z.string().trim().min(1).max(40).optional()
    .describe("A configured rate-limit plan (RATE_LIMITS); default BOOTSTRAP_PLAN."),
  allowed_domains: z.array(z.string().trim().min(1).max(300)).max(50).optional()
    .describe("Browser origins the key may be used from; such keys cannot call /mcp."),
}).strict();

/** `PUT /admin/v1/projects/{project_id}/budget`. */
export const NewBudgetSchema = z.object({
  workspace_id: id,
  limit_credits: z.number().int().min(1).max(1_000_000_000),
  warn_at_percent: z.number().int().min(1).max(100).default(80),
  hard_stop: z.boolean().default(true),
}).strict();

/** A workspace as the admin API shows it. */
export const WorkspaceSchema = z.strictObject({
  workspace_id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  credits_remaining: z.number().int(),
});

/** `GET /admin/v1/workspaces`. */
export const WorkspaceListSchema = z.strictObject({
  workspaces: z.array(WorkspaceSchema.extend({ credits_used: z.number().int() }).strict()),
});

/** The answer to a credit grant. */
export const GrantResultSchema = z.strictObject({
  workspace_id: z.string(),
  granted: z.number().int(),
  credits_remaining: z.number().int(),
});

/** An API key's record (never the key itself, which is shown once at creation). */
export const ApiKeySchema = z.strictObject({
  id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  prefix: z.string().describe("The first characters of the key, for recognising it in lists."),
  plan: z.string(),
  allowed_domains: z.array(z.string()),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});

/** The answer to `POST /admin/v1/keys`: the record and the key, shown once. */
export const CreatedKeySchema = ApiKeySchema.extend({
  key: z.string().describe("`sk_live_...`: shown once; only its hash is stored."),
}).strict();

/** `GET /admin/v1/keys`. */
export const KeyListSchema = z.strictObject({ keys: z.array(ApiKeySchema) });

/** A project's budget as stored and as the admin API answers. */
export const StoredBudgetSchema = BudgetSettingSchema.extend({
  workspace_id: z.string(),
  project_id: z.string(),
}).strict();

/** A queue message given up after its last attempt (`GET /admin/v1/queue/dead-letters`). */
export const DeadLetterSchema = z.strictObject({
  id: z.string(),
  kind: z.string().describe("The message kind: job, webhook_fanout or webhook_delivery."),
  attempts: z.number().int(),
  error: z.string().nullable().describe("The last attempt's error."),
  failed_at: z.iso.datetime(),
  message: z.record(z.string(), z.unknown()).describe("The message as it was queued."),
});

/** `GET /admin/v1/queue/dead-letters`. */
export const DeadLetterListSchema = z.strictObject({ dead_letters: z.array(DeadLetterSchema) });
export type DeadLetterList = z.infer<typeof DeadLetterListSchema>;
