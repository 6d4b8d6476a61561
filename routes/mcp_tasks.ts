/**
 * MCP Tasks (specification 2025-11-25, experimental) on our durable jobs: a task *is* a job, so
 * `tasks/get`, `tasks/result`, `tasks/list` and `tasks/cancel` read and change the job records in
 * KV, from any process sharing the store, after a restart, and after the client reconnects.
 * Status: `queued`/`running` are `working`; `completed`, `failed`, `cancelled` are themselves.
 */
import type { Server } from "@modelcontextprotocol/sdk/server";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CancelTaskRequestSchema,
  ErrorCode,
  GetTaskPayloadRequestSchema,
  GetTaskRequestSchema,
  ListTasksRequestSchema,
  McpError,
  RELATED_TASK_META_KEY,
} from "@modelcontextprotocol/sdk/types.js";
import { ApiError } from "../lib/errors.ts";
import type { Services } from "../lib/services.ts";
import {
  getOwnJob,
  isTerminal,
  type JobRecord,
  listJobs,
  readJobResult,
} from "../lib/store/jobs.ts";

/** What a task says to poll at: the job envelope's `retry_after_seconds`, in ms. */
export const TASK_POLL_MS = 2_000;

/** The server capability: tasks for tool calls, listed and cancellable. */
export const TASKS_CAPABILITY = {
  list: {},
  cancel: {},
  requests: { tools: { call: {} } },
};

/** The MCP task of a job; its `ttl` is the job's own retention. */
export function taskOf(record: JobRecord) {
  const status = record.status === "queued" || record.status === "running"
    ? "working" as const
    : record.status;
  const message = record.error?.message ?? record.progress.message;
  return {
    taskId: record.job_id,
    status,
    ttl: record.expires_at - Date.parse(record.created_at),
    createdAt: record.created_at,
    lastUpdatedAt: record.finished_at ?? record.started_at ?? record.created_at,
    pollInterval: TASK_POLL_MS,
    ...(message ? { statusMessage: message } : {}),
  };
}

/** How the outcome of a job reads as the tool call's result. */
export interface TaskResults {
  completed(result: unknown, record: JobRecord): Record<string, unknown>;
  ended(error: ApiError, record: JobRecord): Record<string, unknown>;
}

/**
 * Registers the `tasks/*` handlers on `server` for the workspace `workspaceId`; a task of another
 * workspace is "not found", as its job is.
 */
export function registerTasks(
  server: Server,
  services: Services,
  workspaceId: string,
  results: TaskResults,
): void {
  const own = async (taskId: string) => {
    try {
      return await getOwnJob(services.kv, workspaceId, taskId);
    } catch (err) {
      if (err instanceof ApiError && err.code === "NOT_FOUND") {
        throw new McpError(ErrorCode.InvalidParams, `Task "${taskId}" was not found.`);
      }
      throw err;
    }
  };
  const related = (taskId: string) => ({ _meta: { [RELATED_TASK_META_KEY]: { taskId } } });

  server.setRequestHandler(GetTaskRequestSchema, async (request) => {
    return taskOf(await own(request.params.taskId));
  });

  server.setRequestHandler(GetTaskPayloadRequestSchema, async (request) => {
    const { taskId } = request.params;
    let record = await own(taskId);
    // The result is answered once the task ends: wait for it (a client polls again after this).
    if (!isTerminal(record.status)) {
      record = await services.jobs.waitFor(taskId, 55_000) ?? record;
    }
    if (!isTerminal(record.status)) {
      throw new McpError(
        ErrorCode.InvalidRequest,
        `Task ${taskId} is still working; ask again (tasks/get says when it ends).`,
      );
    }
    if (record.status === "completed") {
      const result = await readJobResult(services.kv, record);
      return { ...results.completed(result, record), ...related(taskId) };
    }
    const error = record.status === "cancelled"
      ? new ApiError("CONFLICT", `Task ${taskId} was cancelled; its credits were refunded.`)
      : new ApiError(record.error!.code as never, record.error!.message, {
        retryable: record.error!.retryable,
      });
    return { ...results.ended(error, record), ...related(taskId) };
  });

  server.setRequestHandler(ListTasksRequestSchema, async (request) => {
    const page = await listJobs(services.kv, workspaceId, {
      limit: 50,
      ...(request.params?.cursor ? { cursor: request.params.cursor } : {}),
    });
    return {
      tasks: page.jobs.map((job) => taskOf(job)),
      ...(page.next_cursor ? { nextCursor: page.next_cursor } : {}),
    };
  });

  server.setRequestHandler(CancelTaskRequestSchema, async (request) => {
    const { taskId } = request.params;
    await own(taskId);
    try {
      return taskOf(await services.jobs.cancel(taskId, workspaceId));
    } catch (err) {
      throw cancelRefusal(taskId, err);
    }
  });
}

/**
 * The JSON-RPC error of a `tasks/cancel` the job's own cancel refused: a task in a terminal
 * status is rejected with -32602 Invalid params (MCP 2025-11-25, Tasks, "Cancelling Tasks"),
 * naming the status it ended in; any other error passes through.
 */
export function cancelRefusal(taskId: string, err: unknown): unknown {
  if (!(err instanceof ApiError) || err.code !== "CONFLICT") return err;
  const status = String(err.details?.status ?? "ended");
  return new McpError(
    ErrorCode.InvalidParams,
    `Cannot cancel task ${taskId}: it has ended (${status}).`,
    { status },
  );
}
