/** The job entries of the control registry: list, status, cancel, the event stream, and wait. */
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { plural } from "../toolkit/prose.ts";
import { invalidParameters } from "../errors.ts";
import { JobListQuery } from "../queries.ts";
import { type JobList, JobListSchema, type PublicJob, PublicJobSchema } from "../schemas/jobs.ts";
import { getOwnJob, listJobs, publicJob, readJobResult } from "../store/jobs.ts";
import { streamJobEvents } from "./job_events.ts";
import { defineControl, IdPath, type NoInput } from "./define.ts";

/** The MCP job tools' argument: the job's id. */
export const JobId = z.object({
  job_id: z.string().min(1).max(200).describe("The job id from a job envelope."),
}).strict();
const JobWait = JobId.extend({
  timeout_seconds: z.number().int().min(1).max(60).default(25)
    .describe("How long to wait for the job to end (1-60 s)."),
}).strict();

/** `{ job_id }` as the `{id}` path parameter. */
const byJobId = ({ job_id }: { job_id: string }) => ({ params: { id: job_id } });

export const jobsList = defineControl({
  id: "jobs_list",
  rest: {
    method: "get",
    path: "/jobs",
    tag: "jobs",
    summary: "Recent jobs of the workspace, newest first",
    query: JobListQuery,
    ok: { description: "Jobs, newest first.", component: "JobList" },
  },
  output: JobListSchema,
  bucket: "control",
  handler: async ({ query }, { caller, services }) => {
    const page = await listJobs(services.kv, caller.key.workspace_id, query);
    return {
      jobs: page.jobs.map((j) => publicJob(j)),
      next_cursor: page.next_cursor,
    } satisfies JobList;
  },
  mcp: {
    name: "jobs_list",
    title: "List jobs",
    description:
      "The workspace's recent jobs, newest first, optionally by status; page with cursor. Free.",
    input: JobListQuery,
    text: (list) => `${plural(list.jobs.length, "job")}.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});

export const jobStatus = defineControl({
  id: "job_status",
  rest: {
    method: "get",
    path: "/jobs/{id}",
    tag: "jobs",
    summary: "Public progress, attempts, result, error and attribution of a job",
    params: IdPath,
    ok: { description: "The job record, with its result once completed.", component: "Job" },
    errors: { "404": "NotFound" },
  },
  output: PublicJobSchema,
  bucket: "control",
  handler: async ({ params }, { caller, services }) => {
    const record = await getOwnJob(services.kv, caller.key.workspace_id, params.id);
    return publicJob(record, await readJobResult(services.kv, record));
  },
  mcp: {
    name: "job_status",
    title: "Job status",
    description:
      "The job's status, phase, progress, attempts, and its result or error once it ended. Free.",
    input: JobId,
    toInput: byJobId,
    text: (job) => `Job ${job.job_id} is ${job.status} (${job.progress.percent}%).`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});

/** MCP only: waits for the job to end, reporting progress when the client asks for it. */
export const jobWait = defineControl<
  PublicJob,
  typeof NoInput,
  typeof JobWait,
  typeof NoInput,
  typeof JobWait
>({
  id: "job_wait",
  output: PublicJobSchema,
  bucket: "control",
  handler: async ({ query }, { caller, services, progress }) => {
    const { job_id, timeout_seconds } = query;
    const workspaceId = caller.key.workspace_id;
    await getOwnJob(services.kv, workspaceId, job_id);
    const ticker = progress === undefined ? undefined : setInterval(async () => {
      const current = await getOwnJob(services.kv, workspaceId, job_id).catch(() => null);
      if (!current) return;
      await progress(current.progress.percent, `${current.status}: ${current.progress.message}`)
        .catch(() => {});
    }, 1000);
    try {
      await services.jobs.waitFor(job_id, timeout_seconds * 1000);
    } finally {
      clearInterval(ticker);
    }
    const record = await getOwnJob(services.kv, workspaceId, job_id);
    return publicJob(record, await readJobResult(services.kv, record));
  },
  mcp: {
    name: "job_wait",
    title: "Wait for a job",
    description:
      "Waits up to timeout_seconds for the job to end, reporting progress when the client asks for it; returns the job record with its result or error. Free.",
    input: JobWait,
    toInput: (args) => ({ query: args }),
    text: (job) =>
      (job.result as { markdown_summary?: string } | null)?.markdown_summary ??
        `Job ${job.job_id} is ${job.status}.`,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
});

export const jobCancel = defineControl({
  id: "job_cancel",
  rest: {
    method: "post",
    path: "/jobs/{id}/cancel",
    tag: "jobs",
    summary: "Cancel a job: a queued one ends at once, a running one is stopped; refunded",
    description:
      "A queued job (or one waiting out a retry) ends `cancelled` at once, its credits refunded in the same commit. A running one ends `cancelled` the same way, `cancel_requested_at` set, and its run is aborted (provider calls and page fetches included: at once in the process running it, at its next lease beat in another). The answer is the outcome of that one checked commit: a job that ended first, even a moment before, is a 409 naming its state, never a 202. The end is a `job.cancelled` event on the job's event stream and a `job.cancelled` webhook event.",
    params: IdPath,
    ok: { status: 202, description: "The job, `cancelled` by this request.", component: "Job" },
    errors: {
      "404": "NotFound",
      "409": {
        description:
          "`CONFLICT`: the job has ended already (completed, failed or cancelled); `details.status` names how.",
      },
    },
  },
  output: PublicJobSchema,
  bucket: "control",
  // The cancel's one commit ends the job cancelled, or throws (CONFLICT once it ended).
  handler: async ({ params }, { caller, services }) =>
    publicJob(await services.jobs.cancel(params.id, caller.key.workspace_id)),
  mcp: {
    name: "job_cancel",
    title: "Cancel a job",
    description:
      "Cancels a queued or running job: it stops (its provider calls are aborted), ends `cancelled` and its credits are refunded. A job that has ended is an error (CONFLICT).",
    input: JobId,
    toInput: byJobId,
    text: (job) => `Job ${job.job_id} is cancelled; ${job.credits_charged} credits refunded.`,
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
});

/** The `Last-Event-ID` header, or `?last_event_id=`; null when absent. */
function lastEventId(header: string | undefined, query: string | undefined): number | null {
  const raw = header ?? query;
  if (raw === undefined || raw === "") return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw invalidParameters([{
      path: "Last-Event-ID",
      message: `must be an event id from this stream (got "${raw.slice(0, 20)}")`,
    }]);
  }
  return Number(raw);
}

export const jobEvents = defineControl({
  id: "job_events",
  rest: {
    method: "get",
    path: "/jobs/{id}/events",
    tag: "jobs",
    summary: "Server-sent events: job.open, job.status, job.done, job.failed, job.cancelled",
    description:
      "`job.open` (the current record), then `job.status` on each change of status, phase or progress, then `job.done` (with `result`), `job.failed` (with `error`) or `job.cancelled`, and the stream closes. Every event carries an `id:` (a logged event its sequence number, `job.open` the sequence it reflects): send it back as `Last-Event-ID` (or `?last_event_id=`) to resume after it; resuming after a finished job's terminal event closes the stream at once. `retry: 2000`; a `: keep-alive` comment every 15 s.",
    params: IdPath,
    // Read by the responder itself (the header wins; neither is a strict query).
    extraParameters: [
      { name: "Last-Event-ID", in: "header", schema: { type: "string", pattern: "^[0-9]+$" } },
      { name: "last_event_id", in: "query", schema: { type: "string", pattern: "^[0-9]+$" } },
    ],
    ok: {
      description: "An event stream.",
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
    errors: { "404": "NotFound" },
    // An event stream, not JSON.
    respond: async (c, { params }, { caller, services }, options) => {
      const jobId = params.id;
      await getOwnJob(services.kv, caller.key.workspace_id, jobId);
      const after = lastEventId(c.req.header("last-event-id"), c.req.query("last_event_id"));
      // nginx buffers proxied answers by default, which would hold events back until the stream
      // ends; this header turns that off for the stream (docs/self-hosting.md).
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, (stream) =>
        streamJobEvents(stream, {
          kv: services.kv,
          jobId,
          lastEventId: after,
          keepAliveMs: options.keepAliveMs ?? 15_000,
          retryMs: 2_000,
          shutdown: options.shutdown,
        }));
    },
  },
  bucket: "control",
  handler: () => {
    throw new Error("job_events answers through its responder");
  },
});
