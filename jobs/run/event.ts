/** The webhook event of a job that ended. */
import type { WebhookEvent } from "../../lib/store/webhooks.ts";
import type { JobRecord } from "../../lib/store/jobs.ts";

/** The webhook event of a job that ended (its `data`: docs/contract.md#events-and-payloads). */
export function jobWebhookEvent(record: JobRecord, publicBaseUrl = ""): WebhookEvent {
  const type = record.status === "completed"
    ? "job.completed"
    : record.status === "cancelled"
    ? "job.cancelled"
    : "job.failed";
  const data: Record<string, unknown> = {
    job_id: record.job_id,
    operation: record.operation,
    status: record.status,
    project_id: record.project_id,
    workflow_id: record.workflow_id,
    result_url: `${publicBaseUrl}/api/v1/jobs/${record.job_id}`,
  };
  if (record.error && record.status === "failed") data.error = record.error;
  return {
    id: `evt_${record.job_id}_${type}`,
    workspace_id: record.workspace_id,
    type,
    timestamp: record.finished_at ?? new Date().toISOString(),
    project_id: record.project_id,
    job_id: record.job_id,
    data,
  };
}
