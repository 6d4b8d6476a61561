/**
 * The public shapes of jobs (docs/contract.md#sync-and-async, docs/contract.md#jobs), declared
 * once: the handlers' types, OpenAPI and MCP derive from these.
 */
import { z } from "zod";

/** Every status a job can be in. */
export const JOB_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;

/** A job's status. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Every phase a job reports: `queued` (or `retry_scheduled`, waiting out a retry's backoff);
 * while it runs, `fetching` while a page or sitemap it reads is being fetched and `analyzing`
 * otherwise; then `done`, `failed` or `cancelled`.
 */
export const JOB_PHASES = [
  "queued",
  "retry_scheduled",
  "fetching",
  "analyzing",
  "done",
  "failed",
  "cancelled",
] as const;

/** A job's phase. */
export type JobPhase = (typeof JOB_PHASES)[number];

/** The phases of a running job. */
export type RunPhase = Extract<JobPhase, "fetching" | "analyzing">;

/** The error of a failed attempt or job. */
export const JobErrorSchema = z.strictObject({
  code: z.string().describe("An error code of the error envelope, e.g. `UPSTREAM_ERROR`."),
  message: z.string(),
  retryable: z.boolean(),
});

/** The error of a failed attempt or job. */
export type JobError = z.output<typeof JobErrorSchema>;

/** The 202 answer of a queued request (docs/contract.md#sync-and-async). */
export const JobEnvelopeSchema = z.strictObject({
  job_id: z.string(),
  status: z.enum(["queued", "running"]).describe(
    "The job's status when the request was accepted; poll `poll_url` for what happened since.",
  ),
  operation: z.string().describe("The operation's REST path."),
  poll_url: z.string(),
  events_url: z.string(),
  retry_after_seconds: z.number().int().min(0),
  credits_charged: z.number().int().min(0),
});

/** The 202 answer of a queued request. */
export type JobEnvelope = z.output<typeof JobEnvelopeSchema>;

/** A job's progress. */
export const JobProgressSchema = z.strictObject({
  percent: z.number().int().min(0).max(100),
  message: z.string(),
});

/** A job's progress. */
export type JobProgress = z.output<typeof JobProgressSchema>;

/**
 * The job record a client reads (docs/contract.md#jobs). `result` is the operation's result once
 * completed (OpenAPI lists every result schema), else null.
 */
export const PublicJobSchema = z.strictObject({
  job_id: z.string(),
  operation: z.string().describe("The operation's REST path."),
  status: z.enum(JOB_STATUSES),
  // A string in the store's records (lib/store/jobs.ts); one of JOB_PHASES.
  phase: z.string().describe(
    `One of ${
      JOB_PHASES.map((p) => `\`${p}\``).join(", ")
    }: a running job is \`fetching\` while a ` +
      "page or sitemap it reads is being fetched (its progress message names it), else " +
      "`analyzing`; a job that reports no progress of its own is at 50% once its pages are in.",
  ),
  progress: JobProgressSchema,
  attempts: z.number().int().min(0),
  max_attempts: z.number().int().min(1),
  created_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
  // An object or null: its JSON Schema says so (OpenAPI names each operation's result schema).
  result: z.unknown().meta({
    description: "The result once completed, else null.",
    anyOf: [{ type: "object" }, { type: "null" }],
  }),
  error: JobErrorSchema.nullable(),
  cancel_requested_at: z.iso.datetime().nullable().describe(
    "When the job was cancelled while it ran; it ended `cancelled` (refunded) in that commit.",
  ),
  credits_charged: z.number().int().min(0).describe(
    "What the job was charged; a `cancelled` job, and a failure that says `refunded`, got it back.",
  ),
  project_id: z.string().nullable(),
  workflow_id: z.string().nullable(),
  request_id: z.string(),
});

/** The job record a client reads. */
export type PublicJob = z.output<typeof PublicJobSchema>;

/** `GET /api/v1/jobs`: newest first. */
export const JobListSchema = z.strictObject({
  jobs: z.array(PublicJobSchema),
  next_cursor: z.string().nullable().describe(
    "Pass as `cursor` for the next page; null at the end.",
  ),
});

/** `GET /api/v1/jobs`. */
export type JobList = z.output<typeof JobListSchema>;
